import { FD_COMPOUNDING_LABELS, TENURE_UNIT_LABELS, calculateFixedDeposit, type TenureUnit } from "@/lib/calculators/fixed-deposit";
import { FD_DEFAULTS, FD_FIELDS, FD_TENURE_FIELDS, FD_RULES, fdQueryState, type FdInputs } from "@/lib/calculators/fixed-deposit-form";
import type { CalculatorDefinition } from "../calculator-types";
import { growthTableAndChart } from "../growth-view";
import { moneyItem, percent, rupees, yearsText } from "../result-format";
import { optionsOf } from "./common-fields";

function tenureUnit(value: unknown): TenureUnit {
  return value === "months" || value === "days" ? value : "years";
}

export const FD_DEFINITION: CalculatorDefinition<FdInputs> = {
  fields: [
    { kind: "number", name: "principal", label: "Deposit amount", spec: FD_FIELDS.principal, slider: true },
    { kind: "number", name: "annualRatePct", label: "Interest rate a year", spec: FD_FIELDS.annualRatePct, slider: true },
    { kind: "select", name: "compounding", label: "Interest compounding", options: optionsOf(FD_COMPOUNDING_LABELS) },
    { kind: "number", name: "tenure", label: "Tenure", spec: (draft) => FD_TENURE_FIELDS[tenureUnit(draft.tenureUnit)], slider: true },
    { kind: "select", name: "tenureUnit", label: "Tenure in", options: optionsOf(TENURE_UNIT_LABELS) },
  ],
  defaults: { ...FD_DEFAULTS },
  rules: FD_RULES,
  queryState: fdQueryState,
  present: (inputs) => {
    const result = calculateFixedDeposit(inputs);
    const simple = inputs.compounding === "simple";
    return {
      summary: [
        moneyItem("Invested amount", result.invested),
        moneyItem(simple ? "Total interest paid out" : "Estimated interest", result.interest),
        moneyItem(simple ? "Principal + interest" : "Maturity value", result.maturityValue, true),
        { label: "Effective yield a year", value: percent(result.effectiveAnnualYieldPct) },
      ],
      note:
        result.payoutPerMonth !== null && result.payoutPerQuarter !== null
          ? `Interest paid out: ${rupees(result.payoutPerMonth)} a month or ${rupees(result.payoutPerQuarter)} a quarter.`
          : undefined,
      ...growthTableAndChart(result.rows, {
        summary: `${rupees(result.invested)} for ${yearsText(result.years)} earns ${rupees(result.interest)} interest, ${rupees(result.maturityValue)} in all.`,
        gains: "Interest",
      }),
    };
  },
};
