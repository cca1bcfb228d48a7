import { FREQUENCY_LABELS, MONTHS_PER_PERIOD, periodicRate } from "@/lib/calculators/periods";
import type { SwpInputs } from "@/lib/calculators/swp-form";
import { runSwp, swpQueryState } from "@/lib/calculators/swp-run";
import type { CalculatorOutcome } from "../calculator-types";
import { moneyItem, rupees, yearLabel, yearsText } from "../result-format";

/** The SWP calculator's result half: fetched after the form (see lazyOutcome). */
export const SWP_OUTCOME: CalculatorOutcome<SwpInputs> = {
  queryState: swpQueryState,
  present: (inputs) => {
    const result = runSwp(inputs);
    const frequency = FREQUENCY_LABELS[inputs.frequency].toLowerCase();
    const labels = result.rows.map((row) => yearLabel(row.index, row.elapsedMonths / 12));
    const years = (result.rows.at(-1)?.elapsedMonths ?? 0) / 12;
    const period = { 1: "month", 3: "quarter", 12: "year" }[MONTHS_PER_PERIOD[inputs.frequency]];
    const rate = periodicRate(inputs.annualRatePct, inputs.frequency, inputs.rateBasis);
    // The convention the figures follow, stated with them (the page's methodology has the others).
    const convention = `Withdrawals at the ${inputs.timing} of each ${period}; the return is ${inputs.rateBasis === "effective" ? "an effective" : "a nominal"} ${(rate * 100).toFixed(3)}% a ${period}.`;
    return {
      summary: [
        moneyItem("Invested amount", result.invested),
        moneyItem("Total withdrawn", result.totalWithdrawn),
        moneyItem("Estimated gains", result.totalGrowth),
        moneyItem("Final value", result.finalValue, true),
        moneyItem(`Largest ${frequency} withdrawal that lasts`, result.maxWithdrawal),
        moneyItem(
          `${FREQUENCY_LABELS[inputs.frequency]} withdrawal that keeps the corpus`,
          result.capitalPreservingWithdrawal,
        ),
      ],
      note: `${
        result.depletedInMonth === null
          ? `Every withdrawal is paid, and ${rupees(result.finalValue)} is left at the end.`
          : `The money runs out in month ${result.depletedInMonth}: that withdrawal is only partly paid, and none follow.`
      } ${convention}`,
      table: {
        caption: "Year by year",
        columns: ["Year", "Opening balance", "Growth", "Withdrawn", "Closing balance"],
        rows: result.rows.map((row, i) => [
          labels[i] ?? "",
          rupees(row.opening),
          rupees(row.growth),
          rupees(row.outflow),
          rupees(row.closing),
        ]),
      },
      chart: {
        title: "Balance over time",
        summary: `${rupees(result.invested)} pays ${rupees(result.totalWithdrawn)} in ${frequency} withdrawals over ${yearsText(years)} and ends at ${rupees(result.finalValue)}.`,
        format: "inr-compact",
        data: { kind: "line", labels, series: [{ label: "Balance", values: result.rows.map((row) => row.closing) }] },
      },
    };
  },
};
