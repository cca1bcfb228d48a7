import * as z from "zod/mini";
import { DURATION_SHAPE, checkDuration, choiceSchema, numberSchema } from "@/lib/calculators/input-schemas";
import { FREQUENCIES } from "@/lib/calculators/periods";
import { STP_FIELDS } from "@/lib/calculators/stp-form";

/** The STP inputs: the server reads the URL with it, the form validates with it. */
export const stpInputsSchema = z
  .object({
    lumpsum: numberSchema(STP_FIELDS.lumpsum),
    transfer: numberSchema(STP_FIELDS.transfer),
    frequency: choiceSchema(FREQUENCIES),
    sourceRatePct: numberSchema(STP_FIELDS.sourceRatePct),
    targetRatePct: numberSchema(STP_FIELDS.targetRatePct),
    ...DURATION_SHAPE,
  })
  .check(checkDuration);

export type StpInputs = z.output<typeof stpInputsSchema>;
