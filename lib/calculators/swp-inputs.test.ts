import fc from "fast-check";
import { validateInputs } from "@/lib/calculators/validate-inputs";
import { checkQueryState } from "@/lib/calculators/query-test-support";
import { SWP_DEFAULTS, swpQueryState, runSwp, swpInputsSchema } from "@/lib/calculators";

describe("SWP inputs", () => {
  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{}, {}],
    [{ corpus: 999 }, { corpus: "Enter an amount between ₹1,000 and ₹1,00,00,00,000" }],
    [{ withdrawal: null }, { withdrawal: "Enter an amount between ₹100 and ₹1,00,00,000" }],
    [{ withdrawal: 2e7 }, { withdrawal: "Enter an amount between ₹100 and ₹1,00,00,000" }],
    [{ annualRatePct: -1 }, { annualRatePct: "Enter an expected return between 0% and 50%" }],
    [{ duration: 41 }, { duration: "Enter a duration between 1 and 40 years (480 months)" }],
    [
      { frequency: "yearly", duration: 6, durationUnit: "months" },
      { duration: "With a yearly frequency, enter the duration in whole years (a multiple of 12 months)" },
    ],
    [{ corpus: 1000, withdrawal: 1e7, annualRatePct: 0, duration: 1, durationUnit: "months" }, {}],
    [{ corpus: 1e9, annualRatePct: 50, duration: 480, durationUnit: "months" }, {}],
  ])("%p → %p", (overrides, errors) => {
    expect(validateInputs(swpInputsSchema, { ...SWP_DEFAULTS, ...overrides }).errors).toEqual(errors);
  });

  it("runs the defaults: ₹10 lakh paying ₹10,000 a month at 8% lasts 10 years", () => {
    const result = runSwp(SWP_DEFAULTS);
    expect(result.depletedInMonth).toBeNull();
    expect(result.schedule).toHaveLength(120);
    // The default effective monthly rate j = 1.08^(1/12) − 1, so (1 + j)^120 = 1.08^10 = 2.158925.
    const j = 1.08 ** (1 / 12) - 1;
    expect(result.maxWithdrawal).toBeCloseTo((1e6 * j) / (1 - 1 / 2.158925), 1);
    expect(result.maxWithdrawal).toBeCloseTo(11985.75, 2);
    expect(runSwp({ ...SWP_DEFAULTS, rateBasis: "nominal" }).maxWithdrawal).toBeCloseTo(12132.76, 2);
    expect(runSwp({ ...SWP_DEFAULTS, frequency: "quarterly" }).schedule).toHaveLength(40);
  });

  it("keeps its state in the URL", () => {
    expect(swpQueryState.serialise(SWP_DEFAULTS)).toBe(
      "corpus=1000000&withdrawal=10000&rate=8&frequency=monthly&rate_basis=effective&timing=end&duration=10&unit=years",
    );
    expect(swpQueryState.parse({ corpus: "50,00,000", withdrawal: "-1", frequency: "daily" })).toEqual({
      ...SWP_DEFAULTS,
      corpus: 50_00_000,
    });
    checkQueryState({
      state: swpQueryState,
      inputs: fc.record({
        corpus: fc.double({ min: 1000, max: 1e9, noNaN: true }),
        withdrawal: fc.double({ min: 100, max: 1e7, noNaN: true }),
        annualRatePct: fc.double({ min: 0, max: 50, noNaN: true }),
        frequency: fc.constantFrom("monthly", "quarterly", "yearly"),
        rateBasis: fc.constantFrom("effective", "nominal"),
        timing: fc.constantFrom("end", "start"),
        duration: fc.integer({ min: 1, max: 40 }),
        durationUnit: fc.constant("years"),
      }),
      params: ["corpus", "withdrawal", "rate", "frequency", "rate_basis", "timing", "duration", "unit"],
    });
  });
});
