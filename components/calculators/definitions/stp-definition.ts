import { STP_DEFAULTS, STP_FIELDS, type StpInputs } from "@/lib/calculators/stp-form";
import type { CalculatorFields } from "../calculator-types";
import { FREQUENCY_FIELD } from "./common-fields";
import { DURATION_FIELD_DEFS } from "./duration-field-defs";

export const STP_DEFINITION: CalculatorFields<StpInputs> = {
  fields: [
    { kind: "number", name: "lumpsum", label: "Lumpsum in the source fund", spec: STP_FIELDS.lumpsum, slider: true },
    { kind: "number", name: "transfer", label: "Transfer per period", spec: STP_FIELDS.transfer, slider: true },
    FREQUENCY_FIELD,
    {
      kind: "number",
      name: "sourceRatePct",
      label: "Source fund's expected return a year",
      spec: STP_FIELDS.sourceRatePct,
      slider: true,
    },
    {
      kind: "number",
      name: "targetRatePct",
      label: "Target fund's expected return a year",
      spec: STP_FIELDS.targetRatePct,
      slider: true,
    },
    ...DURATION_FIELD_DEFS,
  ],
  defaults: { ...STP_DEFAULTS },
  loadSchema: () => import("./stp-outcome").then((m) => m.STP_OUTCOME.queryState.schema),
};
