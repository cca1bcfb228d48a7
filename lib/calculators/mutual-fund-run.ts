// What the mutual fund calculator's result needs: the run on validated inputs and the URL query it writes.
// Apart from mutual-fund-form.ts (what the form needs) so that the page's first load carries the form, not the math.
import { calculateMutualFund, type MutualFundOutcome } from "@/lib/calculators/mutual-fund";
import { MUTUAL_FUND_DEFAULTS, type MutualFundForm, type MutualFundInputs } from "@/lib/calculators/mutual-fund-form";
import { mutualFundInputsSchema } from "@/lib/calculators/mutual-fund-schema";
import { defineQueryState } from "@/lib/calculators/query-state";
import type { NavPoint } from "@/lib/metrics/nav-series";

/** Runs validated inputs on the chosen fund's NAV history (see calculateMutualFund). */
export function runMutualFund(inputs: MutualFundInputs, navs: readonly NavPoint[]): MutualFundOutcome {
  return calculateMutualFund(inputs.mode === "sip" ? inputs : { ...inputs, frequency: "monthly" }, navs);
}

/** Parses and writes the mutual fund calculator inputs' URL query (see QueryState). */
export const mutualFundQueryState = defineQueryState<MutualFundForm, MutualFundInputs>(
  {
    mode: { param: "mode", kind: "text" },
    schemeCode: { param: "fund", kind: "number" },
    amount: { param: "amount", kind: "number" },
    frequency: { param: "frequency", kind: "text" },
    startDate: { param: "start", kind: "text" },
    endDate: { param: "end", kind: "text" },
  },
  mutualFundInputsSchema,
  MUTUAL_FUND_DEFAULTS,
);
