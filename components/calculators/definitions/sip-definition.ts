import { FREQUENCY_LABELS } from "@/lib/calculators/periods";
import { SIP_DEFAULTS, SIP_FIELDS, SIP_MODE_LABELS, runSip, SIP_RULES, sipQueryState, type SipInputs } from "@/lib/calculators/sip-form";
import type { CalculatorDefinition } from "../calculator-types";
import { growthTableAndChart } from "../growth-view";
import { moneyItem, rupees, yearsText } from "../result-format";
import { DURATION_FIELD_DEFS, FREQUENCY_FIELD, inMode, optionsOf } from "./common-fields";

export const SIP_DEFINITION: CalculatorDefinition<SipInputs> = {
  fields: [
    { kind: "select", name: "mode", label: "Calculate from", options: optionsOf(SIP_MODE_LABELS) },
    { kind: "number", name: "amount", label: "Investment per instalment", spec: SIP_FIELDS.amount, slider: true, when: inMode("amount") },
    { kind: "number", name: "target", label: "Target amount", spec: SIP_FIELDS.target, slider: true, when: inMode("target") },
    FREQUENCY_FIELD,
    { kind: "number", name: "annualRatePct", label: "Expected return a year", spec: SIP_FIELDS.annualRatePct, slider: true },
    ...DURATION_FIELD_DEFS,
    { kind: "number", name: "stepUpPct", label: "Yearly step-up", spec: SIP_FIELDS.stepUpPct, slider: true },
  ],
  defaults: { ...SIP_DEFAULTS },
  rules: SIP_RULES,
  queryState: sipQueryState,
  present: (inputs) => {
    const { mode, instalment, result } = runSip(inputs);
    const years = result.rows.at(-1)?.elapsedYears ?? 0;
    const frequency = FREQUENCY_LABELS[inputs.frequency].toLowerCase();
    const figures = [moneyItem("Invested amount", result.invested), moneyItem("Estimated gains", result.gains), moneyItem("Total value", result.totalValue, mode === "amount")];
    return {
      summary: mode === "target" ? [moneyItem(`SIP needed (${frequency})`, instalment, true), ...figures] : figures,
      note:
        inputs.stepUpPct > 0
          ? `With the step-up, the last instalment is ${rupees(result.lastInstalment)}.`
          : undefined,
      ...growthTableAndChart(result.rows, {
        summary: `After ${yearsText(years)}, ${rupees(result.invested)} invested through ${result.instalments} ${frequency} instalments grows to ${rupees(result.totalValue)}.`,
      }),
    };
  },
};
