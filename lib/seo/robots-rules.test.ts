import { disallowedPaths } from "@/lib/seo/robots-rules";

describe("disallowedPaths", () => {
  // /portfolio/x-ray is a member page too, kept out by the /portfolio prefix.
  it("keeps crawlers out of the API, the development pages, the member pages and the log-in pages, and nothing public", () => {
    expect([...disallowedPaths()].sort()).toEqual(
      [
        "/api/",
        "/dev/",
        "/dashboard",
        "/login",
        "/portfolio",
        "/profile",
        "/risk-profiling",
        "/signup",
        "/watchlist",
      ].sort(),
    );
  });
});
