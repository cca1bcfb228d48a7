import fc from "fast-check";
import { calculateSip, sipInstalmentForTarget, type SipPlan } from "@/lib/calculators/sip";
import { periodsPerYear, type Frequency } from "@/lib/calculators/periods";

/**
 * The annuity-due closed form FV = P × [((1 + i)^n − 1) / i] × (1 + i), with P × n at i = 0;
 * (1 + i)^n − 1 as expm1(n · log1p(i)) so a tiny i loses no digits.
 */
function annuityDue(instalment: number, i: number, n: number): number {
  return i === 0 ? instalment * n : (instalment * Math.expm1(n * Math.log1p(i)) * (1 + i)) / i;
}

/** A stepped-up SIP by closed forms: each plan year is an annuity due, then compounds to the end. */
function steppedUpClosedForm(plan: SipPlan): number {
  const q = periodsPerYear(plan.frequency);
  const i = plan.annualRatePct / 100 / q;
  const n = plan.months / (12 / q);
  let value = 0;
  for (let year = 0; year * q < n; year++) {
    const periods = Math.min(q, n - year * q);
    const instalment = plan.instalment * Math.pow(1 + plan.stepUpPct / 100, year);
    value += annuityDue(instalment, i, periods) * Math.pow(1 + i, n - year * q - periods);
  }
  return value;
}

const plan = (overrides: Partial<SipPlan>): SipPlan => ({
  instalment: 10_000,
  annualRatePct: 12,
  frequency: "monthly",
  months: 120,
  stepUpPct: 0,
  ...overrides,
});

describe("calculateSip", () => {
  it("gives Groww's ₹23,23,391 for ₹10,000 a month at 12% for 10 years", () => {
    const result = calculateSip(plan({}));
    expect(result.totalValue).toBeCloseTo(2323390.7635194, 6);
    expect(result.invested).toBe(12_00_000);
    expect(result.gains).toBeCloseTo(1123390.7635194, 6);
    expect(result.instalments).toBe(120);
  });

  it("matches a hand computation over three months", () => {
    // 1,000 → ×1.01 = 1,010; +1,000 → ×1.01 = 2,030.10; +1,000 → ×1.01 = 3,060.401.
    const result = calculateSip(plan({ instalment: 1000, months: 3 }));
    expect(result.totalValue).toBeCloseTo(3060.401, 9);
    expect(result.rows).toEqual([
      { year: 1, elapsedYears: 0.25, invested: 3000, value: result.totalValue, gains: result.gains },
    ]);
  });

  it.each<[string, Partial<SipPlan>]>([
    ["one month", { months: 1 }],
    ["zero rate", { annualRatePct: 0 }],
    ["40 years", { months: 480 }],
    ["the largest instalment, rate and duration", { instalment: 1e7, annualRatePct: 50, months: 480 }],
    ["quarterly", { frequency: "quarterly", instalment: 30_000, months: 36 }],
    ["yearly", { frequency: "yearly", instalment: 1_20_000, months: 120 }],
    ["a fractional rate", { annualRatePct: 7.3, months: 77 }],
    ["the smallest instalment", { instalment: 100, annualRatePct: 0.1, months: 2 }],
  ])("matches the annuity-due closed form: %s", (_, overrides) => {
    const p = plan(overrides);
    const i = p.annualRatePct / 100 / periodsPerYear(p.frequency);
    const n = p.months / (12 / periodsPerYear(p.frequency));
    const result = calculateSip(p);
    expect(result.totalValue / annuityDue(p.instalment, i, n)).toBeCloseTo(1, 12);
    expect(result.invested).toBe(p.instalment * n);
    expect(result.instalments).toBe(n);
  });

  it("grows one month's instalment by one month's interest and, at zero rate, gains nothing", () => {
    expect(calculateSip(plan({ months: 1 })).totalValue).toBeCloseTo(10_100, 9);
    const flat = calculateSip(plan({ annualRatePct: 0, months: 480 }));
    expect(flat.totalValue).toBe(48_00_000);
    expect(flat.gains).toBe(0);
  });

  it("yearly instalments of ₹1,20,000 at 12% for 10 years reach ₹23,58,550 (annuity due, by hand)", () => {
    // 1.12^10 = 3.1058482; (3.1058482 − 1) / 0.12 = 17.548735; × 1.12 = 19.654583; × 1,20,000 = 23,58,549.99
    expect(calculateSip(plan({ frequency: "yearly", instalment: 1_20_000 })).totalValue).toBeCloseTo(2358549.99, 1);
  });

  it("writes one row per year whose values are the closed form at that year", () => {
    const p = plan({ months: 30, annualRatePct: 10 });
    const rows = calculateSip(p).rows;
    expect(rows.map((r) => [r.year, r.elapsedYears])).toEqual([
      [1, 1],
      [2, 2],
      [3, 2.5],
    ]);
    for (const row of rows) {
      const n = row.elapsedYears * 12;
      expect(row.value).toBeCloseTo(annuityDue(10_000, 0.1 / 12, n), 6);
      expect(row.invested).toBe(10_000 * n);
      expect(row.gains).toBeCloseTo(row.value - row.invested, 9);
    }
  });

  it.each<[Frequency, number, number]>([
    ["monthly", 120, 10],
    ["monthly", 25, 15],
    ["quarterly", 60, 5],
    ["yearly", 480, 50],
    ["monthly", 1, 20],
  ])("applies a step-up once every 12 months (%s, %i months, %i%%)", (frequency, months, stepUpPct) => {
    const p = plan({ frequency, months, stepUpPct });
    const result = calculateSip(p);
    expect(result.totalValue / steppedUpClosedForm(p)).toBeCloseTo(1, 12);
    const years = Math.ceil(months / 12);
    expect(result.lastInstalment).toBeCloseTo(10_000 * Math.pow(1 + stepUpPct / 100, years - 1), 6);
  });

  it("steps ₹10,000 up by 10% a year: ₹1,20,000 then ₹1,32,000 invested in two years", () => {
    const result = calculateSip(plan({ months: 24, stepUpPct: 10 }));
    expect(result.rows.map((r) => r.invested)).toEqual([1_20_000, 2_52_000]);
  });

  it("with a 0% step-up is the plain SIP, and a step-up never lowers the value", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 480 }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.double({ min: 0.1, max: 50, noNaN: true }),
        (months, rate, stepUp) => {
          const plain = calculateSip(plan({ months, annualRatePct: rate }));
          expect(calculateSip(plan({ months, annualRatePct: rate, stepUpPct: 0 }))).toEqual(plain);
          const stepped = calculateSip(plan({ months, annualRatePct: rate, stepUpPct: stepUp }));
          expect(stepped.totalValue).toBeGreaterThanOrEqual(plain.totalValue);
          if (months > 12) expect(stepped.totalValue).toBeGreaterThan(plain.totalValue);
        },
      ),
      { numRuns: 100, seed: 6 },
    );
  });

  it("rises with the rate, the instalment and the duration", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 100, max: 1e7, noNaN: true }),
        fc.double({ min: 0, max: 49, noNaN: true }),
        fc.integer({ min: 1, max: 479 }),
        (instalment, rate, months) => {
          const base = calculateSip(plan({ instalment, annualRatePct: rate, months })).totalValue;
          expect(calculateSip(plan({ instalment, annualRatePct: rate + 1, months })).totalValue).toBeGreaterThan(base);
          expect(
            calculateSip(plan({ instalment: instalment * 1.01, annualRatePct: rate, months })).totalValue,
          ).toBeGreaterThan(base);
          expect(
            calculateSip(plan({ instalment, annualRatePct: rate, months: months + 1 })).totalValue,
          ).toBeGreaterThan(base);
        },
      ),
      { numRuns: 100, seed: 6 },
    );
  });

  it("invests at the end of each month when asked (issue 37, 13): three months of ₹1,000 at 12% by hand", () => {
    // 1,000 at the end of month 1; ×1.01 + 1,000 = 2,010; ×1.01 + 1,000 = 3,030.10 (no growth on the last one).
    const result = calculateSip(plan({ instalment: 1000, months: 3, timing: "end" }));
    expect(result.totalValue).toBeCloseTo(3030.1, 9);
    expect(result.invested).toBe(3000);
  });

  it("gives ₹23,00,387 at month-ends for ₹10,000 a month at 12% for 10 years (ordinary annuity, by hand)", () => {
    // 1.01^120 = 3.3003869; (3.3003869 − 1) / 0.01 = 230.03869; × 10,000 = 23,00,386.89
    const result = calculateSip(plan({ timing: "end" }));
    expect(result.totalValue).toBeCloseTo(2300386.89, 1);
    expect(result.rows.at(-1)!.value).toBe(result.totalValue);
  });

  it("yearly instalments of ₹1,20,000 at year-ends at 12% for 10 years reach ₹21,05,848 (by hand)", () => {
    // (1.12^10 − 1) / 0.12 = 17.548735; × 1,20,000 = 21,05,848.21
    const result = calculateSip(plan({ frequency: "yearly", instalment: 1_20_000, timing: "end" }));
    expect(result.totalValue).toBeCloseTo(2105848.21, 1);
  });

  it("at period ends is the start-of-period value less one period's growth, at every rate, step-up and frequency", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.constantFrom<Frequency>("monthly", "quarterly", "yearly"),
        (years, rate, stepUpPct, frequency) => {
          const p = plan({ months: years * 12, annualRatePct: rate, stepUpPct, frequency });
          const i = rate / 100 / periodsPerYear(frequency);
          const start = calculateSip(p);
          const end = calculateSip({ ...p, timing: "end" });
          expect(end.totalValue * (1 + i)).toBeCloseTo(start.totalValue, 4);
          expect(end.invested).toBe(start.invested);
        },
      ),
      { numRuns: 100, seed: 6 },
    );
  });

  it("sums invested amounts without drift: ₹100.10 for 480 months is exactly ₹48,048", () => {
    expect(calculateSip(plan({ instalment: 100.1, months: 480 })).invested).toBe(48_048);
  });
});

describe("sipInstalmentForTarget", () => {
  const base = { annualRatePct: 12, frequency: "monthly" as const, months: 120, stepUpPct: 0 };

  it("needs ₹43,041 a month for ₹1 crore in 10 years at 12% (the closed form inverted)", () => {
    // P = FV × i / [((1 + i)^n − 1)(1 + i)]
    const expected = (1e7 * 0.01) / ((Math.pow(1.01, 120) - 1) * 1.01);
    expect(sipInstalmentForTarget(base, 1e7)).toBeCloseTo(expected, 6);
    expect(expected).toBeCloseTo(43040.6, 0);
  });

  it("needs ₹43,471 a month for ₹1 crore in 10 years at 12% paid at month-ends (issue 37, 13)", () => {
    // P = FV × i / ((1 + i)^n − 1) = 1,00,000 / 2.3003869 = 43,470.95
    expect(sipInstalmentForTarget({ ...base, timing: "end" }, 1e7)).toBeCloseTo(43470.95, 1);
    expect(sipInstalmentForTarget({ ...base, timing: "end", months: 1 }, 1e7)).toBeCloseTo(1e7, 6);
  });

  it.each<[string, Partial<SipPlan>, number]>([
    ["zero rate: target / n", { annualRatePct: 0 }, 1e7 / 120],
    ["one month: target / (1 + i)", { months: 1 }, 1e7 / 1.01],
    ["40 years", { months: 480 }, (1e7 * 0.01) / ((Math.pow(1.01, 480) - 1) * 1.01)],
    ["yearly", { frequency: "yearly" }, (1e7 * 0.12) / ((Math.pow(1.12, 10) - 1) * 1.12)],
    ["the largest target", { months: 12, annualRatePct: 0 }, 1e10 / 12],
  ])("%s", (_, overrides, expected) => {
    const target = overrides.months === 12 ? 1e10 : 1e7;
    expect(sipInstalmentForTarget({ ...base, ...overrides }, target) / expected).toBeCloseTo(1, 12);
  });

  it("is the inverse of the forward calculation, with or without step-up", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1000, max: 1e10, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.integer({ min: 1, max: 480 }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        (target, rate, months, stepUpPct) => {
          const p = { annualRatePct: rate, frequency: "monthly" as const, months, stepUpPct };
          const instalment = sipInstalmentForTarget(p, target);
          expect(calculateSip({ ...p, instalment }).totalValue / target).toBeCloseTo(1, 10);
          expect(sipInstalmentForTarget(p, calculateSip({ ...p, instalment: 5000 }).totalValue) / 5000).toBeCloseTo(
            1,
            10,
          );
        },
      ),
      { numRuns: 100, seed: 6 },
    );
  });
});
