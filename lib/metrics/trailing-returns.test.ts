import { seriesFromPoints, type NavSeries } from "@/lib/metrics/nav-series";
import { trailingReturns } from "@/lib/metrics/trailing-returns";

const series = (points: [string, number][]) => seriesFromPoints(points.map(([date, nav]) => ({ date, nav })));
const returnsOf = (navSeries: NavSeries) => trailingReturns(navSeries).returnsPct;

describe("trailingReturns", () => {
  // As of Fri 2024-06-14, one NAV exactly at each period's start date, except 10Y: 2014-06-14 is a
  // Saturday, so the Friday 2014-06-13 NAV stands in for it.
  const plan = series([
    ["2014-06-13", 50],
    ["2019-06-14", 80],
    ["2021-06-14", 100],
    ["2023-06-14", 120],
    ["2023-12-14", 125],
    ["2024-03-14", 128],
    ["2024-05-14", 130],
    ["2024-06-14", 132],
  ]);
  const { returnsPct: result, missing } = trailingReturns(plan);

  it("is absolute up to one year", () => {
    expect(missing).toEqual({});
    expect(result["1m"]).toBeCloseTo(1.5384615385, 9); // 132 / 130 − 1 = 0.015384615…
    expect(result["3m"]).toBeCloseTo(3.125, 10); // 132 / 128 − 1 = 0.03125
    expect(result["6m"]).toBeCloseTo(5.6, 10); // 132 / 125 − 1 = 0.056
    expect(result["1y"]).toBeCloseTo(10, 10); // 132 / 120 − 1 = 0.1
  });

  it("is CAGR over the nominal period beyond one year", () => {
    expect(result["3y"]).toBeCloseTo(9.6961310487, 9); // 1.32^(1/3) − 1 = 0.096961310…
    expect(result["5y"]).toBeCloseTo(10.5342296493, 9); // 1.65^(1/5) − 1 = 0.105342296…
    // Holiday start: 10Y start 2014-06-14 (Saturday) → NAV of 2014-06-13; 2.64^(1/10) − 1 = 0.101946203…
    expect(result["10y"]).toBeCloseTo(10.1946202759, 9);
  });

  it("annualises since inception over the actual days", () => {
    // 2014-06-13 → 2024-06-14 = 3,654 days; 2.64^(365/3654) − 1 = 0.101829105…
    expect(result.max).toBeCloseTo(10.182910486, 8);
  });

  it("gives exactly 10% for 100 → 110 over one year and 100 → 133.1 over three", () => {
    const oneYear = returnsOf(
      series([
        ["2023-06-15", 100],
        ["2024-06-15", 110],
      ]),
    );
    expect(oneYear["1y"]).toBeCloseTo(10, 10); // 110 / 100 − 1
    // 366 days (a leap day in between): since inception = 1.1^(365/366) − 1 = 0.099713586…
    expect(oneYear.max).toBeCloseTo(9.9713586, 6);
    const threeYears = returnsOf(
      series([
        ["2021-03-15", 100],
        ["2024-03-15", 133.1],
      ]),
    );
    expect(threeYears["3y"]).toBeCloseTo(10, 10); // 1.331^(1/3) − 1 = 0.1, leap day ignored
  });

  it("is null, too young, for periods longer than the plan's history", () => {
    const young = trailingReturns(
      series([
        ["2023-07-01", 100],
        ["2023-12-11", 102],
        ["2024-05-14", 104],
        ["2024-06-14", 110],
      ]),
    );
    expect(young.returnsPct["1y"]).toBeNull(); // needs a NAV on or before 2023-06-14
    expect(young.returnsPct["3y"]).toBeNull();
    expect(young.returnsPct["10y"]).toBeNull();
    expect(young.returnsPct["6m"]).toBeCloseTo(7.8431372549, 9); // start 2023-12-14 → 2023-12-11 (3 days); 110/102 − 1
    expect(young.returnsPct["1m"]).toBeCloseTo(5.7692307692, 9); // start 2024-05-14 → 104; 110/104 − 1
    expect(young.returnsPct["3m"]).toBeNull(); // start 2024-03-14: the last NAV before it, 2023-12-11, is 94 days older
    expect(young.missing).toEqual({
      "3m": "no-nav-near-start",
      "1y": "too-young",
      "3y": "too-young",
      "5y": "too-young",
      "10y": "too-young",
    });
    expect(young.returnsPct.max).toBeCloseTo(10, 10); // 349 days < 365 → absolute: 110/100 − 1
  });

  it("keeps a start NAV exactly 7 days before the start date and drops one 8 days before", () => {
    // As of Fri 2024-06-14 the 1M start is 2024-05-14.
    const kept = trailingReturns(
      series([
        ["2024-05-07", 100],
        ["2024-06-14", 110],
      ]),
    );
    expect(kept.returnsPct["1m"]).toBeCloseTo(10, 10); // 2024-05-07 is 7 days before: 110 / 100 − 1
    expect(kept.missing["1m"]).toBeUndefined();
    const dropped = trailingReturns(
      series([
        ["2024-05-06", 100],
        ["2024-06-14", 110],
      ]),
    );
    expect(dropped.returnsPct["1m"]).toBeNull(); // 2024-05-06 is 8 days before
    expect(dropped.missing["1m"]).toBe("no-nav-near-start");
    expect(dropped.returnsPct.max).toBeCloseTo(10, 10); // since inception is not held to the rule
  });

  it("uses the NAV before a holiday start date and gives no return across a longer gap", () => {
    // 1Y start 2024-06-14 − 12 months = 2023-06-14; NAVs stop 2023-06-09 (Fri) and resume 2023-07-14.
    const gap = trailingReturns(
      series([
        ["2023-06-09", 100],
        ["2023-07-14", 104],
        ["2024-05-14", 105],
        ["2024-06-14", 121],
      ]),
    );
    expect(gap.returnsPct["1y"]).toBeCloseTo(21, 10); // 2023-06-09 is 5 days before 2023-06-14: 121 / 100 − 1
    const stale = trailingReturns(
      series([
        ["2020-01-01", 100],
        ["2023-06-01", 110],
        ["2024-05-14", 115],
        ["2024-06-14", 121],
      ]),
    );
    expect(stale.returnsPct["1y"]).toBeNull(); // 2023-06-01 is 13 days before 2023-06-14
    expect(stale.returnsPct["3y"]).toBeNull(); // 3Y start 2021-06-14: last NAV 2020-01-01
    expect(stale.missing).toEqual({
      "3m": "no-nav-near-start",
      "6m": "no-nav-near-start",
      "1y": "no-nav-near-start",
      "3y": "no-nav-near-start",
      "5y": "too-young",
      "10y": "too-young",
    });
    expect(stale.returnsPct["1m"]).toBeCloseTo(5.2173913043, 9); // 121 / 115 − 1
  });

  it("clamps month ends: 31-Mar minus 1M is 29-Feb in a leap year, 28-Feb otherwise", () => {
    const leap = returnsOf(
      series([
        ["2024-02-28", 90],
        ["2024-02-29", 100],
        ["2024-03-01", 105],
        ["2024-03-31", 110],
      ]),
    );
    expect(leap["1m"]).toBeCloseTo(10, 10); // 110 / 100 (29-Feb) − 1
    const common = returnsOf(
      series([
        ["2023-02-27", 90],
        ["2023-02-28", 100],
        ["2023-03-01", 105],
        ["2023-03-31", 110],
      ]),
    );
    expect(common["1m"]).toBeCloseTo(10, 10); // 110 / 100 (28-Feb) − 1
  });

  it("takes 29-Feb minus one year as 28-Feb", () => {
    const result = returnsOf(
      series([
        ["2023-02-27", 50],
        ["2023-02-28", 100],
        ["2023-03-01", 200],
        ["2024-02-29", 110],
      ]),
    );
    expect(result["1y"]).toBeCloseTo(10, 10); // start 2023-02-28 → 110 / 100 − 1
  });

  it("annualises since inception by 365-day years once a year has passed", () => {
    // 2023-01-01 → 2024-02-05 = 400 days; 1.21^(365/400) − 1 = 0.189985448…
    const result = returnsOf(
      series([
        ["2023-01-01", 100],
        ["2024-02-05", 121],
      ]),
    );
    expect(result.max).toBeCloseTo(18.9985447602, 8);
  });

  it("is all null for a single NAV or an empty series, every fixed period too young", () => {
    const nulls = { "1m": null, "3m": null, "6m": null, "1y": null, "3y": null, "5y": null, "10y": null, max: null };
    const allTooYoung = {
      "1m": "too-young",
      "3m": "too-young",
      "6m": "too-young",
      "1y": "too-young",
      "3y": "too-young",
      "5y": "too-young",
      "10y": "too-young",
    };
    expect(trailingReturns(series([["2024-06-14", 10]]))).toEqual({ returnsPct: nulls, missing: allTooYoung });
    expect(trailingReturns(series([]))).toEqual({ returnsPct: nulls, missing: allTooYoung });
  });
});
