import { SWP_DEFAULTS, SWP_FIELDS, type SwpInputs } from "@/lib/calculators/swp-form";
import type { CalculatorFields } from "../calculator-types";
import { FREQUENCY_FIELD, RATE_BASIS_FIELD, TIMING_FIELD } from "./common-fields";
import { DURATION_FIELD_DEFS } from "./duration-field-defs";

export const SWP_DEFINITION: CalculatorFields<SwpInputs> = {
  fields: [
    { kind: "number", name: "corpus", label: "Total investment", spec: SWP_FIELDS.corpus, slider: true },
    { kind: "number", name: "withdrawal", label: "Withdrawal per period", spec: SWP_FIELDS.withdrawal, slider: true },
    FREQUENCY_FIELD,
    {
      kind: "number",
      name: "annualRatePct",
      label: "Expected return a year",
      spec: SWP_FIELDS.annualRatePct,
      slider: true,
    },
    ...DURATION_FIELD_DEFS,
    TIMING_FIELD,
    RATE_BASIS_FIELD,
  ],
  defaults: { ...SWP_DEFAULTS },
  loadSchema: () => import("./swp-outcome").then((m) => m.SWP_OUTCOME.queryState.schema),
};
