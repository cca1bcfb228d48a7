import fc from "fast-check";
import { cagrBetween, futureValueAtCagr } from "@/lib/calculators/cagr";

describe("cagrBetween", () => {
  it.each([
    ["₹1,00,000 → ₹2,00,000 in 5 years: 2^(1/5) − 1", 1_00_000, 2_00_000, 60, 14.869835499703509],
    ["100 → 121 in 2 years is 10% (1.1² = 1.21)", 100, 121, 24, 10],
    ["1,000 → 1,331 in 36 months is 10% (1.1³)", 1000, 1331, 36, 10],
    ["unchanged is 0%", 5000, 5000, 120, 0],
    ["halved in a year is −50%", 100, 50, 12, -50],
    ["an end value of 0 is −100%", 100, 0, 60, -100],
    ["1% in one month is 12.68% a year (1.01^12 − 1)", 100, 101, 1, 12.682503013196977],
    ["doubling in 40 years: 2^(1/40) − 1", 1, 2, 480, 1.7479692102686295],
    ["₹1 to the largest end value in 1 year", 1, 1e10, 12, 999999999900],
  ])("%s", (_, start, end, months, expected) => {
    const result = cagrBetween({ startValue: start, endValue: end, months });
    if (expected === 0) expect(result.cagrPct).toBeCloseTo(0, 12);
    else expect(result.cagrPct / expected).toBeCloseTo(1, 10);
    expect(result.gains).toBe(end - start);
    expect(result.absoluteReturnPct).toBeCloseTo((end / start - 1) * 100, 6);
    expect(result.years).toBe(months / 12);
  });

  it("draws the steady path at the CAGR, ending at the end value", () => {
    const result = cagrBetween({ startValue: 1000, endValue: 1331, months: 36 });
    expect(result.rows.map((r) => r.value)).toEqual([expect.closeTo(1100, 9), expect.closeTo(1210, 9), 1331]);
    expect(result.rows.map((r) => r.invested)).toEqual([1000, 1000, 1000]);
    expect(result.rows[2]!.gains).toBe(331);
  });
});

describe("futureValueAtCagr", () => {
  it.each([
    ["₹1,00,000 at 12% for 10 years: ₹3,10,585 (as the lumpsum)", 1_00_000, 12, 120, 310584.8208344212],
    ["zero rate", 1_00_000, 0, 480, 1_00_000],
    ["one month at 12%: 1.12^(1/12)", 1_00_000, 12, 1, 100948.8792934583],
    ["40 years at 100%: 2^40", 1, 100, 480, 1099511627776],
    ["the largest start value at 12% for 5 years", 1e10, 12, 60, 1e10 * 1.12 ** 5],
  ])("%s", (_, start, cagr, months, expected) => {
    const result = futureValueAtCagr({ startValue: start, cagrPct: cagr, months });
    expect(result.endValue / expected).toBeCloseTo(1, 12);
    expect(result.cagrPct).toBe(cagr);
  });

  it("is the inverse of cagrBetween", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e10, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.integer({ min: 1, max: 480 }),
        (start, cagr, months) => {
          const end = futureValueAtCagr({ startValue: start, cagrPct: cagr, months }).endValue;
          expect(cagrBetween({ startValue: start, endValue: end, months }).cagrPct).toBeCloseTo(cagr, 8);
        },
      ),
      { numRuns: 200, seed: 6 },
    );
  });

  it("rises with the CAGR and, above 0%, with the duration", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e10, noNaN: true }),
        fc.double({ min: 0.01, max: 99, noNaN: true }),
        fc.integer({ min: 1, max: 479 }),
        (start, cagr, months) => {
          const base = futureValueAtCagr({ startValue: start, cagrPct: cagr, months }).endValue;
          expect(futureValueAtCagr({ startValue: start, cagrPct: cagr + 1, months }).endValue).toBeGreaterThan(base);
          expect(futureValueAtCagr({ startValue: start, cagrPct: cagr, months: months + 1 }).endValue).toBeGreaterThan(
            base,
          );
        },
      ),
      { numRuns: 100, seed: 6 },
    );
  });
});
