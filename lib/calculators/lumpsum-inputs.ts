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
import { calculateLumpsum, type LumpsumResult } from "@/lib/calculators/lumpsum";
import { DURATION_UNITS, durationInMonths } from "@/lib/calculators/periods";
import { parseQueryState, serialiseQueryState, type QueryCodec, type QueryParams } from "@/lib/calculators/query-state";

export const LUMPSUM_FIELDS = {
  amount: amountField(100, 100_00_00_000, 1_000, 1_00_000),
  annualRatePct: percentField("an expected return", 0, 50, 0.1, 12),
  duration: DURATION_FIELDS,
} as const;

export const lumpsumInputsSchema = z
  .object({
    amount: numberSchema(LUMPSUM_FIELDS.amount),
    annualRatePct: numberSchema(LUMPSUM_FIELDS.annualRatePct),
    duration: z.number({ error: DURATION_MESSAGE }),
    durationUnit: z.enum(DURATION_UNITS),
  })
  .superRefine((inputs, ctx) => reportIssues(ctx, durationIssues(inputs.duration, inputs.durationUnit)));

export type LumpsumInputs = z.infer<typeof lumpsumInputsSchema>;

export const LUMPSUM_DEFAULTS: LumpsumInputs = {
  amount: LUMPSUM_FIELDS.amount.defaultValue,
  annualRatePct: LUMPSUM_FIELDS.annualRatePct.defaultValue,
  duration: DURATION_FIELDS.years.defaultValue,
  durationUnit: "years",
};

export function runLumpsum(inputs: LumpsumInputs): LumpsumResult {
  return calculateLumpsum({
    amount: inputs.amount,
    annualRatePct: inputs.annualRatePct,
    months: durationInMonths(inputs.duration, inputs.durationUnit),
  });
}

const LUMPSUM_QUERY: QueryCodec<LumpsumInputs> = {
  amount: { param: "amount", kind: "number" },
  annualRatePct: { param: "rate", kind: "number" },
  duration: { param: "duration", kind: "number", resetWith: "durationUnit" },
  durationUnit: { param: "unit", kind: "text", resetWith: "duration" },
};

export function parseLumpsumQuery(params: QueryParams): LumpsumInputs {
  return parseQueryState(params, LUMPSUM_QUERY, lumpsumInputsSchema, LUMPSUM_DEFAULTS);
}

export function lumpsumQuery(inputs: LumpsumInputs): string {
  return serialiseQueryState(inputs, LUMPSUM_QUERY);
}
