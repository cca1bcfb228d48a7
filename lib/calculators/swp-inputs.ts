import { z } from "zod";
import {
  DURATION_FIELDS,
  DURATION_SHAPE,
  amountField,
  checkDuration,
  numberSchema,
  percentField,
} from "@/lib/calculators/input-fields";
import { FREQUENCIES, durationInMonths } from "@/lib/calculators/periods";
import { DURATION_QUERY, defineQueryState } from "@/lib/calculators/query-state";
import { calculateSwp, type SwpResult } from "@/lib/calculators/swp";

export const SWP_FIELDS = {
  corpus: amountField(1_000, 100_00_00_000, 10_000, 10_00_000),
  withdrawal: amountField(100, 1_00_00_000, 500, 10_000),
  annualRatePct: percentField("an expected return", 0, 50, 0.1, 8),
  duration: DURATION_FIELDS,
} as const;

export const swpInputsSchema = z
  .object({
    corpus: numberSchema(SWP_FIELDS.corpus),
    withdrawal: numberSchema(SWP_FIELDS.withdrawal),
    annualRatePct: numberSchema(SWP_FIELDS.annualRatePct),
    frequency: z.enum(FREQUENCIES),
    ...DURATION_SHAPE,
  })
  .superRefine(checkDuration);

export type SwpInputs = z.infer<typeof swpInputsSchema>;

export const SWP_DEFAULTS: SwpInputs = {
  corpus: SWP_FIELDS.corpus.defaultValue,
  withdrawal: SWP_FIELDS.withdrawal.defaultValue,
  annualRatePct: SWP_FIELDS.annualRatePct.defaultValue,
  frequency: "monthly",
  duration: DURATION_FIELDS.years.defaultValue,
  durationUnit: "years",
};

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
  swpInputsSchema,
  SWP_DEFAULTS,
);
