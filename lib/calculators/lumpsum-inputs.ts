import { z } from "zod";
import {
  DURATION_FIELDS,
  DURATION_SHAPE,
  amountField,
  checkDuration,
  numberSchema,
  percentField,
} from "@/lib/calculators/input-fields";
import { calculateLumpsum, type LumpsumResult } from "@/lib/calculators/lumpsum";
import { durationInMonths } from "@/lib/calculators/periods";
import { DURATION_QUERY, defineQueryState } from "@/lib/calculators/query-state";

export const LUMPSUM_FIELDS = {
  amount: amountField(100, 100_00_00_000, 1_000, 1_00_000),
  annualRatePct: percentField("an expected return", 0, 50, 0.1, 12),
  duration: DURATION_FIELDS,
} as const;

export const lumpsumInputsSchema = z
  .object({
    amount: numberSchema(LUMPSUM_FIELDS.amount),
    annualRatePct: numberSchema(LUMPSUM_FIELDS.annualRatePct),
    ...DURATION_SHAPE,
  })
  .superRefine(checkDuration);

export type LumpsumInputs = z.infer<typeof lumpsumInputsSchema>;

export const LUMPSUM_DEFAULTS: LumpsumInputs = {
  amount: LUMPSUM_FIELDS.amount.defaultValue,
  annualRatePct: LUMPSUM_FIELDS.annualRatePct.defaultValue,
  duration: DURATION_FIELDS.years.defaultValue,
  durationUnit: "years",
};

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
