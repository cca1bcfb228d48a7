import { publicBuildEnv } from "@/lib/env/public-build-env";

describe("publicBuildEnv", () => {
  it("keeps only the NEXT_PUBLIC_ variables that are set, in name order, but not the site's address", () => {
    expect(
      publicBuildEnv({
        NEXT_PUBLIC_SITE_URL: "http://127.0.0.1:3100",
        DATABASE_URL: "postgres://x",
        NEXT_PUBLIC_GA_ID: "",
        NEXT_PUBLIC_X: undefined,
      }),
    ).toBe('{"NEXT_PUBLIC_GA_ID":""}');
  });

  it("is the same for the same values in any order, and differs when a value changes", () => {
    const a = publicBuildEnv({ NEXT_PUBLIC_B: "2", NEXT_PUBLIC_A: "1" });
    expect(publicBuildEnv({ NEXT_PUBLIC_A: "1", NEXT_PUBLIC_B: "2" })).toBe(a);
    expect(publicBuildEnv({ NEXT_PUBLIC_A: "1", NEXT_PUBLIC_B: "3" })).not.toBe(a);
    expect(publicBuildEnv({})).toBe("{}");
  });

  it("does not make a build stale for another site address (the server reads it when it runs)", () => {
    expect(publicBuildEnv({ NEXT_PUBLIC_SITE_URL: "http://127.0.0.1:3100", NEXT_PUBLIC_A: "1" })).toBe(
      publicBuildEnv({ NEXT_PUBLIC_SITE_URL: "http://127.0.0.1:3101", NEXT_PUBLIC_A: "1" }),
    );
  });
});
