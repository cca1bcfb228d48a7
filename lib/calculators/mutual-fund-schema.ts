import * as z from "zod/mini";
import { CHOICE_MESSAGE, type Issue } from "@/lib/calculators/input-fields";
import { choiceSchema, crossCheck, numberSchema } from "@/lib/calculators/input-schemas";
import { END_BEFORE_START_MESSAGE } from "@/lib/calculators/nav-window-problem";
import { FREQUENCIES } from "@/lib/calculators/periods";
import { MUTUAL_FUND_FIELDS, DATE_MESSAGE, SCHEME_CODE_FIELD } from "@/lib/calculators/mutual-fund-form";

/** An SIP's end date before its start date. ISO dates compare as text. */
function mutualFundDateIssues(inputs: { mode: string; startDate?: string; endDate?: string }): Issue[] {
  if (inputs.mode === "sip" && inputs.startDate && inputs.endDate && inputs.endDate < inputs.startDate) {
    return [{ message: END_BEFORE_START_MESSAGE, path: ["endDate"] }];
  }
  return [];
}

const schemeCode = z.optional(numberSchema(SCHEME_CODE_FIELD));
const date = z.optional(z.iso.date({ error: DATE_MESSAGE }));

/**
 * The mutual fund calculator's inputs: the server reads the URL with it, the form validates with it.
 * Dates are optional (undefined when the field is empty): see MutualFundPlan for their defaults.
 */
export const mutualFundInputsSchema = z
  .discriminatedUnion(
    "mode",
    [
      z.object({
        mode: z.literal("sip"),
        schemeCode,
        amount: numberSchema(MUTUAL_FUND_FIELDS.sipAmount),
        frequency: choiceSchema(FREQUENCIES),
        startDate: date,
        endDate: date,
      }),
      z.object({
        mode: z.literal("lumpsum"),
        schemeCode,
        amount: numberSchema(MUTUAL_FUND_FIELDS.lumpsumAmount),
        startDate: date,
      }),
    ],
    { error: CHOICE_MESSAGE },
  )
  .check(crossCheck(mutualFundDateIssues));

export type MutualFundInputs = z.output<typeof mutualFundInputsSchema>;
