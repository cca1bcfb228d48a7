import type { CagrInputs } from "@/lib/calculators/cagr-form";
import { cagrQueryState, runCagr } from "@/lib/calculators/cagr-run";
import type { CalculatorOutcome } from "../calculator-types";
import { growthTableAndChart } from "../growth-view";
import { moneyItem, percent, rupees, yearsText } from "../result-format";

/** The CAGR calculator's result half: fetched after the form (see lazyOutcome). */
export const CAGR_OUTCOME: CalculatorOutcome<CagrInputs> = {
  queryState: cagrQueryState,
  present: (inputs) => {
    const result = runCagr(inputs);
    const cagr = { label: "CAGR", value: percent(result.cagrPct), primary: inputs.mode === "cagr" };
    return {
      summary: [
        ...(inputs.mode === "cagr" ? [cagr] : []),
        moneyItem("Start value", result.startValue),
        moneyItem("Gains", result.gains),
        moneyItem(
          inputs.mode === "cagr" ? "End value" : "Future value",
          result.endValue,
          inputs.mode === "future-value",
        ),
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
