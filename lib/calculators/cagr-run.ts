// What the CAGR calculator's result needs: the run on validated inputs and the URL query it writes. Apart
// from cagr-form.ts (what the form needs) so that the page's first load carries the form, not the math.
import { cagrBetween, futureValueAtCagr, type CagrResult } from "@/lib/calculators/cagr";
import { CAGR_DEFAULTS, type CagrForm, type CagrInputs } from "@/lib/calculators/cagr-form";
import { cagrInputsSchema } from "@/lib/calculators/cagr-schema";
import { durationInMonths } from "@/lib/calculators/periods";
import { DURATION_QUERY, defineQueryState } from "@/lib/calculators/query-state";

export function runCagr(inputs: CagrInputs): CagrResult {
  const months = durationInMonths(inputs.duration, inputs.durationUnit);
  return inputs.mode === "cagr" ? cagrBetween({ ...inputs, months }) : futureValueAtCagr({ ...inputs, months });
}

/** Parses and writes the CAGR inputs' URL query (see QueryState). */
export const cagrQueryState = defineQueryState<CagrForm, CagrInputs>(
  {
    mode: { param: "mode", kind: "text" },
    startValue: { param: "start", kind: "number" },
    endValue: { param: "end", kind: "number" },
    cagrPct: { param: "cagr", kind: "number" },
    ...DURATION_QUERY,
  },
  cagrInputsSchema,
  CAGR_DEFAULTS,
);
