import { z } from "zod";
import { DURATION_SHAPE, checkDuration, choiceSchema, numberSchema } from "@/lib/calculators/input-schemas";
import { FREQUENCIES } from "@/lib/calculators/periods";
import { SWP_FIELDS, type SwpInputs } from "@/lib/calculators/swp-form";

export * from "@/lib/calculators/swp-form";
export * from "@/lib/calculators/swp-run";

/** The SWP inputs' zod schema (the server boundary and tests; the page validates with SWP_RULES). */
export const swpInputsSchema: z.ZodType<SwpInputs> = z
  .object({
    corpus: numberSchema(SWP_FIELDS.corpus),
    withdrawal: numberSchema(SWP_FIELDS.withdrawal),
    annualRatePct: numberSchema(SWP_FIELDS.annualRatePct),
    frequency: choiceSchema(FREQUENCIES),
    ...DURATION_SHAPE,
  })
  .superRefine(checkDuration);
