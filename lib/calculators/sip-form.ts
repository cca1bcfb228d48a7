import type { InputRules } from "@/lib/calculators/field-rules";
import { DURATION_FIELDS, DURATION_MESSAGE, amountField, durationIssues, percentField } from "@/lib/calculators/input-fields";
import { DURATION_UNITS, FREQUENCIES, durationInMonths, type DurationUnit, type Frequency } from "@/lib/calculators/periods";
import { DURATION_QUERY, defineQueryState } from "@/lib/calculators/query-state";
import { calculateSip, sipInstalmentForTarget, type SipResult } from "@/lib/calculators/sip";

/** "amount": what an instalment grows to; "target": the instalment a target amount needs. */
export const SIP_MODES = ["amount", "target"] as const;
export type SipMode = (typeof SIP_MODES)[number];
export const SIP_MODE_LABELS: Record<SipMode, string> = { amount: "Investment amount", target: "Target amount" };

export const SIP_FIELDS = {
  amount: amountField(100, 1_00_00_000, 500, 10_000),
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

export interface SipOutcome {
  mode: SipMode;
  /** The first instalment: the one entered, or in target mode the one needed. */
  instalment: number;
  result: SipResult;
}

/** Runs the SIP calculator on validated inputs (in target mode, the needed instalment's full result). */
export function runSip(inputs: SipInputs): SipOutcome {
  const plan = { ...inputs, months: durationInMonths(inputs.duration, inputs.durationUnit) };
  const instalment = inputs.mode === "amount" ? inputs.amount : sipInstalmentForTarget(plan, inputs.target);
  return { mode: inputs.mode, instalment, result: calculateSip({ ...plan, instalment }) };
}

/** Parses and writes the SIP inputs' URL query (see QueryState). */
export const sipQueryState = defineQueryState<SipForm, SipInputs>(
  {
    mode: { param: "mode", kind: "text" },
    amount: { param: "amount", kind: "number" },
    target: { param: "target", kind: "number" },
    annualRatePct: { param: "rate", kind: "number" },
    frequency: { param: "frequency", kind: "text" },
    ...DURATION_QUERY,
    stepUpPct: { param: "stepup", kind: "number" },
  },
  SIP_RULES,
  SIP_DEFAULTS,
);
