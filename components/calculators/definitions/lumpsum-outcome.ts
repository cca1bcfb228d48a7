import type { LumpsumInputs } from "@/lib/calculators/lumpsum-form";
import { lumpsumQueryState, runLumpsum } from "@/lib/calculators/lumpsum-run";
import type { CalculatorOutcome } from "../calculator-types";
import { growthTableAndChart } from "../growth-view";
import { moneyItem, rupees, yearsText } from "../result-format";

/** The LUMPSUM calculator's result half: fetched after the form (see lazyOutcome). */
export const LUMPSUM_OUTCOME: CalculatorOutcome<LumpsumInputs> = {
  queryState: lumpsumQueryState,
  present: (inputs) => {
    const result = runLumpsum(inputs);
    const years = result.rows.at(-1)?.elapsedYears ?? 0;
    return {
      summary: [
        moneyItem("Invested amount", result.invested),
        moneyItem("Estimated gains", result.gains),
        moneyItem("Total value", result.totalValue, true),
      ],
      ...growthTableAndChart(result.rows, {
        summary: `After ${yearsText(years)}, ${rupees(result.invested)} invested once grows to ${rupees(result.totalValue)}.`,
      }),
    };
  },
};
