import { CAGR_DEFAULTS, CAGR_FIELDS, CAGR_MODE_LABELS, CAGR_RULES, cagrQueryState, runCagr, type CagrInputs } from "@/lib/calculators/cagr-form";
import type { CalculatorDefinition } from "../calculator-types";
import { growthTableAndChart } from "../growth-view";
import { moneyItem, percent, rupees, yearsText } from "../result-format";
import { DURATION_FIELD_DEFS, inMode, optionsOf } from "./common-fields";

export const CAGR_DEFINITION: CalculatorDefinition<CagrInputs> = {
  fields: [
    { kind: "select", name: "mode", label: "Calculate", options: optionsOf(CAGR_MODE_LABELS) },
    { kind: "number", name: "startValue", label: "Start value", spec: CAGR_FIELDS.startValue, slider: true },
    { kind: "number", name: "endValue", label: "End value", spec: CAGR_FIELDS.endValue, slider: true, when: inMode("cagr") },
    { kind: "number", name: "cagrPct", label: "CAGR", spec: CAGR_FIELDS.cagrPct, slider: true, when: inMode("future-value") },
    ...DURATION_FIELD_DEFS,
  ],
  defaults: { ...CAGR_DEFAULTS },
  rules: CAGR_RULES,
  queryState: cagrQueryState,
  present: (inputs) => {
    const result = runCagr(inputs);
    const cagr = { label: "CAGR", value: percent(result.cagrPct), primary: inputs.mode === "cagr" };
    return {
      summary: [
        ...(inputs.mode === "cagr" ? [cagr] : []),
        moneyItem("Start value", result.startValue),
        moneyItem("Gains", result.gains),
        moneyItem(inputs.mode === "cagr" ? "End value" : "Future value", result.endValue, inputs.mode === "future-value"),
        { label: "Absolute return", value: percent(result.absoluteReturnPct) },
        ...(inputs.mode === "future-value" ? [cagr] : []),
      ],
      ...growthTableAndChart(result.rows, {
        summary: `${rupees(result.startValue)} grows to ${rupees(result.endValue)} in ${yearsText(result.years)} at a steady ${percent(result.cagrPct)} a year.`,
        invested: "Start value",
      }),
    };
  },
};
