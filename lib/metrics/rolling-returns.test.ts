import { dayToIso } from "@/lib/metrics/day-number";
import { seriesFromPoints } from "@/lib/metrics/nav-series";
import { rollingReturnSeries, rollingReturns } from "@/lib/metrics/rolling-returns";

const series = (points: [string, number][]) => seriesFromPoints(points.map(([date, nav]) => ({ date, nav })));

describe("rolling returns", () => {
  const plan = series([
    ["2022-01-03", 100],
    ["2022-06-23", 100],
    ["2022-07-01", 105],
    ["2022-10-03", 107],
    ["2023-01-02", 110], // start 2022-01-02 is before the first NAV: no window
    ["2023-01-03", 99], // start 2022-01-03 → 100: −1%
    ["2023-06-30", 121], // start 2022-06-30 → last NAV on/before = 2022-06-23, 7 days before (100): +21%
    ["2023-07-03", 120], // start 2022-07-03 → 2022-07-01 (105): 120/105 − 1 = +14.285714…%
    ["2023-10-11", 107], // start 2022-10-11 → 2022-10-03 is 8 days before: left out
  ]);

  it("has one 1Y window per NAV date whose start is on or after the first NAV and has a NAV within 7 days", () => {
    const rolling = rollingReturnSeries(plan, 12);
    expect(Array.from(rolling.days, dayToIso)).toEqual(["2023-01-03", "2023-06-30", "2023-07-03"]);
    const returns = Array.from(rolling.returnsPct);
    expect(returns[0]).toBeCloseTo(-1, 10);
    expect(returns[1]).toBeCloseTo(21, 10);
    expect(returns[2]).toBeCloseTo(14.2857142857, 9);
  });

  it("summarises mean, extremes and share positive", () => {
    const summary = rollingReturns(plan, 12)!;
    expect(summary.count).toBe(3);
    expect(summary.meanPct).toBeCloseTo(11.4285714286, 9); // (−1 + 21 + 14.2857142857) / 3
    expect(summary.minPct).toBeCloseTo(-1, 10);
    expect(summary.maxPct).toBeCloseTo(21, 10);
    expect(summary.positivePct).toBeCloseTo(66.6666666667, 9); // 2 of 3
    expect(summary.minEndDate).toBe("2023-01-03");
    expect(summary.maxEndDate).toBe("2023-06-30");
  });

  it("annualises 3Y windows", () => {
    const summary = rollingReturns(
      series([
        ["2020-01-01", 100],
        ["2023-01-01", 133.1], // 1.331^(1/3) − 1 = 10%
        ["2023-01-02", 100], // start 2020-01-02 → 100: 0%
      ]),
      36,
    )!;
    expect(summary.count).toBe(2);
    expect(summary.meanPct).toBeCloseTo(5, 10); // (10 + 0) / 2
    expect(summary.maxPct).toBeCloseTo(10, 10);
    expect(summary.minPct).toBeCloseTo(0, 10);
    expect(summary.positivePct).toBeCloseTo(50, 10); // 0% is not positive
  });

  it("annualises 5Y windows too", () => {
    const summary = rollingReturns(
      series([
        ["2015-01-01", 100],
        ["2020-01-01", 161.051],
      ]),
      60,
    )!;
    expect(summary.meanPct).toBeCloseTo(10, 10); // 1.61051^(1/5) − 1 = 0.1
  });

  it("summarises exactly the windows the series lists", () => {
    const rolling = rollingReturnSeries(plan, 12);
    const summary = rollingReturns(plan, 12)!;
    const values = Array.from(rolling.returnsPct);
    expect(summary.count).toBe(values.length);
    expect(summary.meanPct).toBeCloseTo(values.reduce((a, b) => a + b, 0) / values.length, 12);
  });

  it("is null when no window fits", () => {
    expect(
      rollingReturns(
        series([
          ["2023-01-02", 100],
          ["2024-01-01", 110],
        ]),
        12,
      ),
    ).toBeNull();
    expect(rollingReturns(series([["2023-01-02", 100]]), 12)).toBeNull();
    expect(rollingReturns(series([]), 12)).toBeNull();
    expect(rollingReturnSeries(series([]), 12).days).toHaveLength(0);
  });

  it("matches a brute-force search on a daily series", () => {
    const points: [string, number][] = [];
    for (let day = 19000; day < 19000 + 800; day++) {
      if (day % 7 === 2 || day % 7 === 3) continue; // weekends
      points.push([dayToIso(day), 100 + Math.sin(day / 17) * 10 + day / 50]);
    }
    const plan = series(points);
    const rolling = rollingReturnSeries(plan, 12);
    const { days, navs } = plan;
    for (let k = 0; k < rolling.days.length; k++) {
      const end = days.indexOf(rolling.days[k]!);
      const startIso = dayToIso(rolling.days[k]!).replace(/^(\d{4})/, (y) => String(Number(y) - 1));
      const start = startIso.endsWith("02-29") ? startIso.replace("02-29", "02-28") : startIso;
      let index = -1;
      for (let i = 0; i < days.length; i++) if (dayToIso(days[i]!) <= start) index = i;
      expect(rolling.returnsPct[k]).toBeCloseTo((navs[end]! / navs[index]! - 1) * 100, 10);
    }
    expect(rolling.days.length).toBeGreaterThan(200);
  });
});
