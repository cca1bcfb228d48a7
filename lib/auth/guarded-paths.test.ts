import { guardFor } from "./guarded-paths";

describe("guardFor", () => {
  it.each(["/dashboard", "/profile", "/watchlist", "/watchlist/12", "/risk-profiling", "/portfolio"])(
    "%s is protected",
    (path) => {
      expect(guardFor(path)).toBe("protected");
    },
  );
  it.each(["/login", "/signup"])("%s is public-only", (path) => {
    expect(guardFor(path)).toBe("public-only");
  });
  it.each([
    "/",
    "/features",
    "/mutual-funds/mutual-fund-screener/900001",
    "/calculators",
    "/dashboards",
    "/loginx",
    "/auth/v1/token",
    "/auth/confirm",
    "/reset-password",
    "/api/v1/funds",
  ])("%s is left untouched", (path) => {
    expect(guardFor(path)).toBeNull();
  });
});
