import { LUMPSUM_AMOUNT_FIELD, SIP_AMOUNT_FIELD } from "@/lib/calculators/amount-fields";
import { type NumberFieldSpec } from "@/lib/calculators/input-fields";
import type { MutualFundMode } from "@/lib/calculators/mutual-fund";
import { type Frequency } from "@/lib/calculators/periods";

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

export interface MutualFundForm {
  mode: MutualFundMode;
  schemeCode?: number;
  amount: number;
  frequency: Frequency;
  startDate?: string;
  endDate?: string;
}

export const MUTUAL_FUND_DEFAULTS: MutualFundForm = {
  mode: "sip",
  amount: SIP_AMOUNT_FIELD.defaultValue,
  frequency: "monthly",
};

export type { MutualFundInputs } from "@/lib/calculators/mutual-fund-schema";
