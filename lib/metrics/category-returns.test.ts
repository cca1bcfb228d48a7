import { betaAlpha } from "@/lib/metrics/beta-alpha";
import { categoryAverageReturns } from "@/lib/metrics/category-returns";
import { seriesFromArrays } from "@/lib/metrics/nav-series";
import { riskWindow } from "@/lib/metrics/risk-window";

const parameters = { riskFreeRate: 0.065, tradingDaysPerYear: 252 };

/** Deterministic pseudo-random daily returns in [−2%, +2%). */
function randomReturns(count: number, seed: number): number[] {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return (state / 2147483648 - 0.5) * 0.04;
  });
}

/** A series on consecutive days from day 19000 with the given daily returns after a first NAV of 100. */
function fromReturns(returns: number[], startDay = 19000) {
  const navs = [100];
  for (const r of returns) navs.push(navs[navs.length - 1]! * (1 + r));
  return seriesFromArrays(
    navs.map((_, i) => startDay + i),
    navs,
  );
}

describe("categoryAverageReturns", () => {
  const a = seriesFromArrays([100, 101, 102, 103], [100, 110, 99, 99]); // +10% (101), −10% (102), 0 (103)
  const b = seriesFromArrays([101, 102, 103], [200, 210, 189]); // +5% (102), −10% (103)
  const c = seriesFromArrays([90, 103], [10, 20]); // +100% over 13 days

  it("averages the plans' returns day by day, leaving out gaps beyond 7 days", () => {
    const category = categoryAverageReturns([a, b, c]);
    expect(Array.from(category.days)).toEqual([101, 102, 103]);
    expect(Array.from(category.counts)).toEqual([1, 2, 2]);
    expect(category.returns[0]).toBeCloseTo(0.1, 12); // a only
    expect(category.returns[1]).toBeCloseTo(-0.025, 12); // (−0.10 + 0.05) / 2
    expect(category.returns[2]).toBeCloseTo(-0.05, 12); // (0 − 0.10) / 2
    expect(category.maxGapDays).toBe(7);
  });

  it("honours minPlans and maxGapDays", () => {
    const atLeastTwo = categoryAverageReturns([a, b, c], { minPlans: 2 });
    expect(Array.from(atLeastTwo.days)).toEqual([102, 103]);
    const longGaps = categoryAverageReturns([a, b, c], { maxGapDays: 20 });
    expect(longGaps.returns[2]).toBeCloseTo(0.3, 12); // (0 − 0.10 + 1.00) / 3
    expect(longGaps.counts[2]).toBe(3);
  });

  it("is empty without returns", () => {
    expect(categoryAverageReturns([]).days).toHaveLength(0);
    expect(categoryAverageReturns([seriesFromArrays([5], [1])]).returns).toHaveLength(0);
  });
});

describe("betaAlpha", () => {
  const categoryReturns = randomReturns(400, 7);
  const categoryPlan = fromReturns(categoryReturns);
  const category = categoryAverageReturns([categoryPlan]);

  it("is beta 1 and alpha 0 for the category itself", () => {
    const result = betaAlpha(categoryPlan, category, riskWindow(categoryPlan, 1)!, parameters)!;
    expect(result.beta).toBeCloseTo(1, 12);
    expect(result.alphaPct).toBeCloseTo(0, 10);
    // As of day 19400 (2023-02-12), 1Y back is 2022-02-12 = day 19035: returns of days 19036…19400.
    expect(result.observations).toBe(365);
  });

  it("is beta 2 and alpha = rf for returns exactly twice the category's", () => {
    const doubled = fromReturns(categoryReturns.map((r) => 2 * r));
    const result = betaAlpha(doubled, category, riskWindow(doubled, 1)!, parameters)!;
    expect(result.beta).toBeCloseTo(2, 12);
    // (2·Rc − rf) − 2·(Rc − rf) = rf = 6.5%.
    expect(result.alphaPct).toBeCloseTo(6.5, 9);
  });

  it("is beta 1 and alpha = 252 × the daily edge for a constant extra return", () => {
    const ahead = fromReturns(categoryReturns.map((r) => r + 0.0001));
    const result = betaAlpha(ahead, category, riskWindow(ahead, 1)!, parameters)!;
    expect(result.beta).toBeCloseTo(1, 12);
    expect(result.alphaPct).toBeCloseTo(2.52, 9); // 0.0001 × 252 = 0.0252
  });

  it("pairs only days the category has, and needs two pairs and a moving category", () => {
    const sparseCategory = categoryAverageReturns([
      seriesFromArrays([19000, 19001, 19002, 19003], [100, 101, 100, 102]),
    ]);
    const plan = fromReturns(categoryReturns);
    const result = betaAlpha(plan, sparseCategory, { base: 0, end: 370 }, parameters)!;
    expect(result.observations).toBe(3); // days 19001, 19002, 19003
    const onePair = categoryAverageReturns([seriesFromArrays([19000, 19001], [100, 101])]);
    expect(betaAlpha(plan, onePair, { base: 0, end: 10 }, parameters)).toBeNull();
    const still = categoryAverageReturns([seriesFromArrays([19000, 19001, 19002], [100, 100, 100])]);
    expect(betaAlpha(plan, still, { base: 0, end: 10 }, parameters)).toBeNull();
  });
});
