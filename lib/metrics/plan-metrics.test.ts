import { calendarYearReturns } from "@/lib/metrics/calendar-year-returns";
import { categoryAverageReturns } from "@/lib/metrics/category-returns";
import { isoToDay } from "@/lib/metrics/day-number";
import { computePlanMetrics } from "@/lib/metrics/index";
import { seriesFromArrays, seriesFromPoints } from "@/lib/metrics/nav-series";
import { rollingReturns } from "@/lib/metrics/rolling-returns";
import { sipReturns } from "@/lib/metrics/sip-returns";
import { trailingReturns } from "@/lib/metrics/trailing-returns";

/** Monday-Friday NAVs compounding at `rate` a year (365-day years) from `from` to `to`. */
function compounding(from: string, to: string, rate: number, wobble = 0) {
  const start = isoToDay(from);
  const days: number[] = [];
  const navs: number[] = [];
  for (let day = start; day <= isoToDay(to); day++) {
    const weekday = (day + 4) % 7; // 0 = Sunday; day 0 was a Thursday
    if (weekday === 0 || weekday === 6) continue;
    days.push(day);
    navs.push(100 * Math.pow(1 + rate, (day - start) / 365) * (1 + wobble * Math.sin(day)));
  }
  return seriesFromArrays(days, navs);
}

describe("computePlanMetrics", () => {
  it("gives only inception details for a single NAV", () => {
    const metrics = computePlanMetrics(seriesFromPoints([{ date: "2024-06-14", nav: 12.5 }]));
    expect(metrics).toEqual({
      inception: { inceptionDate: "2024-06-14", asOfDate: "2024-06-14", firstNav: 12.5, latestNav: 12.5, navCount: 1 },
      trailingPct: { "1m": null, "3m": null, "6m": null, "1y": null, "3y": null, "5y": null, "10y": null, max: null },
      trailingMissing: {
        "1m": "too-young",
        "3m": "too-young",
        "6m": "too-young",
        "1y": "too-young",
        "3y": "too-young",
        "5y": "too-young",
        "10y": "too-young",
      },
      calendarYears: [],
      ytd: { year: 2024, returnPct: null, partial: true, missing: "too-young" },
      rolling: { "1y": null, "3y": null },
      sip: { "1y": null, "3y": null, "5y": null },
      sipMissing: { "1y": "too-young", "3y": "too-young", "5y": "too-young" },
      risk: null,
      vsCategory: null,
      vsBenchmark: null,
    });
  });

  it("throws on an empty series", () => {
    expect(() => computePlanMetrics(seriesFromArrays([], []))).toThrow(RangeError);
  });

  it("leaves long-period metrics null for a six-month-old plan", () => {
    const metrics = computePlanMetrics(compounding("2024-01-01", "2024-06-14", 0.1));
    expect(metrics.trailingPct["6m"]).toBeNull(); // needs a NAV on or before 2023-12-14
    expect(metrics.trailingPct["3m"]).not.toBeNull();
    expect(metrics.trailingPct["1y"]).toBeNull();
    expect(metrics.rolling["1y"]).toBeNull();
    expect(metrics.sip["1y"]).toBeNull();
    expect(metrics.sipMissing["1y"]).toBe("too-young");
    expect(metrics.trailingMissing).toMatchObject({ "6m": "too-young", "1y": "too-young" });
    expect(metrics.trailingMissing["3m"]).toBeUndefined();
    expect(metrics.risk).toBeNull();
    expect(metrics.ytd.partial).toBe(true);
  });

  describe("on 11½ years of NAVs compounding at 10% a year", () => {
    const plan = compounding("2013-01-01", "2024-06-14", 0.1);
    const metrics = computePlanMetrics(plan, { category: categoryAverageReturns([plan]) });

    it("assembles the component metrics", () => {
      expect(metrics.trailingPct).toEqual(trailingReturns(plan).returnsPct);
      expect(metrics.trailingMissing).toEqual({});
      expect(metrics.sipMissing).toEqual({});
      const { years, ytd } = calendarYearReturns(plan);
      expect(metrics.calendarYears).toEqual(years);
      expect(metrics.ytd).toEqual(ytd);
      expect(metrics.rolling["3y"]).toEqual(rollingReturns(plan, 36));
      expect(metrics.sip["5y"]).toEqual(sipReturns(plan, 60));
      expect(metrics.inception).toMatchObject({ inceptionDate: "2013-01-01", asOfDate: "2024-06-14" });
    });

    it("recovers the growth rate where the day count is exact", () => {
      expect(metrics.trailingPct.max).toBeCloseTo(10, 9); // (1.1^(days/365))^(365/days) − 1
      // 3Y: 2021-06-14 → 2024-06-14 is 1,096 days, over a nominal 3 years: 1.1^(1096/1095) − 1.
      expect(metrics.trailingPct["3y"]).toBeCloseTo((Math.pow(1.1, 1096 / 1095) - 1) * 100, 9);
      for (const key of ["1y", "3y", "5y"] as const) expect(metrics.sip[key]!.xirrPct).toBeCloseTo(10, 6);
      // 2023: last NAVs Fri 30-Dec-2022 → Fri 29-Dec-2023 = 364 days → 1.1^(364/365) − 1 = 9.97128…%.
      expect(metrics.calendarYears.at(-1)).toEqual({ year: 2023, returnPct: expect.any(Number), partial: false });
      expect(metrics.calendarYears.at(-1)!.returnPct).toBeCloseTo(9.9712801341, 9);
      expect(metrics.calendarYears[0]).toMatchObject({ year: 2013, partial: true });
    });

    it("has no drawdown and measures itself against itself", () => {
      expect(metrics.risk!.maxDrawdownPct).toBe(0);
      expect(metrics.risk!.windowStartDate).toBe("2021-06-14");
      expect(metrics.vsCategory!.beta).toBeCloseTo(1, 10);
      expect(metrics.vsCategory!.alphaPct).toBeCloseTo(0, 8);
      expect(metrics.rolling["1y"]!.positivePct).toBe(100);
    });

    it("is plain JSON", () => {
      expect(JSON.parse(JSON.stringify(metrics))).toEqual(metrics);
    });
  });

  it("reports why periods have no return across a gap in the data", () => {
    // NAVs stop 2023-05-31 and resume 2023-07-03: the 1Y start 2023-06-14 is 14 days into the gap.
    const before = compounding("2022-01-03", "2023-05-31", 0.1);
    const after = compounding("2023-07-03", "2024-06-14", 0.1);
    const plan = seriesFromArrays([...before.days, ...after.days], [...before.navs, ...after.navs]);
    const metrics = computePlanMetrics(plan);
    expect(metrics.trailingPct["1y"]).toBeNull();
    expect(metrics.trailingMissing).toEqual({
      "1y": "no-nav-near-start",
      "3y": "too-young",
      "5y": "too-young",
      "10y": "too-young",
    });
    expect(metrics.trailingPct["6m"]).not.toBeNull();
    expect(metrics.sip["1y"]).toBeNull(); // the June 2023 instalment has no NAV
    expect(metrics.sipMissing).toEqual({ "1y": "no-nav-near-start", "3y": "too-young", "5y": "too-young" });
  });

  it("applies the options", () => {
    const plan = compounding("2018-01-01", "2024-06-14", 0.12, 0.01);
    const base = computePlanMetrics(plan);
    expect(base.vsCategory).toBeNull(); // no category given
    const lowerRate = computePlanMetrics(plan, { riskFreeRate: 0.03 });
    // Sharpe = (R − rf) / σ, so lowering rf by 3.5 points raises it by 0.035 / σ.
    const sigma = base.risk!.annualisedVolatilityPct / 100;
    expect(lowerRate.risk!.sharpe! - base.risk!.sharpe!).toBeCloseTo(0.035 / sigma, 10);
    const oneYear = computePlanMetrics(plan, { riskWindowYears: 1 });
    expect(oneYear.risk!.windowStartDate).toBe("2023-06-14");
    const bigSip = computePlanMetrics(plan, { sipInstalment: 10_000 });
    expect(bigSip.sip["1y"]!.investedAmount).toBe(120_000);
    expect(bigSip.sip["1y"]!.xirrPct).toBeCloseTo(base.sip["1y"]!.xirrPct!, 9);
    const weekly = computePlanMetrics(plan, { tradingDaysPerYear: 52 });
    // σ scales with √T: √(52 / 252).
    expect(weekly.risk!.annualisedVolatilityPct).toBeCloseTo(
      base.risk!.annualisedVolatilityPct * Math.sqrt(52 / 252),
      9,
    );
  });
});
