import fc from "fast-check";
import type { z } from "zod";
import { CAGR_MODES, CAGR_RULES, cagrInputsSchema } from "@/lib/calculators/cagr-inputs";
import { FD_COMPOUNDING, TENURE_UNITS } from "@/lib/calculators/fixed-deposit";
import { FD_RULES, fdInputsSchema } from "@/lib/calculators/fixed-deposit-inputs";
import { isIsoDate, validateDraft, type InputRules } from "@/lib/calculators/field-rules";
import { validateInputs } from "@/lib/calculators/input-schemas";
import { LUMPSUM_RULES, lumpsumInputsSchema } from "@/lib/calculators/lumpsum-inputs";
import { MUTUAL_FUND_MODES, MUTUAL_FUND_RULES, mutualFundInputsSchema } from "@/lib/calculators/mutual-fund-inputs";
import { DURATION_UNITS, FREQUENCIES } from "@/lib/calculators/periods";
import { SIP_MODES, SIP_RULES, sipInputsSchema } from "@/lib/calculators/sip-inputs";
import { STP_RULES, stpInputsSchema } from "@/lib/calculators/stp-inputs";
import { SWP_RULES, swpInputsSchema } from "@/lib/calculators/swp-inputs";

// Numbers a form can hold: empty (null), boundaries, fractions, out of range, non-finite.
const number = fc.oneof(
  fc.constantFrom(null, undefined, Number.NaN, Infinity, -Infinity, -1, 0, 1, 1.5, 2, 3, 6, 7, 10, 12, 15, 40, 41, 50, 100, 479, 480, 481, 14600, 14601),
  fc.integer({ min: -5, max: 500 }),
  fc.double({ min: -10, max: 1e12 }),
  fc.constantFrom(99, 100.5, 1_000, 1_00_00_000, 1_00_00_001, 100_00_00_000, 1_000_00_00_000, 1_000_00_00_001, 2 ** 53, 2 ** 60),
);
const choice = (options: readonly string[]) => fc.oneof({ arbitrary: fc.constantFrom(...options), weight: 8 }, fc.constantFrom(undefined, "bogus", 3));
const date = fc.oneof(
  fc.constantFrom(undefined, null, 20240101, "", "x", "2024-02-29", "2023-02-29", "2024-04-31", "2024-13-01", "0000-02-29", "1900-02-29", "2000-02-29", "2024-1-05"),
  fc.date({ min: new Date("1990-01-01"), max: new Date("2030-12-31"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
);

function expectSameVerdict<T>(rules: InputRules<T>, schema: z.ZodType<T>, drafts: fc.Arbitrary<Record<string, unknown>>): void {
  fc.assert(
    fc.property(drafts, (draft) => {
      expect(validateDraft(rules, draft)).toEqual(validateInputs(schema, draft));
    }),
    { numRuns: 3000, seed: 11 },
  );
}

describe("validateDraft gives the zod schema's verdict and per-field messages", () => {
  const duration = { duration: number, durationUnit: choice(DURATION_UNITS) };

  it("SIP (both modes, whole periods of a quarterly or yearly frequency)", () => {
    const draft = fc.record({ mode: choice(SIP_MODES), amount: number, target: number, annualRatePct: number, frequency: choice(FREQUENCIES), ...duration, stepUpPct: number });
    expectSameVerdict(SIP_RULES, sipInputsSchema, draft);
  });

  it("lumpsum", () => {
    expectSameVerdict(LUMPSUM_RULES, lumpsumInputsSchema, fc.record({ amount: number, annualRatePct: number, ...duration }));
  });

  it("STP", () => {
    const draft = fc.record({ lumpsum: number, transfer: number, frequency: choice(FREQUENCIES), sourceRatePct: number, targetRatePct: number, ...duration });
    expectSameVerdict(STP_RULES, stpInputsSchema, draft);
  });

  it("SWP", () => {
    const draft = fc.record({ corpus: number, withdrawal: number, annualRatePct: number, frequency: choice(FREQUENCIES), ...duration });
    expectSameVerdict(SWP_RULES, swpInputsSchema, draft);
  });

  it("FD (the tenure's range by its unit)", () => {
    const draft = fc.record({ principal: number, annualRatePct: number, compounding: choice(FD_COMPOUNDING), tenure: number, tenureUnit: choice(TENURE_UNITS) });
    expectSameVerdict(FD_RULES, fdInputsSchema, draft);
  });

  it("CAGR (both modes)", () => {
    const draft = fc.record({ mode: choice(CAGR_MODES), startValue: number, endValue: number, cagrPct: number, ...duration });
    expectSameVerdict(CAGR_RULES, cagrInputsSchema, draft);
  });

  it("mutual fund (optional fund and dates, end before start)", () => {
    const draft = fc.record(
      { mode: choice(MUTUAL_FUND_MODES), schemeCode: number, amount: number, frequency: choice(FREQUENCIES), startDate: date, endDate: date },
      { requiredKeys: ["mode", "amount", "frequency"] },
    );
    expectSameVerdict(MUTUAL_FUND_RULES, mutualFundInputsSchema, draft);
  });
});

describe("isIsoDate", () => {
  it.each(["2024-02-29", "2000-02-29", "2023-12-31", "0000-01-01"])("accepts %p", (text) => expect(isIsoDate(text)).toBe(true));
  it.each(["2023-02-29", "1900-02-29", "2024-04-31", "2024-13-01", "2024-1-05", "24-01-05", "2024-01-05T00:00", ""])("refuses %p", (text) => {
    expect(isIsoDate(text)).toBe(false);
  });
});
