import { CAGR_DEFAULTS, CAGR_FIELDS, CAGR_MODE_LABELS, type CagrInputs } from "@/lib/calculators/cagr-form";
import type { CalculatorFields } from "../calculator-types";
import { inMode, optionsOf } from "./common-fields";
import { DURATION_FIELD_DEFS } from "./duration-field-defs";

export const CAGR_DEFINITION: CalculatorFields<CagrInputs> = {
  fields: [
    { kind: "select", name: "mode", label: "Calculate", options: optionsOf(CAGR_MODE_LABELS) },
    { kind: "number", name: "startValue", label: "Start value", spec: CAGR_FIELDS.startValue, slider: true },
    {
      kind: "number",
      name: "endValue",
      label: "End value",
      spec: CAGR_FIELDS.endValue,
      slider: true,
      when: inMode("cagr"),
    },
    {
      kind: "number",
      name: "cagrPct",
      label: "CAGR",
      spec: CAGR_FIELDS.cagrPct,
      slider: true,
      when: inMode("future-value"),
    },
    ...DURATION_FIELD_DEFS,
  ],
  defaults: { ...CAGR_DEFAULTS },
  loadSchema: () => import("./cagr-outcome").then((m) => m.CAGR_OUTCOME.queryState.schema),
};
