import { z } from "zod";
import {
  DURATION_FIELDS,
  DURATION_MESSAGE,
  amountField,
  durationIssues,
  numberSchema,
  percentField,
  reportIssues,
} from "@/lib/calculators/input-fields";
import { DURATION_UNITS, FREQUENCIES, durationInMonths } from "@/lib/calculators/periods";
import { parseQueryState, serialiseQueryState, type QueryCodec, type QueryParams } from "@/lib/calculators/query-state";
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
    duration: z.number({ error: DURATION_MESSAGE }),
    durationUnit: z.enum(DURATION_UNITS),
  })
  .superRefine((inputs, ctx) => reportIssues(ctx, durationIssues(inputs.duration, inputs.durationUnit, inputs.frequency)));

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
  return calculateSwp({
    corpus: inputs.corpus,
    withdrawal: inputs.withdrawal,
    annualRatePct: inputs.annualRatePct,
    frequency: inputs.frequency,
    months: durationInMonths(inputs.duration, inputs.durationUnit),
  });
}

const SWP_QUERY: QueryCodec<SwpInputs> = {
  corpus: { param: "corpus", kind: "number" },
  withdrawal: { param: "withdrawal", kind: "number" },
  annualRatePct: { param: "rate", kind: "number" },
  frequency: { param: "frequency", kind: "text" },
  duration: { param: "duration", kind: "number", resetWith: "durationUnit" },
  durationUnit: { param: "unit", kind: "text", resetWith: "duration" },
};

export function parseSwpQuery(params: QueryParams): SwpInputs {
  return parseQueryState(params, SWP_QUERY, swpInputsSchema, SWP_DEFAULTS);
}

export function swpQuery(inputs: SwpInputs): string {
  return serialiseQueryState(inputs, SWP_QUERY);
}
