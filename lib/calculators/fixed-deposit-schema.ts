import * as z from "zod/mini";
import { FD_COMPOUNDING, TENURE_UNITS } from "@/lib/calculators/fixed-deposit-terms";
import { choiceSchema, crossCheck, numberSchema } from "@/lib/calculators/input-schemas";
import { FD_TENURE_MESSAGE, FD_FIELDS, tenureIssues } from "@/lib/calculators/fixed-deposit-form";

/** The FD inputs: the server reads the URL with it, the form validates with it. */
export const fdInputsSchema = z
  .object({
    principal: numberSchema(FD_FIELDS.principal),
    annualRatePct: numberSchema(FD_FIELDS.annualRatePct),
    compounding: choiceSchema(FD_COMPOUNDING),
    tenure: z.number({ error: FD_TENURE_MESSAGE }),
    tenureUnit: choiceSchema(TENURE_UNITS),
  })
  .check(crossCheck(tenureIssues));

/** Validated FD inputs are an FdPlan: pass them straight to calculateFixedDeposit. */
export type FdInputs = z.output<typeof fdInputsSchema>;
