import { fundCanonicalPath, fundPagePath } from "@/lib/routes/fund-page-path";

describe("fundPagePath", () => {
  it("carries the ISIN when there is one", () => {
    expect(fundPagePath({ scheme_code: 119551, isin: "INF179K01BB8" })).toBe(
      "/mutual-funds/mutual-fund-screener/119551?isin=INF179K01BB8",
    );
    expect(fundPagePath({ scheme_code: 7, isin: null })).toBe("/mutual-funds/mutual-fund-screener/7");
  });
});

describe("fundCanonicalPath", () => {
  it("is the scheme code alone", () => {
    expect(fundCanonicalPath(119551)).toBe("/mutual-funds/mutual-fund-screener/119551");
  });
});
