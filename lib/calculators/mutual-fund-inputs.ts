import { z } from "zod";
import { CHOICE_MESSAGE } from "@/lib/calculators/input-fields";
import { choiceSchema, numberSchema, reportIssues } from "@/lib/calculators/input-schemas";
import {
  DATE_MESSAGE,
  MUTUAL_FUND_FIELDS,
  SCHEME_CODE_FIELD,
  mutualFundDateIssues,
  type MutualFundInputs,
} from "@/lib/calculators/mutual-fund-form";
import { FREQUENCIES } from "@/lib/calculators/periods";

export * from "@/lib/calculators/mutual-fund-form";
export * from "@/lib/calculators/mutual-fund-run";
export * from "@/lib/calculators/nav-window";
export * from "@/lib/calculators/nav-window-problem";

const isoDate = z.iso.date({ error: DATE_MESSAGE });
const schemeCode = numberSchema(SCHEME_CODE_FIELD).optional();

/** The mutual fund calculator's zod schema (the server boundary and tests; the page validates with MUTUAL_FUND_RULES). */
export const mutualFundInputsSchema: z.ZodType<MutualFundInputs> = z
  .discriminatedUnion(
    "mode",
    [
      z.object({
        mode: z.literal("sip"),
        schemeCode,
        amount: numberSchema(MUTUAL_FUND_FIELDS.sipAmount),
        frequency: choiceSchema(FREQUENCIES),
        startDate: isoDate.optional(),
        endDate: isoDate.optional(),
      }),
      z.object({ mode: z.literal("lumpsum"), schemeCode, amount: numberSchema(MUTUAL_FUND_FIELDS.lumpsumAmount), startDate: isoDate.optional() }),
    ],
    { error: CHOICE_MESSAGE },
  )
  .superRefine((inputs, ctx) => reportIssues(ctx, mutualFundDateIssues(inputs)));
