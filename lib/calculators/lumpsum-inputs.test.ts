import fc from "fast-check";
import { validateInputs } from "@/lib/calculators/validate-inputs";
import { LUMPSUM_DEFAULTS, lumpsumInputsSchema, lumpsumQueryState, runLumpsum } from "@/lib/calculators";
import { checkQueryState } from "@/lib/calculators/query-test-support";

describe("lumpsum inputs", () => {
  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{}, {}],
    [{ amount: 99 }, { amount: "Enter an amount between ₹100 and ₹1,00,00,00,000" }],
    [{ amount: 1e9 + 1 }, { amount: "Enter an amount between ₹100 and ₹1,00,00,00,000" }],
    [
      { amount: null, annualRatePct: 60 },
      {
        amount: "Enter an amount between ₹100 and ₹1,00,00,00,000",
        annualRatePct: "Enter an expected return between 0% and 50%",
      },
    ],
    [{ duration: 0 }, { duration: "Enter a duration between 1 and 40 years (480 months)" }],
    [{ duration: 7, durationUnit: "months" }, {}],
    [{ amount: 1e9, annualRatePct: 50, duration: 40 }, {}],
  ])("%p → %p", (overrides, errors) => {
    expect(validateInputs(lumpsumInputsSchema, { ...LUMPSUM_DEFAULTS, ...overrides }).errors).toEqual(errors);
  });

  it("runs with the duration in months or years", () => {
    expect(runLumpsum({ ...LUMPSUM_DEFAULTS, duration: 120, durationUnit: "months" }).totalValue).toBeCloseTo(
      310584.82,
      2,
    );
    expect(runLumpsum(LUMPSUM_DEFAULTS).totalValue).toBeCloseTo(310584.82, 2);
  });

  it("keeps its state in the URL", () => {
    expect(lumpsumQueryState.serialise(LUMPSUM_DEFAULTS)).toBe("amount=100000&rate=12&duration=10&unit=years");
    expect(lumpsumQueryState.parse({ amount: "5,00,000", unit: "months", duration: "6" })).toEqual({
      ...LUMPSUM_DEFAULTS,
      amount: 5_00_000,
      duration: 6,
      durationUnit: "months",
    });
    expect(lumpsumQueryState.parse({ amount: "0", rate: "abc", duration: "41" })).toEqual(LUMPSUM_DEFAULTS);
    checkQueryState({
      state: lumpsumQueryState,
      inputs: fc.record({
        amount: fc.double({ min: 100, max: 1e9, noNaN: true }),
        annualRatePct: fc.double({ min: 0, max: 50, noNaN: true }),
        duration: fc.integer({ min: 1, max: 40 }),
        durationUnit: fc.constantFrom("years", "months"),
      }),
      params: ["amount", "rate", "duration", "unit"],
    });
  });
});
