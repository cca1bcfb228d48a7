import { z } from "zod";
import { numberSchema, reportIssues } from "@/lib/calculators/input-fields";
import { LUMPSUM_FIELDS } from "@/lib/calculators/lumpsum-inputs";
import { calculateMutualFund, type MutualFundMode, type MutualFundOutcome } from "@/lib/calculators/mutual-fund";
import { FREQUENCIES, type Frequency } from "@/lib/calculators/periods";
import { defineQueryState } from "@/lib/calculators/query-state";
import { SIP_FIELDS } from "@/lib/calculators/sip-inputs";
import type { NavPoint } from "@/lib/metrics/nav-series";

export const MUTUAL_FUND_MODES = ["sip", "lumpsum"] as const satisfies readonly MutualFundMode[];
export const MUTUAL_FUND_MODE_LABELS: Record<MutualFundMode, string> = { sip: "SIP", lumpsum: "Lumpsum" };

/** The same amount ranges as the SIP and lumpsum calculators. */
export const MUTUAL_FUND_FIELDS = { sipAmount: SIP_FIELDS.amount, lumpsumAmount: LUMPSUM_FIELDS.amount } as const;

export const DATE_MESSAGE = "Enter a date as YYYY-MM-DD";
export const END_BEFORE_START_MESSAGE = "Choose an end date on or after the start date";
export const FUND_MESSAGE = "Choose a fund";

const isoDate = z.iso.date({ error: DATE_MESSAGE });
// The fund (its scheme code); the page loads its NAV history.
const schemeCode = z.number({ error: FUND_MESSAGE }).int(FUND_MESSAGE).positive(FUND_MESSAGE).optional();

/** Dates are optional (undefined when the field is empty): see MutualFundPlan for their defaults. */
export const mutualFundInputsSchema = z
  .discriminatedUnion("mode", [
    z.object({
      mode: z.literal("sip"),
      schemeCode,
      amount: numberSchema(MUTUAL_FUND_FIELDS.sipAmount),
      frequency: z.enum(FREQUENCIES),
      startDate: isoDate.optional(),
      endDate: isoDate.optional(),
    }),
    z.object({ mode: z.literal("lumpsum"), schemeCode, amount: numberSchema(MUTUAL_FUND_FIELDS.lumpsumAmount), startDate: isoDate.optional() }),
  ])
  .superRefine((inputs, ctx) => {
    // ISO dates compare as text.
    if (inputs.mode === "sip" && inputs.startDate && inputs.endDate && inputs.endDate < inputs.startDate) {
      reportIssues(ctx, [{ message: END_BEFORE_START_MESSAGE, path: ["endDate"] }]);
    }
  });

export type MutualFundInputs = z.infer<typeof mutualFundInputsSchema>;

export interface MutualFundForm {
  mode: MutualFundMode;
  schemeCode?: number;
  amount: number;
  frequency: Frequency;
  startDate?: string;
  endDate?: string;
}

export const MUTUAL_FUND_DEFAULTS: MutualFundForm = { mode: "sip", amount: SIP_FIELDS.amount.defaultValue, frequency: "monthly" };

/** Runs validated inputs on the chosen fund's NAV history (see calculateMutualFund). */
export function runMutualFund(inputs: MutualFundInputs, navs: readonly NavPoint[]): MutualFundOutcome {
  return calculateMutualFund(inputs.mode === "sip" ? inputs : { ...inputs, frequency: "monthly" }, navs);
}

/** Parses and writes the mutual fund calculator inputs' URL query (see QueryState). */
export const mutualFundQueryState = defineQueryState<MutualFundForm, MutualFundInputs>(
  {
    mode: { param: "mode", kind: "text" },
    schemeCode: { param: "fund", kind: "number" },
    amount: { param: "amount", kind: "number" },
    frequency: { param: "frequency", kind: "text" },
    startDate: { param: "start", kind: "text" },
    endDate: { param: "end", kind: "text" },
  },
  mutualFundInputsSchema,
  MUTUAL_FUND_DEFAULTS,
);
