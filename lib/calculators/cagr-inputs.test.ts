import fc from "fast-check";
import { CAGR_DEFAULTS, cagrInputsSchema, cagrQueryState, runCagr } from "@/lib/calculators";
import { validateInputs } from "@/lib/calculators/validate-inputs";
import { checkQueryState } from "@/lib/calculators/query-test-support";

describe("CAGR inputs", () => {
  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{}, {}],
    [{ startValue: 0 }, { startValue: "Enter an amount between ₹1 and ₹10,00,00,00,000" }],
    [{ endValue: null }, { endValue: "Enter an amount between ₹0 and ₹10,00,00,00,000" }],
    [{ mode: "future-value", cagrPct: 101 }, { cagrPct: "Enter a CAGR between 0% and 100%" }],
    [{ mode: "future-value", endValue: null }, {}],
    [{ mode: "cagr", cagrPct: null }, {}],
    [{ duration: 481, durationUnit: "months" }, { duration: "Enter a duration between 1 and 40 years (480 months)" }],
  ])("%p → %p", (overrides, errors) => {
    expect(validateInputs(cagrInputsSchema, { ...CAGR_DEFAULTS, ...overrides }).errors).toEqual(errors);
  });

  it("runs either mode", () => {
    expect(runCagr(cagrInputsSchema.parse(CAGR_DEFAULTS)).cagrPct).toBeCloseTo(14.8698355, 6);
    const fv = runCagr(
      cagrInputsSchema.parse({ ...CAGR_DEFAULTS, mode: "future-value", duration: 120, durationUnit: "months" }),
    );
    expect(fv.endValue).toBeCloseTo(310584.82, 2);
  });

  it("keeps its state in the URL", () => {
    expect(cagrQueryState.serialise(cagrInputsSchema.parse(CAGR_DEFAULTS))).toBe(
      "mode=cagr&start=100000&end=200000&duration=5&unit=years",
    );
    expect(cagrQueryState.serialise(cagrInputsSchema.parse({ ...CAGR_DEFAULTS, mode: "future-value" }))).toBe(
      "mode=future-value&start=100000&cagr=12&duration=5&unit=years",
    );
    expect(cagrQueryState.parse({ mode: "future-value", cagr: "15" })).toEqual(
      cagrInputsSchema.parse({ ...CAGR_DEFAULTS, mode: "future-value", cagrPct: 15 }),
    );
    checkQueryState({
      state: cagrQueryState,
      inputs: fc.record({
        mode: fc.constantFrom("cagr", "future-value"),
        startValue: fc.double({ min: 1, max: 1e10, noNaN: true }),
        endValue: fc.double({ min: 0, max: 1e10, noNaN: true }),
        cagrPct: fc.double({ min: 0, max: 100, noNaN: true }),
        duration: fc.integer({ min: 1, max: 480 }),
        durationUnit: fc.constant("months"),
      }),
      params: ["mode", "start", "end", "cagr", "duration", "unit"],
    });
  });
});
