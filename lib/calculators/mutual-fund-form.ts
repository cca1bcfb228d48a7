import { LUMPSUM_AMOUNT_FIELD, SIP_AMOUNT_FIELD } from "@/lib/calculators/amount-fields";
import type { InputRules } from "@/lib/calculators/field-rules";
import type { Issue, NumberFieldSpec } from "@/lib/calculators/input-fields";
import type { MutualFundMode } from "@/lib/calculators/mutual-fund";
import { END_BEFORE_START_MESSAGE } from "@/lib/calculators/nav-window-problem";
import { FREQUENCIES, type Frequency } from "@/lib/calculators/periods";

export const MUTUAL_FUND_MODES = ["sip", "lumpsum"] as const satisfies readonly MutualFundMode[];
export const MUTUAL_FUND_MODE_LABELS: Record<MutualFundMode, string> = { sip: "SIP", lumpsum: "Lumpsum" };

/** The same amount ranges as the SIP and lumpsum calculators. */
export const MUTUAL_FUND_FIELDS = { sipAmount: SIP_AMOUNT_FIELD, lumpsumAmount: LUMPSUM_AMOUNT_FIELD } as const;

export const DATE_MESSAGE = "Enter a date as YYYY-MM-DD";
export const FUND_MESSAGE = "Choose a fund";

/** The fund (its scheme code, a positive whole number); the page loads its NAV history. */
export const SCHEME_CODE_FIELD: NumberFieldSpec = {
  min: 1,
  max: Number.MAX_SAFE_INTEGER,
  step: 1,
  defaultValue: 1,
  unit: "D",
  integer: true,
  message: FUND_MESSAGE,
};

/** Dates are optional (undefined when the field is empty): see MutualFundPlan for their defaults. */
export type MutualFundInputs = { schemeCode?: number; amount: number; startDate?: string } & (
  | { mode: "sip"; frequency: Frequency; endDate?: string }
  | { mode: "lumpsum" }
);

/** An SIP's end date before its start date. ISO dates compare as text. */
export function mutualFundDateIssues(inputs: MutualFundInputs): Issue[] {
  if (inputs.mode === "sip" && inputs.startDate && inputs.endDate && inputs.endDate < inputs.startDate) {
    return [{ message: END_BEFORE_START_MESSAGE, path: ["endDate"] }];
  }
  return [];
}

const schemeCode = { kind: "number", spec: SCHEME_CODE_FIELD, optional: true } as const;
const date = { kind: "date", message: DATE_MESSAGE, optional: true } as const;

export const MUTUAL_FUND_RULES: InputRules<MutualFundInputs> = {
  discriminator: "mode",
  modes: {
    sip: {
      schemeCode,
      amount: { kind: "number", spec: MUTUAL_FUND_FIELDS.sipAmount },
      frequency: { kind: "choice", options: FREQUENCIES },
      startDate: date,
      endDate: date,
    },
    lumpsum: { schemeCode, amount: { kind: "number", spec: MUTUAL_FUND_FIELDS.lumpsumAmount }, startDate: date },
  },
  refine: mutualFundDateIssues,
};

export interface MutualFundForm {
  mode: MutualFundMode;
  schemeCode?: number;
  amount: number;
  frequency: Frequency;
  startDate?: string;
  endDate?: string;
}

export const MUTUAL_FUND_DEFAULTS: MutualFundForm = { mode: "sip", amount: SIP_AMOUNT_FIELD.defaultValue, frequency: "monthly" };
