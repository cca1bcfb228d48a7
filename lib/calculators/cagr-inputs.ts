import { z } from "zod";
import { cagrBetween, futureValueAtCagr, type CagrResult } from "@/lib/calculators/cagr";
import {
  DURATION_FIELDS,
  DURATION_MESSAGE,
  amountField,
  durationIssues,
  numberSchema,
  percentField,
  reportIssues,
} from "@/lib/calculators/input-fields";
import { DURATION_UNITS, durationInMonths, type DurationUnit } from "@/lib/calculators/periods";
import { parseQueryState, serialiseQueryState, type QueryCodec, type QueryParams } from "@/lib/calculators/query-state";

/** "cagr": the rate between two values; "future-value": the value a rate reaches. */
export const CAGR_MODES = ["cagr", "future-value"] as const;
export type CagrMode = (typeof CAGR_MODES)[number];
export const CAGR_MODE_LABELS: Record<CagrMode, string> = { cagr: "Find the CAGR", "future-value": "Find the future value" };

export const CAGR_FIELDS = {
  startValue: amountField(1, 1_000_00_00_000, 1_000, 1_00_000),
  endValue: amountField(0, 1_000_00_00_000, 1_000, 2_00_000),
  cagrPct: percentField("a CAGR", 0, 100, 0.1, 12),
  duration: DURATION_FIELDS,
} as const;

const common = {
  startValue: numberSchema(CAGR_FIELDS.startValue),
  duration: z.number({ error: DURATION_MESSAGE }),
  durationUnit: z.enum(DURATION_UNITS),
};

export const cagrInputsSchema = z
  .discriminatedUnion("mode", [
    z.object({ mode: z.literal("cagr"), endValue: numberSchema(CAGR_FIELDS.endValue), ...common }),
    z.object({ mode: z.literal("future-value"), cagrPct: numberSchema(CAGR_FIELDS.cagrPct), ...common }),
  ])
  .superRefine((inputs, ctx) => reportIssues(ctx, durationIssues(inputs.duration, inputs.durationUnit)));

export type CagrInputs = z.infer<typeof cagrInputsSchema>;

export interface CagrForm {
  mode: CagrMode;
  startValue: number;
  endValue: number;
  cagrPct: number;
  duration: number;
  durationUnit: DurationUnit;
}

export const CAGR_DEFAULTS: CagrForm = {
  mode: "cagr",
  startValue: CAGR_FIELDS.startValue.defaultValue,
  endValue: CAGR_FIELDS.endValue.defaultValue,
  cagrPct: CAGR_FIELDS.cagrPct.defaultValue,
  duration: 5,
  durationUnit: "years",
};

export function runCagr(inputs: CagrInputs): CagrResult {
  const months = durationInMonths(inputs.duration, inputs.durationUnit);
  return inputs.mode === "cagr"
    ? cagrBetween({ startValue: inputs.startValue, endValue: inputs.endValue, months })
    : futureValueAtCagr({ startValue: inputs.startValue, cagrPct: inputs.cagrPct, months });
}

const CAGR_QUERY: QueryCodec<CagrForm> = {
  mode: { param: "mode", kind: "text" },
  startValue: { param: "start", kind: "number" },
  endValue: { param: "end", kind: "number" },
  cagrPct: { param: "cagr", kind: "number" },
  duration: { param: "duration", kind: "number", resetWith: "durationUnit" },
  durationUnit: { param: "unit", kind: "text", resetWith: "duration" },
};

export function parseCagrQuery(params: QueryParams): CagrInputs {
  return parseQueryState(params, CAGR_QUERY, cagrInputsSchema, CAGR_DEFAULTS);
}

export function cagrQuery(inputs: CagrInputs): string {
  return serialiseQueryState<CagrForm>(inputs, CAGR_QUERY);
}
