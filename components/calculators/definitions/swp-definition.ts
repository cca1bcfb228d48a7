import { FREQUENCY_LABELS } from "@/lib/calculators/periods";
import { SWP_DEFAULTS, SWP_FIELDS, runSwp, SWP_RULES, swpQueryState, type SwpInputs } from "@/lib/calculators/swp-form";
import type { CalculatorDefinition } from "../calculator-types";
import { moneyItem, rupees, yearLabel, yearsText } from "../result-format";
import { DURATION_FIELD_DEFS, FREQUENCY_FIELD } from "./common-fields";

export const SWP_DEFINITION: CalculatorDefinition<SwpInputs> = {
  fields: [
    { kind: "number", name: "corpus", label: "Total investment", spec: SWP_FIELDS.corpus, slider: true },
    { kind: "number", name: "withdrawal", label: "Withdrawal per period", spec: SWP_FIELDS.withdrawal, slider: true },
    FREQUENCY_FIELD,
    { kind: "number", name: "annualRatePct", label: "Expected return a year", spec: SWP_FIELDS.annualRatePct, slider: true },
    ...DURATION_FIELD_DEFS,
  ],
  defaults: { ...SWP_DEFAULTS },
  rules: SWP_RULES,
  queryState: swpQueryState,
  present: (inputs) => {
    const result = runSwp(inputs);
    const frequency = FREQUENCY_LABELS[inputs.frequency].toLowerCase();
    const labels = result.rows.map((row) => yearLabel(row.index, row.elapsedMonths / 12));
    const years = (result.rows.at(-1)?.elapsedMonths ?? 0) / 12;
    return {
      summary: [
        moneyItem("Invested amount", result.invested),
        moneyItem("Total withdrawn", result.totalWithdrawn),
        moneyItem("Estimated gains", result.totalGrowth),
        moneyItem("Final value", result.finalValue, true),
        moneyItem(`Largest ${frequency} withdrawal that lasts`, result.maxWithdrawal),
        moneyItem(`${FREQUENCY_LABELS[inputs.frequency]} withdrawal that keeps the corpus`, result.capitalPreservingWithdrawal),
      ],
      note:
        result.depletedInMonth === null
          ? `Every withdrawal is paid, and ${rupees(result.finalValue)} is left at the end.`
          : `The money runs out in month ${result.depletedInMonth}: that withdrawal is only partly paid, and none follow.`,
      table: {
        caption: "Year by year",
        columns: ["Year", "Opening balance", "Growth", "Withdrawn", "Closing balance"],
        rows: result.rows.map((row, i) => [labels[i] ?? "", rupees(row.opening), rupees(row.growth), rupees(row.outflow), rupees(row.closing)]),
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
