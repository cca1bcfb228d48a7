// What the STP calculator's result needs: the run on validated inputs and the URL query it writes. Apart
// from stp-form.ts (what the form needs) so that the page's first load carries the form, not the math.
import { durationInMonths } from "@/lib/calculators/periods";
import { DURATION_QUERY, defineQueryState } from "@/lib/calculators/query-state";
import { calculateStp, type StpResult } from "@/lib/calculators/stp";
import { STP_DEFAULTS, type StpInputs } from "@/lib/calculators/stp-form";
import { stpInputsSchema } from "@/lib/calculators/stp-schema";

export function runStp(inputs: StpInputs): StpResult {
  return calculateStp({ ...inputs, months: durationInMonths(inputs.duration, inputs.durationUnit) });
}

/** Parses and writes the STP inputs' URL query (see QueryState). */
export const stpQueryState = defineQueryState<StpInputs, StpInputs>(
  {
    lumpsum: { param: "amount", kind: "number" },
    transfer: { param: "transfer", kind: "number" },
    frequency: { param: "frequency", kind: "text" },
    sourceRatePct: { param: "source-rate", kind: "number" },
    targetRatePct: { param: "target-rate", kind: "number" },
    ...DURATION_QUERY,
  },
  stpInputsSchema,
  STP_DEFAULTS,
);
