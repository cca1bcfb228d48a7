import * as z from "zod/mini";
import { DURATION_SHAPE, checkDuration, choiceSchema, numberSchema } from "@/lib/calculators/input-schemas";
import { FREQUENCIES, RATE_BASES, TIMINGS } from "@/lib/calculators/periods";
import { SWP_FIELDS } from "@/lib/calculators/swp-form";

/** The SWP inputs: the server reads the URL with it, the form validates with it. */
export const swpInputsSchema = z
  .object({
    corpus: numberSchema(SWP_FIELDS.corpus),
    withdrawal: numberSchema(SWP_FIELDS.withdrawal),
    annualRatePct: numberSchema(SWP_FIELDS.annualRatePct),
    frequency: choiceSchema(FREQUENCIES),
    rateBasis: choiceSchema(RATE_BASES),
    timing: choiceSchema(TIMINGS),
    ...DURATION_SHAPE,
  })
  .check(checkDuration);

export type SwpInputs = z.output<typeof swpInputsSchema>;
