// What the SWP calculator's result needs: the run on validated inputs and the URL query it writes. Apart
// from swp-form.ts (what the form needs) so that the page's first load carries the form, not the math.
import { durationInMonths } from "@/lib/calculators/periods";
import { DURATION_QUERY, defineQueryState } from "@/lib/calculators/query-state";
import { calculateSwp, type SwpResult } from "@/lib/calculators/swp";
import { SWP_DEFAULTS, SWP_RULES, type SwpInputs } from "@/lib/calculators/swp-form";

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
    ...DURATION_QUERY,
  },
  SWP_RULES,
  SWP_DEFAULTS,
);
