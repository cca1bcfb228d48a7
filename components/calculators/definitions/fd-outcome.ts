import { calculateFixedDeposit } from "@/lib/calculators/fixed-deposit";
import type { FdInputs } from "@/lib/calculators/fixed-deposit-form";
import { fdQueryState } from "@/lib/calculators/fixed-deposit-run";
import type { CalculatorOutcome } from "../calculator-types";
import { growthTableAndChart } from "../growth-view";
import { moneyItem, percent, rupees, yearsText } from "../result-format";

/** The FD calculator's result half: fetched after the form (see lazyOutcome). */
export const FD_OUTCOME: CalculatorOutcome<FdInputs> = {
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
