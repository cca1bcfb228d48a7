// What the SIP calculator's result needs: the run on validated inputs and the URL query it writes. Apart
// from sip-form.ts (what the form needs) so that the page's first load carries the form, not the math.
import { durationInMonths } from "@/lib/calculators/periods";
import { DURATION_QUERY, defineQueryState } from "@/lib/calculators/query-state";
import { calculateSip, sipInstalmentForTarget, type SipResult } from "@/lib/calculators/sip";
import { SIP_DEFAULTS, type SipForm, type SipInputs, type SipMode } from "@/lib/calculators/sip-form";
import { sipInputsSchema } from "@/lib/calculators/sip-schema";

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
    timing: { param: "timing", kind: "text" },
    ...DURATION_QUERY,
    stepUpPct: { param: "stepup", kind: "number" },
  },
  sipInputsSchema,
  SIP_DEFAULTS,
);
