// What the SWP calculator's result needs: the run on validated inputs and the URL query it writes. Apart
// from swp-form.ts (what the form needs) so that the page's first load carries the form, not the math.
import { durationInMonths } from "@/lib/calculators/periods";
import { DURATION_QUERY, defineQueryState } from "@/lib/calculators/query-state";
import { calculateSwp, type SwpResult } from "@/lib/calculators/swp";
import { SWP_DEFAULTS, type SwpInputs } from "@/lib/calculators/swp-form";
import { swpInputsSchema } from "@/lib/calculators/swp-schema";

export function runSwp(inputs: SwpInputs): SwpResult {
  return calculateSwp({ ...inputs, months: durationInMonths(inputs.duration, inputs.durationUnit) });
}

/** Parses and writes the SWP inputs' URL query (see QueryState). */
export const swpQueryState = defineQueryState<SwpInputs, SwpInputs>(
  {
    corpus: { param: "corpus", kind: "number" },
    withdrawal: { param: "withdrawal", kind: "number" },
    annualRatePct: { param: "rate", kind: "number" },
    frequency: { param: "frequency", kind: "text" },
    rateBasis: { param: "rate_basis", kind: "text" },
    timing: { param: "timing", kind: "text" },
    ...DURATION_QUERY,
  },
  swpInputsSchema,
  SWP_DEFAULTS,
);
