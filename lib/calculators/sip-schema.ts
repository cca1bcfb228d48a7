import * as z from "zod/mini";
import { CHOICE_MESSAGE } from "@/lib/calculators/input-fields";
import { DURATION_SHAPE, checkDuration, choiceSchema, numberSchema } from "@/lib/calculators/input-schemas";
import { FREQUENCIES, TIMINGS } from "@/lib/calculators/periods";
import { SIP_FIELDS } from "@/lib/calculators/sip-form";

const common = {
  annualRatePct: numberSchema(SIP_FIELDS.annualRatePct),
  frequency: choiceSchema(FREQUENCIES),
  timing: choiceSchema(TIMINGS),
  ...DURATION_SHAPE,
  stepUpPct: numberSchema(SIP_FIELDS.stepUpPct),
};

/** The SIP inputs: the server reads the URL with it, the form validates with it. Each mode reads only its own amount, so the other (hidden) field never blocks a result. */
export const sipInputsSchema = z
  .discriminatedUnion(
    "mode",
    [
      z.object({ mode: z.literal("amount"), amount: numberSchema(SIP_FIELDS.amount), ...common }),
      z.object({ mode: z.literal("target"), target: numberSchema(SIP_FIELDS.target), ...common }),
    ],
    { error: CHOICE_MESSAGE },
  )
  .check(checkDuration);

export type SipInputs = z.output<typeof sipInputsSchema>;
