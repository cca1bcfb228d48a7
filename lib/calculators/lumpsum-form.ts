import type { InputRules } from "@/lib/calculators/field-rules";
import { DURATION_FIELDS, DURATION_MESSAGE, amountField, durationIssues, percentField } from "@/lib/calculators/input-fields";
import { calculateLumpsum, type LumpsumResult } from "@/lib/calculators/lumpsum";
import { DURATION_UNITS, durationInMonths, type DurationUnit } from "@/lib/calculators/periods";
import { DURATION_QUERY, defineQueryState } from "@/lib/calculators/query-state";

export const LUMPSUM_FIELDS = {
  amount: amountField(100, 100_00_00_000, 1_000, 1_00_000),
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

export function runLumpsum(inputs: LumpsumInputs): LumpsumResult {
  return calculateLumpsum({ ...inputs, months: durationInMonths(inputs.duration, inputs.durationUnit) });
}

/** Parses and writes the Lumpsum inputs' URL query (see QueryState). */
export const lumpsumQueryState = defineQueryState<LumpsumInputs, LumpsumInputs>(
  {
    amount: { param: "amount", kind: "number" },
    annualRatePct: { param: "rate", kind: "number" },
    ...DURATION_QUERY,
  },
  LUMPSUM_RULES,
  LUMPSUM_DEFAULTS,
);
