import { SIP_AMOUNT_FIELD } from "@/lib/calculators/amount-fields";
import type { InputRules } from "@/lib/calculators/field-rules";
import { DURATION_FIELDS, DURATION_MESSAGE, durationIssues } from "@/lib/calculators/duration-fields";
import { amountField, percentField } from "@/lib/calculators/input-fields";
import { DURATION_UNITS, FREQUENCIES, type DurationUnit, type Frequency } from "@/lib/calculators/periods";

/** "amount": what an instalment grows to; "target": the instalment a target amount needs. */
export const SIP_MODES = ["amount", "target"] as const;
export type SipMode = (typeof SIP_MODES)[number];
export const SIP_MODE_LABELS: Record<SipMode, string> = { amount: "Investment amount", target: "Target amount" };

export const SIP_FIELDS = {
  amount: SIP_AMOUNT_FIELD,
  target: amountField(1_000, 1_000_00_00_000, 1_00_000, 1_00_00_000),
  annualRatePct: percentField("an expected return", 0, 50, 0.1, 12),
  stepUpPct: percentField("a yearly step-up", 0, 50, 1, 0),
  duration: DURATION_FIELDS,
} as const;

interface SipCommon {
  annualRatePct: number;
  frequency: Frequency;
  duration: number;
  durationUnit: DurationUnit;
  stepUpPct: number;
}

/** Each mode reads only its own amount, so the other (hidden) field never blocks a result. */
export type SipInputs = ({ mode: "amount"; amount: number } | { mode: "target"; target: number }) & SipCommon;

const common = {
  annualRatePct: { kind: "number", spec: SIP_FIELDS.annualRatePct },
  frequency: { kind: "choice", options: FREQUENCIES },
  duration: { kind: "finite", message: DURATION_MESSAGE },
  durationUnit: { kind: "choice", options: DURATION_UNITS },
  stepUpPct: { kind: "number", spec: SIP_FIELDS.stepUpPct },
} as const;

export const SIP_RULES: InputRules<SipInputs> = {
  discriminator: "mode",
  modes: {
    amount: { amount: { kind: "number", spec: SIP_FIELDS.amount }, ...common },
    target: { target: { kind: "number", spec: SIP_FIELDS.target }, ...common },
  },
  refine: (inputs) => durationIssues(inputs.duration, inputs.durationUnit, inputs.frequency),
};

/** Everything the SIP form holds, both modes' amounts included. */
export interface SipForm {
  mode: SipMode;
  amount: number;
  target: number;
  annualRatePct: number;
  frequency: Frequency;
  duration: number;
  durationUnit: DurationUnit;
  stepUpPct: number;
}

export const SIP_DEFAULTS: SipForm = {
  mode: "amount",
  amount: SIP_FIELDS.amount.defaultValue,
  target: SIP_FIELDS.target.defaultValue,
  annualRatePct: SIP_FIELDS.annualRatePct.defaultValue,
  frequency: "monthly",
  duration: SIP_FIELDS.duration.years.defaultValue,
  durationUnit: "years",
  stepUpPct: SIP_FIELDS.stepUpPct.defaultValue,
};
