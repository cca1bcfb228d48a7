import type { InputRules } from "@/lib/calculators/field-rules";
import { DURATION_FIELDS, DURATION_MESSAGE, durationIssues } from "@/lib/calculators/duration-fields";
import { amountField, percentField } from "@/lib/calculators/input-fields";
import { DURATION_UNITS, FREQUENCIES, type DurationUnit, type Frequency } from "@/lib/calculators/periods";

export const SWP_FIELDS = {
  corpus: amountField(1_000, 100_00_00_000, 10_000, 10_00_000),
  withdrawal: amountField(100, 1_00_00_000, 500, 10_000),
  annualRatePct: percentField("an expected return", 0, 50, 0.1, 8),
  duration: DURATION_FIELDS,
} as const;

export interface SwpInputs {
  corpus: number;
  withdrawal: number;
  annualRatePct: number;
  frequency: Frequency;
  duration: number;
  durationUnit: DurationUnit;
}

export const SWP_RULES: InputRules<SwpInputs> = {
  fields: {
    corpus: { kind: "number", spec: SWP_FIELDS.corpus },
    withdrawal: { kind: "number", spec: SWP_FIELDS.withdrawal },
    annualRatePct: { kind: "number", spec: SWP_FIELDS.annualRatePct },
    frequency: { kind: "choice", options: FREQUENCIES },
    duration: { kind: "finite", message: DURATION_MESSAGE },
    durationUnit: { kind: "choice", options: DURATION_UNITS },
  },
  refine: (inputs) => durationIssues(inputs.duration, inputs.durationUnit, inputs.frequency),
};

export const SWP_DEFAULTS: SwpInputs = {
  corpus: SWP_FIELDS.corpus.defaultValue,
  withdrawal: SWP_FIELDS.withdrawal.defaultValue,
  annualRatePct: SWP_FIELDS.annualRatePct.defaultValue,
  frequency: "monthly",
  duration: DURATION_FIELDS.years.defaultValue,
  durationUnit: "years",
};
