import { LUMPSUM_DEFAULTS, LUMPSUM_FIELDS, type LumpsumInputs } from "@/lib/calculators/lumpsum-form";
import type { CalculatorFields } from "../calculator-types";
import { DURATION_FIELD_DEFS } from "./duration-field-defs";

export const LUMPSUM_DEFINITION: CalculatorFields<LumpsumInputs> = {
  fields: [
    { kind: "number", name: "amount", label: "Investment amount", spec: LUMPSUM_FIELDS.amount, slider: true },
    {
      kind: "number",
      name: "annualRatePct",
      label: "Expected return a year",
      spec: LUMPSUM_FIELDS.annualRatePct,
      slider: true,
    },
    ...DURATION_FIELD_DEFS,
  ],
  defaults: { ...LUMPSUM_DEFAULTS },
  loadSchema: () => import("./lumpsum-outcome").then((m) => m.LUMPSUM_OUTCOME.queryState.schema),
};
