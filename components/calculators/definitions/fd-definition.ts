import { FD_DEFAULTS, FD_FIELDS, FD_TENURE_FIELDS, type FdInputs } from "@/lib/calculators/fixed-deposit-form";
import { FD_COMPOUNDING_LABELS, TENURE_UNIT_LABELS, type TenureUnit } from "@/lib/calculators/fixed-deposit-terms";
import type { CalculatorFields } from "../calculator-types";
import { optionsOf } from "./common-fields";

function tenureUnit(value: unknown): TenureUnit {
  return value === "months" || value === "days" ? value : "years";
}

export const FD_DEFINITION: CalculatorFields<FdInputs> = {
  fields: [
    { kind: "number", name: "principal", label: "Deposit amount", spec: FD_FIELDS.principal, slider: true },
    {
      kind: "number",
      name: "annualRatePct",
      label: "Interest rate a year",
      spec: FD_FIELDS.annualRatePct,
      slider: true,
    },
    { kind: "select", name: "compounding", label: "Interest compounding", options: optionsOf(FD_COMPOUNDING_LABELS) },
    {
      kind: "number",
      name: "tenure",
      label: "Tenure",
      spec: (draft) => FD_TENURE_FIELDS[tenureUnit(draft.tenureUnit)],
      slider: true,
    },
    { kind: "select", name: "tenureUnit", label: "Tenure in", options: optionsOf(TENURE_UNIT_LABELS) },
  ],
  defaults: { ...FD_DEFAULTS },
  loadSchema: () => import("./fd-outcome").then((m) => m.FD_OUTCOME.queryState.schema),
};
