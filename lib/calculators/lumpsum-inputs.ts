import { z } from "zod";
import { DURATION_SHAPE, checkDuration, numberSchema } from "@/lib/calculators/input-schemas";
import { LUMPSUM_FIELDS, type LumpsumInputs } from "@/lib/calculators/lumpsum-form";

export * from "@/lib/calculators/lumpsum-form";
export * from "@/lib/calculators/lumpsum-run";

/** The lumpsum inputs' zod schema (the server boundary and tests; the page validates with LUMPSUM_RULES). */
export const lumpsumInputsSchema: z.ZodType<LumpsumInputs> = z
  .object({
    amount: numberSchema(LUMPSUM_FIELDS.amount),
    annualRatePct: numberSchema(LUMPSUM_FIELDS.annualRatePct),
    ...DURATION_SHAPE,
  })
  .superRefine(checkDuration);
