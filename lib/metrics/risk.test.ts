import { isoToDay } from "@/lib/metrics/day-number";
import { maxDrawdown } from "@/lib/metrics/max-drawdown";
import { seriesFromArrays, seriesFromPoints } from "@/lib/metrics/nav-series";
import { riskMetrics } from "@/lib/metrics/risk";
import { riskWindow } from "@/lib/metrics/risk-window";

const series = (points: [string, number][]) => seriesFromPoints(points.map(([date, nav]) => ({ date, nav })));
const navsOnly = (navs: number[]) =>
  seriesFromArrays(
    navs.map((_, i) => 1000 + i),
    navs,
  );
const parameters = { riskFreeRate: 0.065, tradingDaysPerYear: 252 };

function weekdays(from: string, to: string) {
  const days: number[] = [];
  for (let day = isoToDay(from); day <= isoToDay(to); day++) {
    const weekday = (day + 4) % 7; // 0 = Sunday; day 0 was a Thursday
    if (weekday !== 0 && weekday !== 6) days.push(day);
  }
  return seriesFromArrays(
    days,
    days.map((day) => 100 + (day % 13)),
  );
}

describe("riskWindow", () => {
  it("starts at the last NAV on or before as-of − window", () => {
    const plan = weekdays("2019-01-01", "2024-06-14");
    const window = riskWindow(plan, 3)!;
    expect(plan.days[window.base]).toBe(isoToDay("2021-06-14"));
    // 2021-06-14 (Mon) → 2024-06-14 (Fri) = 1,096 days = 156 weeks + 4 days: 780 + 4 weekdays after it.
    expect(window.end - window.base).toBe(784);
  });

  it("uses the NAV before a holiday start date", () => {
    const plan = weekdays("2019-01-01", "2024-06-17"); // as of Mon 2024-06-17; − 1Y = Sat 2023-06-17
    expect(plan.days[riskWindow(plan, 1)!.base]).toBe(isoToDay("2023-06-16"));
  });

  it("starts after a gap at the start date instead of spanning it", () => {
    // 1Y start 2023-06-14: 2023-06-07 is 7 days before (kept); 2023-06-06 is 8 days before, so the
    // window starts at the first NAV after the start date, 2023-06-20.
    const kept = series([
      ["2023-06-07", 100],
      ["2023-06-20", 101],
      ["2023-12-01", 99],
      ["2024-06-14", 108.9],
    ]);
    expect(riskWindow(kept, 1)).toEqual({ base: 0, end: 3 });
    const gap = series([
      ["2023-06-06", 100],
      ["2023-06-20", 101],
      ["2023-12-01", 99],
      ["2024-06-14", 108.9],
    ]);
    expect(riskWindow(gap, 1)).toEqual({ base: 1, end: 3 });
  });

  it("falls back to all data for a plan with 1 to 3 years of history, and null below a year", () => {
    const plan = series([
      ["2023-01-02", 100],
      ["2023-06-01", 110],
      ["2023-12-01", 99],
      ["2024-01-02", 108.9],
    ]);
    expect(riskWindow(plan, 3)).toEqual({ base: 0, end: 3 });
    const young = series([
      ["2023-01-03", 100],
      ["2023-06-01", 110],
      ["2023-12-01", 99],
      ["2024-01-02", 108.9],
    ]);
    expect(riskWindow(young, 3)).toBeNull();
  });

  it("is null with fewer than two returns", () => {
    expect(
      riskWindow(
        series([
          ["2020-01-01", 100],
          ["2024-01-02", 108.9],
        ]),
        3,
      ),
    ).toBeNull();
    expect(riskWindow(series([["2024-01-02", 108.9]]), 3)).toBeNull();
  });
});

describe("riskMetrics", () => {
  // Daily returns +10%, −10%, +10%: mean 1/30; deviations 2/30, −4/30, 2/30; Σ squares = 24/900;
  // sample variance = 12/900 = 0.013333…; annualised variance = 0.013333… × 252 = 3.36.
  const plan = series([
    ["2023-01-02", 100],
    ["2023-06-01", 110],
    ["2023-12-01", 99],
    ["2024-01-02", 108.9],
  ]);
  const risk = riskMetrics(plan, riskWindow(plan, 3)!, parameters);

  it("annualises volatility and the mean", () => {
    expect(risk.observations).toBe(3);
    expect(risk.windowStartDate).toBe("2023-01-02");
    expect(risk.annualisedVolatilityPct).toBeCloseTo(183.3030277982, 8); // √3.36 = 1.833030278
    expect(risk.annualisedReturnPct).toBeCloseTo(840, 8); // (1/30) × 252 = 8.4
  });

  it("computes Sharpe and Sortino", () => {
    expect(risk.sharpe).toBeCloseTo(4.5471152878, 8); // (8.4 − 0.065) / 1.833030278
    // Target 0.065 / 252 = 0.000257937 a day; only −10% lags it: (−0.1 − 0.000257937)² / 3 × 252 =
    // 0.844339… → downside deviation 0.918879166; (8.4 − 0.065) / 0.918879166 = 9.070833584.
    expect(risk.sortino).toBeCloseTo(9.0708335842, 8);
  });

  it("reports the maximum drawdown with its dates", () => {
    expect(risk.maxDrawdownPct).toBeCloseTo(-10, 10); // 99 / 110 − 1
    expect(risk.peakDate).toBe("2023-06-01");
    expect(risk.troughDate).toBe("2023-12-01");
    expect(risk.recoveryDate).toBeNull(); // 108.9 < 110
  });

  it("has no Sharpe for a flat NAV, and Sortino = −√252 (every day lags the risk-free target)", () => {
    const flat = series([
      ["2023-01-02", 10],
      ["2023-06-01", 10],
      ["2023-12-01", 10],
      ["2024-01-02", 10],
    ]);
    const flatRisk = riskMetrics(flat, riskWindow(flat, 3)!, parameters);
    expect(flatRisk.annualisedVolatilityPct).toBe(0);
    expect(flatRisk.sharpe).toBeNull();
    // excess = −0.065; downside = (0.065 / 252) × √252 = 0.065 / √252.
    expect(flatRisk.sortino).toBeCloseTo(-Math.sqrt(252), 9);
    expect(flatRisk.maxDrawdownPct).toBe(0);
    expect(flatRisk.peakDate).toBeNull();
  });

  it("has no Sortino when no day lags the target", () => {
    const rising = series([
      ["2023-01-02", 10],
      ["2023-06-01", 11],
      ["2023-12-01", 12.5],
      ["2024-01-02", 13],
    ]);
    expect(
      riskMetrics(rising, riskWindow(rising, 3)!, { riskFreeRate: 0, tradingDaysPerYear: 252 }).sortino,
    ).toBeNull();
  });
});

describe("maxDrawdown", () => {
  it("finds the deepest fall and its recovery", () => {
    const drawdown = maxDrawdown(navsOnly([100, 120, 90, 100, 125, 110]));
    expect(drawdown.maxDrawdownPct).toBeCloseTo(-25, 10); // 90 / 120 − 1; later 110 / 125 − 1 = −12%
    expect(drawdown).toMatchObject({ peak: 1, trough: 2, recovery: 4 });
  });

  it("dates the peak at the last time the high was matched", () => {
    expect(maxDrawdown(navsOnly([100, 120, 120, 90]))).toMatchObject({ peak: 2, trough: 3, recovery: -1 });
  });

  it("is 0 with no dates for a NAV that never falls", () => {
    expect(maxDrawdown(navsOnly([1, 2, 2, 3]))).toEqual({ maxDrawdownPct: 0, peak: -1, trough: -1, recovery: -1 });
  });

  it("only looks inside the given range", () => {
    const drawdown = maxDrawdown(navsOnly([200, 100, 110, 99, 120]), 1, 4);
    expect(drawdown.maxDrawdownPct).toBeCloseTo(-10, 10); // 99 / 110 − 1 (the fall from 200 is outside)
    expect(drawdown).toMatchObject({ peak: 2, trough: 3, recovery: 4 });
  });
});
