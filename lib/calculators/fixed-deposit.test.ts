import fc from "fast-check";
import { calculateFixedDeposit, FD_COMPOUNDING, type FdPlan } from "@/lib/calculators/fixed-deposit";

const plan = (overrides: Partial<FdPlan>): FdPlan => ({
  principal: 1_00_000,
  annualRatePct: 7,
  compounding: "quarterly",
  tenure: 5,
  tenureUnit: "years",
  ...overrides,
});

describe("calculateFixedDeposit", () => {
  it("gives ₹1,41,478 for ₹1,00,000 at 7% compounded quarterly for 5 years", () => {
    const result = calculateFixedDeposit(plan({}));
    expect(result.maturityValue).toBeCloseTo(141477.81957558, 6);
    expect(result.interest).toBeCloseTo(41477.81957558, 6);
    expect(result.invested).toBe(1_00_000);
    expect(result.effectiveAnnualYieldPct).toBeCloseTo((1.0175 ** 4 - 1) * 100, 12);
    expect(result.payoutPerMonth).toBeNull();
  });

  it.each<[string, Partial<FdPlan>, number]>([
    [
      "₹10,000 at 12% yearly for 2 years: 10,000 × 1.12² (by hand)",
      { principal: 10_000, annualRatePct: 12, compounding: "yearly", tenure: 2 },
      12_544,
    ],
    [
      "₹10,000 at 12% half-yearly for 1 year: 10,000 × 1.06²",
      { principal: 10_000, annualRatePct: 12, compounding: "half-yearly", tenure: 1 },
      11_236,
    ],
    [
      "₹10,000 at 12% monthly for 1 year: 10,000 × 1.01^12",
      { principal: 10_000, annualRatePct: 12, compounding: "monthly", tenure: 1 },
      11268.250301319698,
    ],
    ["simple interest, ₹1,00,000 at 7% for 3 years: + 3 × 7,000", { compounding: "simple", tenure: 3 }, 1_21_000],
    ["zero rate", { annualRatePct: 0, tenure: 40 }, 1_00_000],
    [
      "one month, quarterly: a part quarter at simple interest",
      { tenure: 1, tenureUnit: "months" },
      1_00_000 * (1 + 0.07 / 12),
    ],
    ["one month, monthly", { compounding: "monthly", tenure: 1, tenureUnit: "months" }, 1_00_000 * (1 + 0.07 / 12)],
    [
      "20 months, quarterly: 6 quarters then 2 months simple",
      { tenure: 20, tenureUnit: "months" },
      1_00_000 * 1.0175 ** 6 * (1 + (0.07 * 2) / 12),
    ],
    [
      "444 days, quarterly: 4 quarters of 91.25 days then 79 days simple",
      { tenure: 444, tenureUnit: "days" },
      1_00_000 * 1.0175 ** 4 * (1 + (0.07 * 79) / 365),
    ],
    ["7 days: simple interest for 7 days", { tenure: 7, tenureUnit: "days" }, 1_00_000 * (1 + (0.07 * 7) / 365)],
    ["40 years of the largest deposit at 15%", { principal: 1e9, annualRatePct: 15, tenure: 40 }, 1e9 * 1.0375 ** 160],
    [
      "simple interest over 444 days",
      { compounding: "simple", tenure: 444, tenureUnit: "days" },
      1_00_000 * (1 + (0.07 * 444) / 365),
    ],
  ])("%s", (_, overrides, expected) => {
    expect(calculateFixedDeposit(plan(overrides)).maturityValue / expected).toBeCloseTo(1, 12);
  });

  it("gives the same maturity for 5 years, 60 months and 1,825 days", () => {
    for (const compounding of FD_COMPOUNDING) {
      const years = calculateFixedDeposit(plan({ compounding })).maturityValue;
      expect(calculateFixedDeposit(plan({ compounding, tenure: 60, tenureUnit: "months" })).maturityValue).toBeCloseTo(
        years,
        8,
      );
      expect(calculateFixedDeposit(plan({ compounding, tenure: 1825, tenureUnit: "days" })).maturityValue).toBeCloseTo(
        years,
        8,
      );
    }
  });

  it("pays simple interest out: ₹583.33 a month, ₹1,750 a quarter on ₹1,00,000 at 7%", () => {
    const result = calculateFixedDeposit(plan({ compounding: "simple" }));
    expect(result.payoutPerMonth).toBeCloseTo(583.3333333, 6);
    expect(result.payoutPerQuarter).toBe(1750);
    expect(result.interest).toBe(35_000);
    expect(result.effectiveAnnualYieldPct).toBe(7);
  });

  it("writes a row at each year end and at maturity", () => {
    const result = calculateFixedDeposit(plan({ tenure: 444, tenureUnit: "days" }));
    expect(result.rows.map((r) => [r.year, r.elapsedYears])).toEqual([
      [1, 1],
      [2, 444 / 365],
    ]);
    expect(result.rows[0]!.value).toBeCloseTo(1_00_000 * 1.0175 ** 4, 8);
    expect(result.rows[1]!.value).toBe(result.maturityValue);
    expect(calculateFixedDeposit(plan({})).rows.map((r) => r.value)).toEqual(
      [1, 2, 3, 4, 5].map((y) => expect.closeTo(1_00_000 * 1.0175 ** (4 * y), 6)),
    );
  });

  it("rises with the rate, the deposit, the tenure and the compounding frequency", () => {
    const compounded = ["yearly", "half-yearly", "quarterly", "monthly"] as const;
    fc.assert(
      fc.property(
        fc.double({ min: 1000, max: 1e9, noNaN: true }),
        fc.double({ min: 0.01, max: 14, noNaN: true }),
        fc.integer({ min: 7, max: 14_599 }),
        (principal, rate, days) => {
          const at = (o: Partial<FdPlan>) =>
            calculateFixedDeposit(plan({ principal, annualRatePct: rate, tenure: days, tenureUnit: "days", ...o }))
              .maturityValue;
          const base = at({});
          expect(at({ annualRatePct: rate + 1 })).toBeGreaterThan(base);
          expect(at({ principal: principal * 1.01 })).toBeGreaterThan(base);
          expect(at({ tenure: days + 1 })).toBeGreaterThan(base);
          const values = compounded.map((compounding) => at({ compounding }));
          for (let k = 1; k < values.length; k++)
            expect(values[k]!).toBeGreaterThanOrEqual(values[k - 1]! * (1 - 1e-15));
          expect(values[0]!).toBeGreaterThanOrEqual(at({ compounding: "simple" }) * (1 - 1e-15));
        },
      ),
      { numRuns: 200, seed: 6 },
    );
  });
});
