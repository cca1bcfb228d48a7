import fc from "fast-check";
import { calculateSwp, maxSustainableWithdrawal, type SwpPlan } from "@/lib/calculators/swp";

// The nominal rate and end-of-period withdrawals: the closed forms below; the other conventions are tested apart.
const NOMINAL_END = { rateBasis: "nominal", timing: "end" } as const;

const plan = (overrides: Partial<SwpPlan>): SwpPlan => ({
  ...NOMINAL_END,
  corpus: 10_00_000,
  withdrawal: 10_000,
  annualRatePct: 8,
  frequency: "monthly",
  months: 120,
  ...overrides,
});

/** Closed form of the balance after n end-of-period withdrawals: C(1 + i)^n − W((1 + i)^n − 1) / i. */
function balanceAfter(p: SwpPlan, i: number, n: number): number {
  if (i === 0) return p.corpus - p.withdrawal * n;
  const growth = Math.pow(1 + i, n);
  return p.corpus * growth - (p.withdrawal * (growth - 1)) / i;
}

describe("calculateSwp", () => {
  it("matches a hand computation over three months", () => {
    // 1,000 earns 10 → 1,010 − 100 = 910; earns 9.10 → 919.10 − 100 = 819.10; earns 8.191 → 827.291 − 100 = 727.291
    const result = calculateSwp(plan({ corpus: 1000, withdrawal: 100, annualRatePct: 12, months: 3 }));
    expect(result.finalValue).toBeCloseTo(727.291, 9);
    expect(result.totalWithdrawn).toBe(300);
    expect(result.totalGrowth).toBeCloseTo(27.291, 9);
    expect(result.schedule.map((r) => r.closing)).toEqual([910, expect.closeTo(819.1, 9), expect.closeTo(727.291, 9)]);
    expect(result.depletedInPeriod).toBeNull();
  });

  it.each<[string, Partial<SwpPlan>, number]>([
    ["the defaults", {}, 0.08 / 12],
    ["zero rate", { annualRatePct: 0, withdrawal: 5_000 }, 0],
    ["one month", { months: 1 }, 0.08 / 12],
    ["40 years at the capital-preserving rate", { months: 480, withdrawal: 6_000 }, 0.08 / 12],
    ["the largest corpus and withdrawal", { corpus: 1e9, withdrawal: 1e7, annualRatePct: 50, months: 480 }, 0.5 / 12],
    ["quarterly", { frequency: "quarterly", withdrawal: 25_000, months: 60 }, 0.02],
    ["yearly", { frequency: "yearly", withdrawal: 60_000, months: 240, annualRatePct: 7 }, 0.07],
  ])("matches the closed form: %s", (_, overrides, i) => {
    const p = plan(overrides);
    const result = calculateSwp(p);
    const n = result.schedule.length;
    expect(result.depletedInPeriod).toBeNull();
    expect(result.finalValue / balanceAfter(p, i, n)).toBeCloseTo(1, 9);
    expect(result.totalWithdrawn).toBe(p.withdrawal * n);
    expect((result.invested + result.totalGrowth - result.totalWithdrawn) / result.finalValue).toBeCloseTo(1, 9);
  });

  it("at zero rate, ₹1,20,000 paying ₹10,000 a month lasts 12 withdrawals and runs out in month 13", () => {
    const result = calculateSwp(plan({ corpus: 1_20_000, withdrawal: 10_000, annualRatePct: 0, months: 24 }));
    expect(result.depletedInPeriod).toBe(13);
    expect(result.depletedInMonth).toBe(13);
    expect(result.totalWithdrawn).toBe(1_20_000);
    expect(result.finalValue).toBe(0);
    expect(result.schedule).toHaveLength(13);
  });

  it("runs out when the closed form says: ₹10 lakh paying ₹15,000 a month at 8%", () => {
    // Full withdrawals possible: n* = −ln(1 − C·i / W) / ln(1 + i) = 88.46, so the 89th is short.
    const p = plan({ withdrawal: 15_000, months: 240 });
    const i = 0.08 / 12;
    const nStar = -Math.log(1 - (p.corpus * i) / p.withdrawal) / Math.log1p(i);
    expect(Math.floor(nStar)).toBe(88);
    const result = calculateSwp(p);
    expect(result.depletedInPeriod).toBe(89);
    expect(result.depletedInMonth).toBe(89);
    const lastFull = balanceAfter(p, i, 88);
    expect(result.schedule[88]!.outflow).toBeCloseTo(lastFull * (1 + i), 6);
    expect(result.totalWithdrawn).toBeCloseTo(88 * 15_000 + lastFull * (1 + i), 6);
    expect(result.finalValue).toBe(0);
  });

  it("reports the month of a quarterly withdrawal that runs out", () => {
    const result = calculateSwp(
      plan({ corpus: 1_00_000, withdrawal: 40_000, annualRatePct: 0, frequency: "quarterly", months: 36 }),
    );
    expect(result.depletedInPeriod).toBe(3);
    expect(result.depletedInMonth).toBe(9);
    expect(result.schedule[2]!.outflow).toBe(20_000);
  });

  it("runs out in the first period when the withdrawal exceeds the corpus", () => {
    const result = calculateSwp(plan({ corpus: 1_000, withdrawal: 5_000, annualRatePct: 12 }));
    expect(result.depletedInPeriod).toBe(1);
    expect(result.totalWithdrawn).toBeCloseTo(1010, 9);
  });

  it("keeps the corpus intact when withdrawing one period's growth, C × i", () => {
    const result = calculateSwp(plan({ withdrawal: 1e6 * (0.08 / 12), months: 480 }));
    expect(result.capitalPreservingWithdrawal).toBeCloseTo(6666.6667, 4);
    expect(result.finalValue).toBeCloseTo(1e6, 4);
  });

  it("adds the schedule up into yearly rows", () => {
    const result = calculateSwp(plan({ months: 30 }));
    expect(result.rows.map((r) => [r.index, r.elapsedMonths])).toEqual([
      [1, 12],
      [2, 24],
      [3, 30],
    ]);
    expect(result.rows[0]!.opening).toBe(1e6);
    for (const [y, row] of result.rows.entries()) {
      const months = result.schedule.filter((r) => Math.ceil(r.elapsedMonths / 12) === y + 1);
      expect(row.outflow).toBe(months.length * 10_000);
      expect(row.growth).toBeCloseTo(
        months.reduce((s, r) => s + r.growth, 0),
        6,
      );
      expect(row.closing).toBe(months.at(-1)!.closing);
      expect(row.opening + row.growth - row.outflow).toBeCloseTo(row.closing, 6);
    }
  });

  it("falls with a larger withdrawal and rises with the rate", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1000, max: 1e9, noNaN: true }),
        fc.double({ min: 100, max: 1e7, noNaN: true }),
        fc.double({ min: 0, max: 49, noNaN: true }),
        fc.integer({ min: 1, max: 480 }),
        (corpus, withdrawal, rate, months) => {
          const base = calculateSwp({
            corpus,
            withdrawal,
            annualRatePct: rate,
            frequency: "monthly",
            months,
            ...NOMINAL_END,
          });
          const more = calculateSwp({
            corpus,
            withdrawal: withdrawal * 1.1,
            annualRatePct: rate,
            frequency: "monthly",
            months,
            ...NOMINAL_END,
          });
          const richer = calculateSwp({
            corpus,
            withdrawal,
            annualRatePct: rate + 1,
            frequency: "monthly",
            months,
            ...NOMINAL_END,
          });
          expect(more.finalValue).toBeLessThanOrEqual(base.finalValue);
          expect(richer.finalValue).toBeGreaterThanOrEqual(base.finalValue);
          expect(base.finalValue).toBeGreaterThanOrEqual(0);
          expect((base.depletedInPeriod ?? Infinity) >= (more.depletedInPeriod ?? Infinity)).toBe(true);
        },
      ),
      { numRuns: 100, seed: 6 },
    );
  });
});

describe("maxSustainableWithdrawal", () => {
  it("is ₹12,133 for ₹10 lakh at 8% over 10 years (the EMI of the same loan)", () => {
    expect(calculateSwp(plan({})).maxWithdrawal).toBeCloseTo(12132.76, 2);
  });

  it.each<[string, Partial<SwpPlan>, number]>([
    ["zero rate: C / n", { annualRatePct: 0, months: 120 }, 1e6 / 120],
    ["one month: C(1 + i)", { months: 1 }, 1e6 * (1 + 0.08 / 12)],
    ["one year of yearly withdrawals: C(1 + r)", { frequency: "yearly", months: 12 }, 1.08e6],
    ["40 years", { months: 480 }, (1e6 * (0.08 / 12)) / (1 - Math.pow(1 + 0.08 / 12, -480))],
    [
      "the largest corpus at 50%",
      { corpus: 1e9, annualRatePct: 50, months: 480 },
      (1e9 * (0.5 / 12)) / (1 - Math.pow(1 + 0.5 / 12, -480)),
    ],
  ])("%s", (_, overrides, expected) => {
    expect(calculateSwp(plan(overrides)).maxWithdrawal / expected).toBeCloseTo(1, 12);
  });

  it("₹12,133 a month (rounded up) runs out in the last month, ₹12,132 does not", () => {
    expect(calculateSwp(plan({ withdrawal: 12_133 })).depletedInMonth).toBe(120);
    const rest = calculateSwp(plan({ withdrawal: 12_132 }));
    expect(rest.depletedInMonth).toBeNull();
    expect(rest.finalValue).toBeGreaterThan(0);
  });

  it("lasts exactly the whole period in a simulation, and a paisa more runs out", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1000, max: 1e9, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.integer({ min: 1, max: 480 }),
        (corpus, rate, months) => {
          const p = { corpus, annualRatePct: rate, frequency: "monthly" as const, months, ...NOMINAL_END };
          const max = calculateSwp({ ...p, withdrawal: 100 }).maxWithdrawal;
          const exact = calculateSwp({ ...p, withdrawal: max });
          expect(exact.depletedInPeriod).toBeNull();
          expect(exact.finalValue).toBeLessThan(1e-6 * corpus);
          expect(calculateSwp({ ...p, withdrawal: max + 0.01 }).depletedInPeriod).not.toBeNull();
        },
      ),
      { numRuns: 100, seed: 6 },
    );
  });

  it.each([
    [12345.67, 49.9],
    [1e9, 50],
    [1000, 0.1],
  ])("is not reported as running out by float error (%p at %p%% for 40 years)", (corpus, rate) => {
    const p = { corpus, annualRatePct: rate, frequency: "monthly" as const, months: 480, ...NOMINAL_END };
    const max = maxSustainableWithdrawal(corpus, rate / 1200, 480);
    const result = calculateSwp({ ...p, withdrawal: max });
    expect(result.depletedInPeriod).toBeNull();
    expect(result.schedule).toHaveLength(480);
    expect(calculateSwp({ ...p, withdrawal: max + 0.01 }).depletedInPeriod).not.toBeNull();
  });

  it("keeps a tiny rate's precision (expm1/log1p)", () => {
    const i = 1e-12;
    expect(maxSustainableWithdrawal(1e6, i, 100) / (1e6 / 100)).toBeCloseTo(1 + (101 / 2) * i, 14);
  });
});

// The issue's case: ₹5,00,000, ₹10,000 a month, 10% a year, 5 years, under each convention. By hand:
//   nominal i = 0.1/12 = 0.00833333;  (1 + i)^60 = 1.64530893;  annuity factor ((1 + i)^60 − 1)/i = 77.4370717
//   effective j = 1.1^(1/12) − 1 = 0.00797414;  (1 + j)^60 = 1.1^5 = 1.61051;  factor 0.61051/j = 76.5610...
//   end of month:   B = C(1 + i)^60 − W × factor;   start of month: B = C(1 + i)^60 − W × factor × (1 + i).
describe("calculateSwp, the conventions people meet (₹5,00,000 paying ₹10,000 a month at 10% for 5 years)", () => {
  const issueCase = (rateBasis: "nominal" | "effective", timing: "end" | "start") =>
    calculateSwp({
      corpus: 5_00_000,
      withdrawal: 10_000,
      annualRatePct: 10,
      frequency: "monthly",
      months: 60,
      rateBasis,
      timing,
    });
  const j = Math.pow(1.1, 1 / 12) - 1;
  const i = 0.1 / 12;

  it("effective rate, end of month (the default, the usual Indian references): about ₹39,642", () => {
    const result = issueCase("effective", "end");
    expect(j).toBeCloseTo(0.00797414, 8);
    expect(result.finalValue).toBeCloseTo(5_00_000 * 1.61051 - (10_000 * 0.61051) / j, 4);
    expect(Math.round(result.finalValue)).toBe(39_643);
    expect(result.totalWithdrawn).toBe(6_00_000);
  });

  it("nominal rate, end of month: ₹48,284 (the old, most optimistic result)", () => {
    expect(Math.round(issueCase("nominal", "end").finalValue)).toBe(48_284);
    expect(issueCase("nominal", "end").finalValue).toBeCloseTo(5_00_000 * 1.64530893 - 10_000 * 77.4370717, 1);
  });

  it("effective rate, start of month: the first withdrawal on the day you invest", () => {
    const result = issueCase("effective", "start");
    expect(result.finalValue).toBeCloseTo(5_00_000 * 1.61051 - ((10_000 * 0.61051) / j) * (1 + j), 4);
    expect(Math.round(result.finalValue)).toBe(33_538);
    expect(result.schedule[0]).toMatchObject({ opening: 5_00_000, outflow: 10_000 });
    expect(result.schedule[0]!.growth).toBeCloseTo(4_90_000 * j, 9);
  });

  it("nominal rate, start of month", () => {
    expect(issueCase("nominal", "start").finalValue).toBeCloseTo(
      5_00_000 * 1.64530893 - 10_000 * 77.4370717 * (1 + i),
      0,
    );
  });

  it("at the start, the largest lasting withdrawal is the annuity due, and C × i/(1 + i) keeps the corpus", () => {
    const start = issueCase("effective", "start");
    const end = issueCase("effective", "end");
    expect(start.maxWithdrawal).toBeCloseTo(end.maxWithdrawal / (1 + j), 9);
    const lasting = calculateSwp({
      ...plan({}),
      ...{ rateBasis: "effective", timing: "start" },
      withdrawal: start.maxWithdrawal,
    });
    expect(lasting.depletedInPeriod).toBeNull();
    const keep = calculateSwp({
      ...plan({ corpus: 5_00_000, annualRatePct: 10, months: 60 }),
      rateBasis: "effective",
      timing: "start",
      withdrawal: start.capitalPreservingWithdrawal,
    });
    expect(keep.finalValue).toBeCloseTo(5_00_000, 4);
  });
});
