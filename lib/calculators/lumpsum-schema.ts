import * as z from "zod/mini";
import { DURATION_SHAPE, checkDuration, numberSchema } from "@/lib/calculators/input-schemas";
import { LUMPSUM_FIELDS } from "@/lib/calculators/lumpsum-form";

/** The lumpsum inputs: the server reads the URL with it, the form validates with it. */
export const lumpsumInputsSchema = z
  .object({
    amount: numberSchema(LUMPSUM_FIELDS.amount),
    annualRatePct: numberSchema(LUMPSUM_FIELDS.annualRatePct),
    ...DURATION_SHAPE,
  })
  .check(checkDuration);

export type LumpsumInputs = z.output<typeof lumpsumInputsSchema>;
