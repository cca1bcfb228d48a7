import fc from "fast-check";
import { calculateStp, type StpPlan } from "@/lib/calculators/stp";

const plan = (overrides: Partial<StpPlan>): StpPlan => ({
  lumpsum: 10_00_000,
  transfer: 25_000,
  frequency: "monthly",
  sourceRatePct: 6,
  targetRatePct: 12,
  months: 24,
  ...overrides,
});

/** Closed forms while the source lasts: source L(1 + s)^n − T·F(s, n), target T·F(t, n), F = ((1 + x)^n − 1) / x. */
const annuityFactor = (x: number, n: number) => (x === 0 ? n : (Math.pow(1 + x, n) - 1) / x);
function closedForm(p: StpPlan, s: number, t: number, n: number) {
  return {
    source: p.lumpsum * Math.pow(1 + s, n) - p.transfer * annuityFactor(s, n),
    target: p.transfer * annuityFactor(t, n),
  };
}

describe("calculateStp", () => {
  it("matches a hand computation over three months, emptying the source in the third", () => {
    // Source 1,000 +10 = 1,010 − 400 = 610; +6.10 = 616.10 − 400 = 216.10; +2.161 = 218.261, all transferred.
    // Target 0 + 400 = 400; +8 = 408 + 400 = 808; +16.16 = 824.16 + 218.261 = 1,042.421.
    const result = calculateStp(
      plan({ lumpsum: 1000, transfer: 400, sourceRatePct: 12, targetRatePct: 24, months: 3 }),
    );
    expect(result.sourceSchedule.map((r) => r.outflow)).toEqual([400, 400, expect.closeTo(218.261, 9)]);
    expect(result.targetSchedule.map((r) => r.closing)).toEqual([400, 808, expect.closeTo(1042.421, 9)]);
    expect(result.sourceValue).toBe(0);
    expect(result.totalValue).toBeCloseTo(1042.421, 9);
    expect(result.totalTransferred).toBeCloseTo(1018.261, 9);
    expect(result.transfers).toBe(3);
    expect(result.sourceEmptiedInPeriod).toBe(3);
    expect(result.gains).toBeCloseTo(42.421, 9);
  });

  it.each<[string, Partial<StpPlan>, number, number]>([
    ["₹10 lakh, ₹25,000 a month, 6% → 12%, 2 years", {}, 0.005, 0.01],
    ["zero rates", { sourceRatePct: 0, targetRatePct: 0 }, 0, 0],
    ["one month", { months: 1 }, 0.005, 0.01],
    [
      "40 years of the largest lumpsum (the source's growth pays the transfers)",
      { lumpsum: 1e9, transfer: 1e6, months: 480, sourceRatePct: 6, targetRatePct: 50 },
      0.005,
      0.5 / 12,
    ],
    ["quarterly", { frequency: "quarterly", transfer: 75_000, months: 36 }, 0.015, 0.03],
    [
      "yearly",
      { frequency: "yearly", transfer: 1_00_000, months: 60, sourceRatePct: 7, targetRatePct: 11 },
      0.07,
      0.11,
    ],
  ])("matches the closed forms: %s", (_, overrides, s, t) => {
    const p = plan(overrides);
    const result = calculateStp(p);
    const n = result.sourceSchedule.length;
    const expected = closedForm(p, s, t, n);
    expect(result.sourceEmptiedInPeriod).toBeNull();
    expect(result.sourceValue / expected.source).toBeCloseTo(1, 10);
    expect(result.targetValue / expected.target).toBeCloseTo(1, 10);
    expect(result.totalTransferred).toBe(p.transfer * n);
    expect(result.transfers).toBe(n);
    expect((result.invested + result.sourceGrowth + result.targetGrowth) / result.totalValue).toBeCloseTo(1, 10);
  });

  it("keeps the target growing after the source is emptied", () => {
    // ₹1,00,000 at 0% in ₹30,000 transfers: 30k, 30k, 30k, 10k (month 4); the target earns 1% a month to month 12.
    const result = calculateStp(plan({ lumpsum: 1_00_000, transfer: 30_000, sourceRatePct: 0, months: 12 }));
    expect(result.sourceEmptiedInPeriod).toBe(4);
    expect(result.sourceEmptiedInMonth).toBe(4);
    expect(result.transfers).toBe(4);
    const atFour = 30_000 * (1.01 ** 3 + 1.01 ** 2 + 1.01) + 10_000;
    expect(result.targetValue).toBeCloseTo(atFour * 1.01 ** 8, 6);
    expect(result.targetSchedule.slice(4).every((r) => r.inflow === 0)).toBe(true);
    expect(result.sourceSchedule.slice(4).every((r) => r.opening === 0 && r.outflow === 0)).toBe(true);
  });

  it("empties the source exactly on the last transfer without an extra sliver", () => {
    const result = calculateStp(plan({ lumpsum: 3_00_000, transfer: 25_000, sourceRatePct: 0, months: 12 }));
    expect(result.sourceEmptiedInPeriod).toBe(12);
    expect(result.transfers).toBe(12);
    expect(result.totalTransferred).toBe(3_00_000);
  });

  it("with equal rates grows the lumpsum as if it never moved", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1000, max: 1e9, noNaN: true }),
        fc.double({ min: 100, max: 1e7, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.integer({ min: 1, max: 480 }),
        (lumpsum, transfer, rate, months) => {
          const result = calculateStp(plan({ lumpsum, transfer, sourceRatePct: rate, targetRatePct: rate, months }));
          expect(result.totalValue / (lumpsum * Math.pow(1 + rate / 1200, months))).toBeCloseTo(1, 9);
        },
      ),
      { numRuns: 100, seed: 6 },
    );
  });

  it("gains more from larger transfers when the target earns more, and never loses money", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1000, max: 1e9, noNaN: true }),
        fc.double({ min: 100, max: 1e7, noNaN: true }),
        fc.double({ min: 0, max: 40, noNaN: true }),
        fc.integer({ min: 1, max: 480 }),
        (lumpsum, transfer, sourceRate, months) => {
          const p = { lumpsum, sourceRatePct: sourceRate, targetRatePct: sourceRate + 5, months };
          const base = calculateStp(plan({ ...p, transfer }));
          const more = calculateStp(plan({ ...p, transfer: transfer * 1.5 }));
          expect(more.totalValue).toBeGreaterThanOrEqual(base.totalValue * (1 - 1e-12));
          expect(base.totalValue).toBeGreaterThanOrEqual(lumpsum);
          expect(base.sourceValue).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 100, seed: 6 },
    );
  });

  it("adds each fund's months into yearly rows", () => {
    const result = calculateStp(plan({ months: 30 }));
    expect(result.rows.map((r) => [r.year, r.elapsedMonths])).toEqual([
      [1, 12],
      [2, 24],
      [3, 30],
    ]);
    expect(result.rows[0]!.source.outflow).toBe(3_00_000);
    expect(result.rows[0]!.target.inflow).toBe(3_00_000);
    expect(result.rows[2]!.source.outflow).toBe(1_50_000);
    for (const row of result.rows) {
      expect(row.source.opening + row.source.growth - row.source.outflow).toBeCloseTo(row.source.closing, 6);
      expect(row.target.opening + row.target.growth + row.target.inflow).toBeCloseTo(row.target.closing, 6);
      expect(row.totalValue).toBe(row.source.closing + row.target.closing);
    }
    expect(result.rows.at(-1)!.totalValue).toBe(result.totalValue);
  });
});
