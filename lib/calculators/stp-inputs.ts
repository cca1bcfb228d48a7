import { z } from "zod";
import { DURATION_SHAPE, checkDuration, choiceSchema, numberSchema } from "@/lib/calculators/input-schemas";
import { FREQUENCIES } from "@/lib/calculators/periods";
import { STP_FIELDS, type StpInputs } from "@/lib/calculators/stp-form";

export * from "@/lib/calculators/stp-form";
export * from "@/lib/calculators/stp-run";

/** The STP inputs' zod schema (the server boundary and tests; the page validates with STP_RULES). */
export const stpInputsSchema: z.ZodType<StpInputs> = z
  .object({
    lumpsum: numberSchema(STP_FIELDS.lumpsum),
    transfer: numberSchema(STP_FIELDS.transfer),
    frequency: choiceSchema(FREQUENCIES),
    sourceRatePct: numberSchema(STP_FIELDS.sourceRatePct),
    targetRatePct: numberSchema(STP_FIELDS.targetRatePct),
    ...DURATION_SHAPE,
  })
  .superRefine(checkDuration);
