import { LUMPSUM_AMOUNT_FIELD } from "@/lib/calculators/amount-fields";
import type { InputRules } from "@/lib/calculators/field-rules";
import { DURATION_FIELDS, DURATION_MESSAGE, durationIssues } from "@/lib/calculators/duration-fields";
import { percentField } from "@/lib/calculators/input-fields";
import { DURATION_UNITS, type DurationUnit } from "@/lib/calculators/periods";

export const LUMPSUM_FIELDS = {
  amount: LUMPSUM_AMOUNT_FIELD,
  annualRatePct: percentField("an expected return", 0, 50, 0.1, 12),
  duration: DURATION_FIELDS,
} as const;

export interface LumpsumInputs {
  amount: number;
  annualRatePct: number;
  duration: number;
  durationUnit: DurationUnit;
}

export const LUMPSUM_RULES: InputRules<LumpsumInputs> = {
  fields: {
    amount: { kind: "number", spec: LUMPSUM_FIELDS.amount },
    annualRatePct: { kind: "number", spec: LUMPSUM_FIELDS.annualRatePct },
    duration: { kind: "finite", message: DURATION_MESSAGE },
    durationUnit: { kind: "choice", options: DURATION_UNITS },
  },
  refine: (inputs) => durationIssues(inputs.duration, inputs.durationUnit),
};

export const LUMPSUM_DEFAULTS: LumpsumInputs = {
  amount: LUMPSUM_FIELDS.amount.defaultValue,
  annualRatePct: LUMPSUM_FIELDS.annualRatePct.defaultValue,
  duration: DURATION_FIELDS.years.defaultValue,
  durationUnit: "years",
};
