import { FREQUENCY_LABELS } from "@/lib/calculators/periods";
import type { StpInputs } from "@/lib/calculators/stp-form";
import { runStp, stpQueryState } from "@/lib/calculators/stp-run";
import type { CalculatorOutcome } from "../calculator-types";
import { moneyItem, rupees, yearLabel, yearsText } from "../result-format";

/** The STP calculator's result half: fetched after the form (see lazyOutcome). */
export const STP_OUTCOME: CalculatorOutcome<StpInputs> = {
  queryState: stpQueryState,
  present: (inputs) => {
    const result = runStp(inputs);
    const frequency = FREQUENCY_LABELS[inputs.frequency].toLowerCase();
    const labels = result.rows.map((row) => yearLabel(row.year, row.elapsedMonths / 12));
    return {
      summary: [
        moneyItem("Invested amount", result.invested),
        moneyItem("Total transferred", result.totalTransferred),
        moneyItem("Source fund value", result.sourceValue),
        moneyItem("Target fund value", result.targetValue),
        moneyItem("Estimated gains", result.gains),
        moneyItem("Total value", result.totalValue, true),
      ],
      note:
        result.sourceEmptiedInMonth === null
          ? undefined
          : `The source fund is empty after the transfer of month ${result.sourceEmptiedInMonth}; the target fund keeps growing.`,
      table: {
        caption: "Year by year",
        columns: ["Year", "Source fund", "Transferred", "Target fund", "Total value"],
        rows: result.rows.map((row, i) => [
          labels[i] ?? "",
          rupees(row.source.closing),
          rupees(row.source.outflow),
          rupees(row.target.closing),
          rupees(row.totalValue),
        ]),
      },
      chart: {
        title: "Balances over time",
        summary: `${rupees(result.invested)} moved in ${frequency} transfers over ${yearsText(inputs.durationUnit === "years" ? inputs.duration : inputs.duration / 12)} is worth ${rupees(result.totalValue)} in all.`,
        format: "inr-compact",
        data: {
          kind: "line",
          labels,
          series: [
            { label: "Source fund", values: result.rows.map((row) => row.source.closing) },
            { label: "Target fund", values: result.rows.map((row) => row.target.closing) },
            { label: "Total value", values: result.rows.map((row) => row.totalValue) },
          ],
        },
      },
    };
  },
};
