import * as z from "zod/mini";
import { CHOICE_MESSAGE } from "@/lib/calculators/input-fields";
import { DURATION_SHAPE, checkDuration, numberSchema } from "@/lib/calculators/input-schemas";
import { CAGR_FIELDS } from "@/lib/calculators/cagr-form";

const common = {
  startValue: numberSchema(CAGR_FIELDS.startValue),
  ...DURATION_SHAPE,
};

/** The CAGR inputs: the server reads the URL with it, the form validates with it. */
export const cagrInputsSchema = z
  .discriminatedUnion(
    "mode",
    [
      z.object({ mode: z.literal("cagr"), endValue: numberSchema(CAGR_FIELDS.endValue), ...common }),
      z.object({ mode: z.literal("future-value"), cagrPct: numberSchema(CAGR_FIELDS.cagrPct), ...common }),
    ],
    { error: CHOICE_MESSAGE },
  )
  .check(checkDuration);

export type CagrInputs = z.output<typeof cagrInputsSchema>;
