import { afterLoginPath, DEFAULT_AFTER_LOGIN, loginPathFor, safeRedirectPath } from "./redirect-path";

describe("safeRedirectPath", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/watchlist?tab=2#top", "/watchlist?tab=2#top"],
    ["/mutual-funds/mutual-fund-screener/900001?isin=INF000", "/mutual-funds/mutual-fund-screener/900001?isin=INF000"],
    ["/a/../profile", "/profile"],
  ])("keeps the same-site path %s", (raw, expected) => {
    expect(safeRedirectPath(raw)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [""],
    ["dashboard"],
    ["https://evil.example/"],
    ["http:/evil.example"],
    ["//evil.example/path"],
    ["/\\evil.example"],
    ["/x\\y"],
    ["javascript:alert(1)"],
    ["/\tevil"],
    ["/\nevil"],
    [" /dashboard"],
    [`/${"a".repeat(2048)}`],
  ])("refuses %p", (raw) => {
    expect(safeRedirectPath(raw)).toBeNull();
  });
});

describe("loginPathFor", () => {
  it("encodes the page in the next parameter", () => {
    expect(loginPathFor("/watchlist?tab=2")).toBe("/login?next=%2Fwatchlist%3Ftab%3D2");
  });
  it("drops a page that is not a same-site path", () => {
    expect(loginPathFor("//evil.example")).toBe("/login");
  });
});

describe("afterLoginPath", () => {
  it("returns the remembered page", () => {
    expect(afterLoginPath("/profile")).toBe("/profile");
  });
  it("falls back to the dashboard for a missing or foreign page", () => {
    expect(afterLoginPath(null)).toBe(DEFAULT_AFTER_LOGIN);
    expect(afterLoginPath("https://evil.example")).toBe(DEFAULT_AFTER_LOGIN);
  });
});
