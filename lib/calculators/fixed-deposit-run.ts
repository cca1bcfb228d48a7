// What the FD calculator's result needs: the run on validated inputs and the URL query it writes. Apart
// from fixed-deposit-form.ts (what the form needs) so that the page's first load carries the form, not the math.
import { FD_DEFAULTS, type FdInputs } from "@/lib/calculators/fixed-deposit-form";
import { fdInputsSchema } from "@/lib/calculators/fixed-deposit-schema";
import { defineQueryState } from "@/lib/calculators/query-state";

/** Parses and writes the FD inputs' URL query (see QueryState). */
export const fdQueryState = defineQueryState<FdInputs, FdInputs>(
  {
    principal: { param: "amount", kind: "number" },
    annualRatePct: { param: "rate", kind: "number" },
    compounding: { param: "compounding", kind: "text" },
    tenure: { param: "tenure", kind: "number", resetWith: "tenureUnit" },
    tenureUnit: { param: "unit", kind: "text", resetWith: "tenure" },
  },
  fdInputsSchema,
  FD_DEFAULTS,
);
