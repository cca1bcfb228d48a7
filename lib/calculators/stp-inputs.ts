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
import { calculateStp, type StpResult } from "@/lib/calculators/stp";

export const STP_FIELDS = {
  lumpsum: amountField(1_000, 100_00_00_000, 10_000, 5_00_000),
  transfer: amountField(100, 1_00_00_000, 500, 25_000),
  sourceRatePct: percentField("the source fund's expected return", 0, 50, 0.1, 6),
  targetRatePct: percentField("the target fund's expected return", 0, 50, 0.1, 12),
  duration: DURATION_FIELDS,
} as const;

export const stpInputsSchema = z
  .object({
    lumpsum: numberSchema(STP_FIELDS.lumpsum),
    transfer: numberSchema(STP_FIELDS.transfer),
    frequency: z.enum(FREQUENCIES),
    sourceRatePct: numberSchema(STP_FIELDS.sourceRatePct),
    targetRatePct: numberSchema(STP_FIELDS.targetRatePct),
    duration: z.number({ error: DURATION_MESSAGE }),
    durationUnit: z.enum(DURATION_UNITS),
  })
  .superRefine((inputs, ctx) => reportIssues(ctx, durationIssues(inputs.duration, inputs.durationUnit, inputs.frequency)));

export type StpInputs = z.infer<typeof stpInputsSchema>;

export const STP_DEFAULTS: StpInputs = {
  lumpsum: STP_FIELDS.lumpsum.defaultValue,
  transfer: STP_FIELDS.transfer.defaultValue,
  frequency: "monthly",
  sourceRatePct: STP_FIELDS.sourceRatePct.defaultValue,
  targetRatePct: STP_FIELDS.targetRatePct.defaultValue,
  duration: 2,
  durationUnit: "years",
};

export function runStp(inputs: StpInputs): StpResult {
  return calculateStp({
    lumpsum: inputs.lumpsum,
    transfer: inputs.transfer,
    frequency: inputs.frequency,
    sourceRatePct: inputs.sourceRatePct,
    targetRatePct: inputs.targetRatePct,
    months: durationInMonths(inputs.duration, inputs.durationUnit),
  });
}

const STP_QUERY: QueryCodec<StpInputs> = {
  lumpsum: { param: "amount", kind: "number" },
  transfer: { param: "transfer", kind: "number" },
  frequency: { param: "frequency", kind: "text" },
  sourceRatePct: { param: "source-rate", kind: "number" },
  targetRatePct: { param: "target-rate", kind: "number" },
  duration: { param: "duration", kind: "number", resetWith: "durationUnit" },
  durationUnit: { param: "unit", kind: "text", resetWith: "duration" },
};

export function parseStpQuery(params: QueryParams): StpInputs {
  return parseQueryState(params, STP_QUERY, stpInputsSchema, STP_DEFAULTS);
}

export function stpQuery(inputs: StpInputs): string {
  return serialiseQueryState(inputs, STP_QUERY);
}
