import { guardRedirect } from "./route-guard";

describe("guardRedirect", () => {
  it("sends a visitor on a protected page to /login with the page remembered", () => {
    expect(guardRedirect("protected", false, "/watchlist?tab=2")).toBe("/login?next=%2Fwatchlist%3Ftab%3D2");
  });
  it("lets a member through a protected page", () => {
    expect(guardRedirect("protected", true, "/dashboard")).toBeNull();
  });
  it("sends a member on a public-only page to /", () => {
    expect(guardRedirect("public-only", true, "/login?next=%2Fprofile")).toBe("/");
  });
  it("lets a visitor see the public-only pages", () => {
    expect(guardRedirect("public-only", false, "/signup")).toBeNull();
  });
  it("lets an aal1 session open the login's code step, and sends an aal2 one or another login address to /", () => {
    expect(guardRedirect("public-only", true, "/login?next=%2Fprofile&step=mfa", "aal1")).toBeNull();
    expect(guardRedirect("public-only", true, "/login?step=mfa", "aal1")).toBeNull();
    expect(guardRedirect("public-only", true, "/login?step=mfa", "aal2")).toBe("/");
    expect(guardRedirect("public-only", true, "/login?next=%2Fprofile", "aal1")).toBe("/");
    expect(guardRedirect("public-only", true, "/signup?step=mfa", "aal1")).toBe("/");
    expect(guardRedirect("public-only", false, "/login?step=mfa")).toBeNull();
  });
});
