import { performanceView } from "@/lib/funds/categories/performance-columns";

describe("performanceView", () => {
  it("gives SIP XIRR columns for sip + trailing, ranked by the 3-year XIRR", () => {
    const view = performanceView("sip", "trailing", 0);
    expect(view.columns.map(({ key, label }) => [key, label])).toEqual([
      ["1y", "1Y"],
      ["3y", "3Y"],
      ["5y", "5Y"],
    ]);
    expect(view.rankBy).toEqual({ kind: "sip", period: "3y" });
  });

  it("gives every trailing period for lumpsum + trailing", () => {
    const view = performanceView("lumpsum", "trailing", 0);
    expect(view.columns.map(({ key }) => key)).toEqual(["1m", "3m", "6m", "1y", "3y", "5y", "10y", "max"]);
    expect(view.columns.at(-1)?.label).toBe("Since launch");
    expect(view.rankBy).toEqual({ kind: "trailing", period: "3y" });
  });

  it("gives the 5 calendar years up to the last complete one, newest first, in both modes", () => {
    const sip = performanceView("sip", "calendar", 2025);
    expect(sip.columns.map(({ key, label, source }) => [key, label, source])).toEqual(
      [2025, 2024, 2023, 2022, 2021].map((year) => [String(year), String(year), { kind: "calendar", year }]),
    );
    expect(sip.rankBy).toEqual({ kind: "trailing", period: "3y" });
    expect(performanceView("lumpsum", "calendar", 2025)).toEqual(sip);
  });

  it("gives rolling mean, lowest and highest for 1 and 3 years, ranked by the 3-year mean, in both modes", () => {
    const view = performanceView("sip", "rolling", 0);
    expect(view.columns.map(({ key, label }) => [key, label])).toEqual([
      ["1y_mean", "1Y average"],
      ["1y_min", "1Y lowest"],
      ["1y_max", "1Y highest"],
      ["3y_mean", "3Y average"],
      ["3y_min", "3Y lowest"],
      ["3y_max", "3Y highest"],
    ]);
    expect(view.rankBy).toEqual({ kind: "rolling", period: "3y", stat: "mean" });
    expect(performanceView("lumpsum", "rolling", 0)).toEqual(view);
  });
});
