import { z } from "zod";
import { FD_COMPOUNDING, TENURE_UNITS } from "@/lib/calculators/fixed-deposit";
import { FD_FIELDS, FD_TENURE_MESSAGE, tenureIssues, type FdInputs } from "@/lib/calculators/fixed-deposit-form";
import { choiceSchema, numberSchema, reportIssues } from "@/lib/calculators/input-schemas";

export * from "@/lib/calculators/fixed-deposit-form";
export * from "@/lib/calculators/fixed-deposit-run";

/** The FD inputs' zod schema (the server boundary and tests; the page validates with FD_RULES). */
export const fdInputsSchema: z.ZodType<FdInputs> = z
  .object({
    principal: numberSchema(FD_FIELDS.principal),
    annualRatePct: numberSchema(FD_FIELDS.annualRatePct),
    compounding: choiceSchema(FD_COMPOUNDING),
    tenure: z.number({ error: FD_TENURE_MESSAGE }),
    tenureUnit: choiceSchema(TENURE_UNITS),
  })
  .superRefine((inputs, ctx) => reportIssues(ctx, tenureIssues(inputs)));
