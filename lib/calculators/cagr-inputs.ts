import { z } from "zod";
import { CAGR_FIELDS, type CagrInputs } from "@/lib/calculators/cagr-form";
import { CHOICE_MESSAGE } from "@/lib/calculators/input-fields";
import { DURATION_SHAPE, checkDuration, numberSchema } from "@/lib/calculators/input-schemas";

export * from "@/lib/calculators/cagr-form";
export * from "@/lib/calculators/cagr-run";

const common = {
  startValue: numberSchema(CAGR_FIELDS.startValue),
  ...DURATION_SHAPE,
};

/** The CAGR inputs' zod schema (the server boundary and tests; the page validates with CAGR_RULES). */
export const cagrInputsSchema: z.ZodType<CagrInputs> = z
  .discriminatedUnion(
    "mode",
    [
      z.object({ mode: z.literal("cagr"), endValue: numberSchema(CAGR_FIELDS.endValue), ...common }),
      z.object({ mode: z.literal("future-value"), cagrPct: numberSchema(CAGR_FIELDS.cagrPct), ...common }),
    ],
    { error: CHOICE_MESSAGE },
  )
  .superRefine(checkDuration);
