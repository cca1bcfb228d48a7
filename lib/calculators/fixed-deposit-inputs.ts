import { z } from "zod";
import { FD_COMPOUNDING, TENURE_UNITS, type TenureUnit } from "@/lib/calculators/fixed-deposit";
import { amountField, numberSchema, percentField, reportIssues, type NumberFieldSpec } from "@/lib/calculators/input-fields";
import { defineQueryState } from "@/lib/calculators/query-state";

export const FD_TENURE_MESSAGE = "Enter a tenure between 7 days and 40 years";

export const FD_TENURE_FIELDS: Record<TenureUnit, NumberFieldSpec> = {
  years: { min: 1, max: 40, step: 1, defaultValue: 5, unit: "Y", integer: true, message: FD_TENURE_MESSAGE },
  months: { min: 1, max: 480, step: 1, defaultValue: 60, unit: "M", integer: true, message: FD_TENURE_MESSAGE },
  days: { min: 7, max: 40 * 365, step: 1, defaultValue: 444, unit: "D", integer: true, message: FD_TENURE_MESSAGE },
};

export const FD_FIELDS = {
  principal: amountField(1_000, 100_00_00_000, 5_000, 1_00_000),
  annualRatePct: percentField("an interest rate", 0, 15, 0.05, 7),
  tenure: FD_TENURE_FIELDS,
} as const;

export const fdInputsSchema = z
  .object({
    principal: numberSchema(FD_FIELDS.principal),
    annualRatePct: numberSchema(FD_FIELDS.annualRatePct),
    compounding: z.enum(FD_COMPOUNDING),
    tenure: z.number({ error: FD_TENURE_MESSAGE }),
    tenureUnit: z.enum(TENURE_UNITS),
  })
  .superRefine((inputs, ctx) => {
    const spec = FD_TENURE_FIELDS[inputs.tenureUnit];
    if (!numberSchema(spec).safeParse(inputs.tenure).success) reportIssues(ctx, [{ message: spec.message, path: ["tenure"] }]);
  });

/** Validated FD inputs are an FdPlan: pass them straight to calculateFixedDeposit. */
export type FdInputs = z.infer<typeof fdInputsSchema>;

export const FD_DEFAULTS: FdInputs = {
  principal: FD_FIELDS.principal.defaultValue,
  annualRatePct: FD_FIELDS.annualRatePct.defaultValue,
  compounding: "quarterly",
  tenure: FD_TENURE_FIELDS.years.defaultValue,
  tenureUnit: "years",
};

/** Parses and writes the FD inputs' URL query (see QueryState). */
export const fdQueryState = defineQueryState<FdInputs, FdInputs>(
  {
    principal: { param: "amount", kind: "number" },
    annualRatePct: { param: "rate", kind: "number" },
    compounding: { param: "compounding", kind: "text" },
    tenure: { param: "tenure", kind: "number", resetWith: "tenureUnit" },
    tenureUnit: { param: "unit", kind: "text", resetWith: "tenure" },
  },
  fdInputsSchema,
  FD_DEFAULTS,
);
