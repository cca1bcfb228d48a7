import fc from "fast-check";
import { validateInputs } from "@/lib/calculators/validate-inputs";
import { MUTUAL_FUND_DEFAULTS, mutualFundInputsSchema, mutualFundQueryState, runMutualFund } from "@/lib/calculators";
import { checkQueryState } from "@/lib/calculators/query-test-support";

describe("mutual fund calculator inputs", () => {
  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{}, {}],
    [{ amount: 99 }, { amount: "Enter an amount between ₹100 and ₹1,00,00,000" }],
    [{ mode: "lumpsum", amount: 5e8 }, {}],
    [{ mode: "lumpsum", amount: 2e9 }, { amount: "Enter an amount between ₹100 and ₹1,00,00,00,000" }],
    [{ startDate: "2023-02-30" }, { startDate: "Enter a date as YYYY-MM-DD" }],
    [{ startDate: "2023-02-01", endDate: "2023-01-01" }, { endDate: "Choose an end date on or after the start date" }],
    [{ schemeCode: 0 }, { schemeCode: "Choose a fund" }],
    [{ schemeCode: 119551, startDate: "2020-01-01", endDate: "2020-01-01" }, {}],
  ])("%p → %p", (overrides, errors) => {
    expect(validateInputs(mutualFundInputsSchema, { ...MUTUAL_FUND_DEFAULTS, ...overrides }).errors).toEqual(errors);
  });

  it("runs a lumpsum on the NAVs given", () => {
    const inputs = mutualFundInputsSchema.parse({ mode: "lumpsum", amount: 1000, startDate: "2024-01-01" });
    const outcome = runMutualFund(inputs, [
      { date: "2024-01-01", nav: 10 },
      { date: "2025-01-01", nav: 11 },
    ]);
    expect(outcome.ok && outcome.result.totalValue).toBeCloseTo(1100, 9);
    expect(outcome.ok && outcome.result.xirrPct).toBeCloseTo((1.1 ** (365 / 366) - 1) * 100, 9);
  });

  it("keeps its state in the URL", () => {
    const inputs = mutualFundInputsSchema.parse({
      ...MUTUAL_FUND_DEFAULTS,
      schemeCode: 119551,
      startDate: "2020-01-01",
    });
    expect(mutualFundQueryState.serialise(inputs)).toBe(
      "mode=sip&fund=119551&amount=10000&frequency=monthly&start=2020-01-01",
    );
    expect(
      mutualFundQueryState.serialise(
        mutualFundInputsSchema.parse({ mode: "lumpsum", amount: 5e5, frequency: "yearly" }),
      ),
    ).toBe("mode=lumpsum&amount=500000");
    expect(mutualFundQueryState.parse({ fund: "abc", start: "2020-13-01", amount: "5,000" })).toEqual({
      ...MUTUAL_FUND_DEFAULTS,
      amount: 5000,
    });
    checkQueryState({
      state: mutualFundQueryState,
      inputs: fc.record(
        {
          mode: fc.constantFrom("sip", "lumpsum"),
          schemeCode: fc.integer({ min: 1, max: 999_999 }),
          amount: fc.double({ min: 100, max: 1e7, noNaN: true }),
          frequency: fc.constantFrom("monthly", "quarterly", "yearly"),
          startDate: fc.constantFrom("2015-01-01", "2019-06-30"),
          endDate: fc.constantFrom("2020-02-29", "2024-12-31"),
        },
        { requiredKeys: ["mode", "amount", "frequency"] },
      ),
      params: ["mode", "fund", "amount", "frequency", "start", "end"],
    });
  });
});
