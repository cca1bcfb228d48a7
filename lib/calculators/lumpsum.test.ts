import fc from "fast-check";
import { calculateLumpsum } from "@/lib/calculators/lumpsum";

/** A second method: compound year by year, then the part year at the annual rate. */
function yearByYear(amount: number, ratePct: number, months: number): number {
  let value = amount;
  for (let year = 0; year < Math.floor(months / 12); year++) value *= 1 + ratePct / 100;
  return value * Math.pow(1 + ratePct / 100, (months % 12) / 12);
}

describe("calculateLumpsum", () => {
  it("gives Groww's ₹3,10,585 for ₹1,00,000 at 12% for 10 years", () => {
    const result = calculateLumpsum({ amount: 1_00_000, annualRatePct: 12, months: 120 });
    expect(result.totalValue).toBeCloseTo(310584.82083442, 6);
    expect(result.invested).toBe(1_00_000);
    expect(result.gains).toBeCloseTo(210584.82083442, 6);
  });

  it.each([
    ["₹1,000 at 10% for 2 years = ₹1,210 (by hand)", 1000, 10, 24, 1210],
    ["₹1,000 at 21% for 6 months = ₹1,100 (√1.21 = 1.1)", 1000, 21, 6, 1100],
    ["zero rate keeps the amount", 5_00_000, 0, 480, 5_00_000],
    ["one month at 12%: 1.12^(1/12)", 1_00_000, 12, 1, 100948.87929],
    ["40 years at 12%: 1.12^40 = 93.05097", 1_00_000, 12, 480, 9305097.044],
    ["the largest amount at 50% for 40 years: 1.5^40 = 11057332.3209", 1e9, 50, 480, 1.10573323209e16],
  ])("%s", (_, amount, rate, months, expected) => {
    const result = calculateLumpsum({ amount, annualRatePct: rate, months });
    expect(result.totalValue / expected).toBeCloseTo(1, 9);
    expect(result.totalValue / yearByYear(amount, rate, months)).toBeCloseTo(1, 12);
  });

  it("writes a row at each year end and at the end of a part year", () => {
    const { rows } = calculateLumpsum({ amount: 1000, annualRatePct: 10, months: 30 });
    expect(rows.map((r) => [r.year, r.elapsedYears, r.invested])).toEqual([
      [1, 1, 1000],
      [2, 2, 1000],
      [3, 2.5, 1000],
    ]);
    expect(rows[0]!.value).toBeCloseTo(1100, 9);
    expect(rows[1]!.value).toBeCloseTo(1210, 9);
    expect(rows[2]!.value).toBeCloseTo(1210 * Math.sqrt(1.1), 9);
    expect(rows[2]!.gains).toBeCloseTo(rows[2]!.value - 1000, 9);
  });

  it("rises with the amount, the rate and the duration", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 100, max: 1e9, noNaN: true }),
        fc.double({ min: 0, max: 49, noNaN: true }),
        fc.integer({ min: 1, max: 479 }),
        (amount, rate, months) => {
          const base = calculateLumpsum({ amount, annualRatePct: rate, months }).totalValue;
          expect(calculateLumpsum({ amount: amount * 1.01, annualRatePct: rate, months }).totalValue).toBeGreaterThan(
            base,
          );
          expect(calculateLumpsum({ amount, annualRatePct: rate + 1, months }).totalValue).toBeGreaterThan(base);
          if (rate >= 0.01)
            expect(calculateLumpsum({ amount, annualRatePct: rate, months: months + 1 }).totalValue).toBeGreaterThan(
              base,
            );
        },
      ),
      { numRuns: 100, seed: 6 },
    );
  });
});
