import fc from "fast-check";
import { calculateFixedDeposit } from "@/lib/calculators/fixed-deposit";
import { FD_DEFAULTS, fdInputsSchema, fdQueryState } from "@/lib/calculators";
import { validateInputs } from "@/lib/calculators/validate-inputs";
import { checkQueryState } from "@/lib/calculators/query-test-support";

describe("FD inputs", () => {
  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{}, {}],
    [{ principal: 999 }, { principal: "Enter an amount between ₹1,000 and ₹1,00,00,00,000" }],
    [{ annualRatePct: 15.01 }, { annualRatePct: "Enter an interest rate between 0% and 15%" }],
    [{ tenure: 6, tenureUnit: "days" }, { tenure: "Enter a tenure between 7 days and 40 years" }],
    [{ tenure: 14_601, tenureUnit: "days" }, { tenure: "Enter a tenure between 7 days and 40 years" }],
    [{ tenure: 41 }, { tenure: "Enter a tenure between 7 days and 40 years" }],
    [{ tenure: null }, { tenure: "Enter a tenure between 7 days and 40 years" }],
    [{ compounding: "daily" }, { compounding: expect.any(String) }],
    [{ tenure: 7, tenureUnit: "days", principal: 1e9, annualRatePct: 15, compounding: "simple" }, {}],
    [{ tenure: 480, tenureUnit: "months", annualRatePct: 0 }, {}],
  ])("%p → %p", (overrides, errors) => {
    expect(validateInputs(fdInputsSchema, { ...FD_DEFAULTS, ...overrides }).errors).toEqual(errors);
  });

  it("defaults to ₹1,00,000 at 7% compounded quarterly for 5 years", () => {
    expect(calculateFixedDeposit(FD_DEFAULTS).maturityValue).toBeCloseTo(141477.82, 2);
  });

  it("keeps its state in the URL", () => {
    expect(fdQueryState.serialise(FD_DEFAULTS)).toBe("amount=100000&rate=7&compounding=quarterly&tenure=5&unit=years");
    expect(fdQueryState.parse({ unit: "days", tenure: "444", compounding: "simple" })).toEqual({
      ...FD_DEFAULTS,
      compounding: "simple",
      tenure: 444,
      tenureUnit: "days",
    });
    expect(fdQueryState.parse({ unit: "days", tenure: "3" })).toEqual(FD_DEFAULTS);
    checkQueryState({
      state: fdQueryState,
      inputs: fc.record({
        principal: fc.double({ min: 1000, max: 1e9, noNaN: true }),
        annualRatePct: fc.double({ min: 0, max: 15, noNaN: true }),
        compounding: fc.constantFrom("monthly", "quarterly", "half-yearly", "yearly", "simple"),
        tenure: fc.integer({ min: 7, max: 14_600 }),
        tenureUnit: fc.constant("days"),
      }),
      params: ["amount", "rate", "compounding", "tenure", "unit"],
    });
  });
});
