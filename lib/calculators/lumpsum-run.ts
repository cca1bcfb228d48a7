// What the Lumpsum calculator's result needs: the run on validated inputs and the URL query it writes. Apart
// from lumpsum-form.ts (what the form needs) so that the page's first load carries the form, not the math.
import { calculateLumpsum, type LumpsumResult } from "@/lib/calculators/lumpsum";
import { LUMPSUM_DEFAULTS, type LumpsumInputs } from "@/lib/calculators/lumpsum-form";
import { lumpsumInputsSchema } from "@/lib/calculators/lumpsum-schema";
import { durationInMonths } from "@/lib/calculators/periods";
import { DURATION_QUERY, defineQueryState } from "@/lib/calculators/query-state";

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
  lumpsumInputsSchema,
  LUMPSUM_DEFAULTS,
);
