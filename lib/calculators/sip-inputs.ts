import { z } from "zod";
import { CHOICE_MESSAGE } from "@/lib/calculators/input-fields";
import { DURATION_SHAPE, checkDuration, choiceSchema, numberSchema } from "@/lib/calculators/input-schemas";
import { FREQUENCIES } from "@/lib/calculators/periods";
import { SIP_FIELDS, type SipInputs } from "@/lib/calculators/sip-form";

export * from "@/lib/calculators/sip-form";
export * from "@/lib/calculators/sip-run";

const common = {
  annualRatePct: numberSchema(SIP_FIELDS.annualRatePct),
  frequency: choiceSchema(FREQUENCIES),
  ...DURATION_SHAPE,
  stepUpPct: numberSchema(SIP_FIELDS.stepUpPct),
};

/** The SIP inputs' zod schema (the server boundary and tests; the page validates with SIP_RULES). */
export const sipInputsSchema: z.ZodType<SipInputs> = z
  .discriminatedUnion(
    "mode",
    [
      z.object({ mode: z.literal("amount"), amount: numberSchema(SIP_FIELDS.amount), ...common }),
      z.object({ mode: z.literal("target"), target: numberSchema(SIP_FIELDS.target), ...common }),
    ],
    { error: CHOICE_MESSAGE },
  )
  .superRefine(checkDuration);
