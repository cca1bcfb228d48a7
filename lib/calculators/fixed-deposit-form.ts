import type { TenureUnit } from "@/lib/calculators/fixed-deposit-terms";
import { amountField, fitsSpec, percentField, type Issue, type NumberFieldSpec } from "@/lib/calculators/input-fields";
import type { FdInputs } from "@/lib/calculators/fixed-deposit-schema";

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

/** The tenure's range depends on its unit. */
export function tenureIssues(inputs: { tenure: unknown; tenureUnit: TenureUnit }): Issue[] {
  const spec = FD_TENURE_FIELDS[inputs.tenureUnit];
  return fitsSpec(spec, inputs.tenure) ? [] : [{ message: spec.message, path: ["tenure"] }];
}

export const FD_DEFAULTS: FdInputs = {
  principal: FD_FIELDS.principal.defaultValue,
  annualRatePct: FD_FIELDS.annualRatePct.defaultValue,
  compounding: "quarterly",
  tenure: FD_TENURE_FIELDS.years.defaultValue,
  tenureUnit: "years",
};

export type { FdInputs };
