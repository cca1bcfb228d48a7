import fc from "fast-check";
import { validateInputs } from "@/lib/calculators/validate-inputs";
import { checkQueryState } from "@/lib/calculators/query-test-support";
import { STP_DEFAULTS, stpQueryState, runStp, stpInputsSchema } from "@/lib/calculators";

describe("STP inputs", () => {
  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{}, {}],
    [{ lumpsum: 500 }, { lumpsum: "Enter an amount between ₹1,000 and ₹1,00,00,00,000" }],
    [{ transfer: 50 }, { transfer: "Enter an amount between ₹100 and ₹1,00,00,000" }],
    [{ sourceRatePct: 51 }, { sourceRatePct: "Enter the source fund's expected return between 0% and 50%" }],
    [{ targetRatePct: null }, { targetRatePct: "Enter the target fund's expected return between 0% and 50%" }],
    [
      { frequency: "quarterly", duration: 4, durationUnit: "months" },
      { duration: "With a quarterly frequency, enter the duration in whole quarters (a multiple of 3 months)" },
    ],
    [{ lumpsum: 1e9, transfer: 1e7, sourceRatePct: 50, targetRatePct: 0, duration: 40 }, {}],
  ])("%p → %p", (overrides, errors) => {
    expect(validateInputs(stpInputsSchema, { ...STP_DEFAULTS, ...overrides }).errors).toEqual(errors);
  });

  it("runs the defaults: ₹5 lakh moved at ₹25,000 a month empties the source in month 22", () => {
    // Full transfers the source pays: n* = −ln(1 − L·s / T) / ln(1 + s) = −ln(0.9) / ln(1.005) = 21.12.
    expect(-Math.log(1 - (5_00_000 * 0.005) / 25_000) / Math.log(1.005)).toBeCloseTo(21.12, 2);
    const result = runStp(STP_DEFAULTS);
    expect(result.sourceEmptiedInMonth).toBe(22);
    expect(result.totalTransferred).toBeCloseTo(result.invested + result.sourceGrowth, 6);
    expect(result.sourceSchedule).toHaveLength(24);
  });

  it("keeps its state in the URL", () => {
    expect(stpQueryState.serialise(STP_DEFAULTS)).toBe(
      "amount=500000&transfer=25000&frequency=monthly&source-rate=6&target-rate=12&duration=2&unit=years",
    );
    expect(stpQueryState.parse({ "target-rate": "15", "source-rate": "x" })).toEqual({
      ...STP_DEFAULTS,
      targetRatePct: 15,
    });
    checkQueryState({
      state: stpQueryState,
      inputs: fc.record({
        lumpsum: fc.double({ min: 1000, max: 1e9, noNaN: true }),
        transfer: fc.double({ min: 100, max: 1e7, noNaN: true }),
        frequency: fc.constantFrom("monthly", "quarterly", "yearly"),
        sourceRatePct: fc.double({ min: 0, max: 50, noNaN: true }),
        targetRatePct: fc.double({ min: 0, max: 50, noNaN: true }),
        duration: fc.integer({ min: 1, max: 40 }),
        durationUnit: fc.constant("years"),
      }),
      params: ["amount", "transfer", "frequency", "source-rate", "target-rate", "duration", "unit"],
    });
  });
});
