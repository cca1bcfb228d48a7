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
  const c = seriesFromArrays([90, 103], [10, 20]); // nothing on 91…102

  it("averages, over each pair of calendar days, only the plans with a NAV on both days", () => {
    const category = categoryAverageReturns([a, b, c]);
    // Day 90: c alone and alive → a calendar day; 91…99 nobody reports; 100: a (alive a, c), but no plan has
    // both 90 and 100, and the hole is longer than 7 days: the index restarts flat there.
    expect(Array.from(category.index.days)).toEqual([90, 100, 101, 102, 103]);
    expect(Array.from(category.counts)).toEqual([1, 0, 1, 2, 2]);
    expect(category.returns[2]).toBeCloseTo(0.1, 12); // a only
    expect(category.returns[3]).toBeCloseTo(-0.025, 12); // (−10% + 5%) / 2
    expect(category.returns[4]).toBeCloseTo(-0.05, 12); // (0 − 10%) / 2; c has no NAV on 102
    expect(category.index.navs[1]).toBe(1);
  });

  it("never pairs a plan's two-day return with a one-day average", () => {
    // gappy misses day 102: its 101 → 103 move (−10%) is in neither the 102 nor the 103 average.
    const gappy = seriesFromArrays([101, 103], [200, 180]);
    const daily = seriesFromArrays([100, 101, 102, 103], [100, 110, 121, 121]);
    const other = seriesFromArrays([100, 101, 102, 103], [50, 50, 55, 66]);
    const category = categoryAverageReturns([daily, other, gappy]);
    expect(Array.from(category.index.days)).toEqual([100, 101, 102, 103]);
    expect(Array.from(category.counts)).toEqual([2, 2, 2, 2]);
    expect(category.returns[1]).toBeCloseTo(0.05, 12); // (10% + 0%) / 2
    expect(category.returns[2]).toBeCloseTo(0.1, 12); // (10% + 10%) / 2: gappy has no NAV on 102
    expect(category.returns[3]).toBeCloseTo((0 + 0.2) / 2, 12); // gappy has 101 and 103, not 102 → left out
    expect(Array.from(category.index.navs)).toEqual([1, 1.05, 1.155, 1.2705].map((x) => expect.closeTo(x, 12)));
  });

  it("keeps a plan's stray day off the calendar and measures it across", () => {
    // Day 102 (a Sunday NAV, say) is reported by one plan of three: not a category day.
    const x = seriesFromArrays([101, 102, 103], [100, 104, 110]);
    const y = seriesFromArrays([101, 103], [10, 10.5]);
    const z = seriesFromArrays([101, 103], [20, 19]);
    const category = categoryAverageReturns([x, y, z]);
    expect(Array.from(category.index.days)).toEqual([101, 103]);
    expect(category.returns[1]).toBeCloseTo((0.1 + 0.05 - 0.05) / 3, 12);
  });

  it("honours minPlans by joining a thin day to the next", () => {
    const p = seriesFromArrays([1, 2, 3], [100, 110, 121]);
    const q = seriesFromArrays([1, 3], [100, 100]);
    // Day 2: one of two plans alive reports (half) → a calendar day, but its return averages one plan.
    const loose = categoryAverageReturns([p, q]);
    expect(Array.from(loose.index.days)).toEqual([1, 2, 3]);
    const strict = categoryAverageReturns([p, q], { minPlans: 2 });
    expect(Array.from(strict.index.days)).toEqual([1, 3]);
    expect(strict.returns[1]).toBeCloseTo((0.21 + 0) / 2, 12);
    expect(strict.maxGapDays).toBe(7);
    expect(categoryAverageReturns([p], { maxGapDays: 20 }).maxGapDays).toBe(20);
  });

  it("is empty without NAVs", () => {
    expect(categoryAverageReturns([]).index.days).toHaveLength(0);
    const one = categoryAverageReturns([seriesFromArrays([5], [1])]);
    expect(Array.from(one.returns)).toEqual([0]);
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

  // T = 1 and rf = 0 keep the hand arithmetic plain: alpha = mean(x) − beta × mean(y).
  const plain = { riskFreeRate: 0, tradingDaysPerYear: 1 };

  it("pairs a plan that missed a day with the category over the same two days", () => {
    // Category: +1%, −1%, +2% on days 2, 3, 4 (index 1, 1.01, 0.9999, 1.019898).
    const member = seriesFromArrays([1, 2, 3, 4], [100, 101, 99.99, 101.9898]);
    const category = categoryAverageReturns([member, member]);
    // The plan has no NAV on day 2: its returns are 1 → 3 (−0.02%) and 3 → 4 (+4%), twice the category's
    // −0.01% (1.01 × 0.99 − 1) and +2% over the same days: beta 2, alpha 0, two pairs.
    const plan = seriesFromArrays([1, 3, 4], [10, 9.998, 10.39792]);
    const result = betaAlpha(plan, category, { base: 0, end: 2 }, plain)!;
    expect(result.observations).toBe(2);
    expect(result.beta).toBeCloseTo(2, 10);
    expect(result.alphaPct).toBeCloseTo(0, 10);
    // Paired with the category's one-day return of day 3 (−1%) instead, beta would be (4.02) / (3) = 1.34.
  });

  it("pairs a plan with the category over the same two days when the category missed a day", () => {
    // No member has day 3: the category runs 1 → 2 (+10%) and 2 → 4 (−10%). The plan's day-3 NAV is not a
    // common day, so its returns are 1 → 2 (+20%) and 2 → 4 (−20%): beta 2, alpha 0.
    const category = categoryAverageReturns([seriesFromArrays([1, 2, 4], [100, 110, 99])]);
    const plan = seriesFromArrays([1, 2, 3, 4], [10, 12, 77, 9.6]);
    const result = betaAlpha(plan, category, { base: 0, end: 3 }, plain)!;
    expect(result.observations).toBe(2);
    expect(result.beta).toBeCloseTo(2, 10);
    expect(result.alphaPct).toBeCloseTo(0, 10);
    // Tracking error: active returns +10%, −10%: sample sd 14.1421%.
    expect(result.trackingErrorPct).toBeCloseTo(10 * Math.SQRT2, 10);
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
