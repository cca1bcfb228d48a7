import { SIP_AMOUNT_FIELD } from "@/lib/calculators/amount-fields";
import { DURATION_FIELDS } from "@/lib/calculators/duration-fields";
import { amountField, percentField } from "@/lib/calculators/input-fields";
import { type DurationUnit, type Frequency, type Timing } from "@/lib/calculators/periods";

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

/** Everything the SIP form holds, both modes' amounts included. */
export interface SipForm {
  mode: SipMode;
  amount: number;
  target: number;
  annualRatePct: number;
  frequency: Frequency;
  /** When in each period an instalment is invested (the start, or the end: a month-end SIP). */
  timing: Timing;
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
  // Groww's and most Indian SIP calculators' convention (see SIP_CONVENTION).
  timing: "start",
  duration: SIP_FIELDS.duration.years.defaultValue,
  durationUnit: "years",
  stepUpPct: SIP_FIELDS.stepUpPct.defaultValue,
};

export type { SipInputs } from "@/lib/calculators/sip-schema";
