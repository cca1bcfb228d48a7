import type { InputRules } from "@/lib/calculators/field-rules";
import { DURATION_FIELDS, DURATION_MESSAGE, durationIssues } from "@/lib/calculators/duration-fields";
import { amountField, percentField } from "@/lib/calculators/input-fields";
import { DURATION_UNITS, FREQUENCIES, type DurationUnit, type Frequency } from "@/lib/calculators/periods";

export const STP_FIELDS = {
  lumpsum: amountField(1_000, 100_00_00_000, 10_000, 5_00_000),
  transfer: amountField(100, 1_00_00_000, 500, 25_000),
  sourceRatePct: percentField("the source fund's expected return", 0, 50, 0.1, 6),
  targetRatePct: percentField("the target fund's expected return", 0, 50, 0.1, 12),
  duration: DURATION_FIELDS,
} as const;

export interface StpInputs {
  lumpsum: number;
  transfer: number;
  frequency: Frequency;
  sourceRatePct: number;
  targetRatePct: number;
  duration: number;
  durationUnit: DurationUnit;
}

export const STP_RULES: InputRules<StpInputs> = {
  fields: {
    lumpsum: { kind: "number", spec: STP_FIELDS.lumpsum },
    transfer: { kind: "number", spec: STP_FIELDS.transfer },
    frequency: { kind: "choice", options: FREQUENCIES },
    sourceRatePct: { kind: "number", spec: STP_FIELDS.sourceRatePct },
    targetRatePct: { kind: "number", spec: STP_FIELDS.targetRatePct },
    duration: { kind: "finite", message: DURATION_MESSAGE },
    durationUnit: { kind: "choice", options: DURATION_UNITS },
  },
  refine: (inputs) => durationIssues(inputs.duration, inputs.durationUnit, inputs.frequency),
};

export const STP_DEFAULTS: StpInputs = {
  lumpsum: STP_FIELDS.lumpsum.defaultValue,
  transfer: STP_FIELDS.transfer.defaultValue,
  frequency: "monthly",
  sourceRatePct: STP_FIELDS.sourceRatePct.defaultValue,
  targetRatePct: STP_FIELDS.targetRatePct.defaultValue,
  duration: 2,
  durationUnit: "years",
};
