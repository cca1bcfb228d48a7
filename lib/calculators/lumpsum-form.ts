import { LUMPSUM_AMOUNT_FIELD } from "@/lib/calculators/amount-fields";
import { DURATION_FIELDS } from "@/lib/calculators/duration-fields";
import { percentField } from "@/lib/calculators/input-fields";
import type { LumpsumInputs } from "@/lib/calculators/lumpsum-schema";

export const LUMPSUM_FIELDS = {
  amount: LUMPSUM_AMOUNT_FIELD,
  annualRatePct: percentField("an expected return", 0, 50, 0.1, 12),
  duration: DURATION_FIELDS,
} as const;

export const LUMPSUM_DEFAULTS: LumpsumInputs = {
  amount: LUMPSUM_FIELDS.amount.defaultValue,
  annualRatePct: LUMPSUM_FIELDS.annualRatePct.defaultValue,
  duration: DURATION_FIELDS.years.defaultValue,
  durationUnit: "years",
};

export type { LumpsumInputs };
