import { LUMPSUM_DEFAULTS, LUMPSUM_FIELDS, LUMPSUM_RULES, lumpsumQueryState, runLumpsum, type LumpsumInputs } from "@/lib/calculators/lumpsum-form";
import type { CalculatorDefinition } from "../calculator-types";
import { growthTableAndChart } from "../growth-view";
import { moneyItem, rupees, yearsText } from "../result-format";
import { DURATION_FIELD_DEFS } from "./common-fields";

export const LUMPSUM_DEFINITION: CalculatorDefinition<LumpsumInputs> = {
  fields: [
    { kind: "number", name: "amount", label: "Investment amount", spec: LUMPSUM_FIELDS.amount, slider: true },
    { kind: "number", name: "annualRatePct", label: "Expected return a year", spec: LUMPSUM_FIELDS.annualRatePct, slider: true },
    ...DURATION_FIELD_DEFS,
  ],
  defaults: { ...LUMPSUM_DEFAULTS },
  rules: LUMPSUM_RULES,
  queryState: lumpsumQueryState,
  present: (inputs) => {
    const result = runLumpsum(inputs);
    const years = result.rows.at(-1)?.elapsedYears ?? 0;
    return {
      summary: [moneyItem("Invested amount", result.invested), moneyItem("Estimated gains", result.gains), moneyItem("Total value", result.totalValue, true)],
      ...growthTableAndChart(result.rows, {
        summary: `After ${yearsText(years)}, ${rupees(result.invested)} invested once grows to ${rupees(result.totalValue)}.`,
      }),
    };
  },
};
