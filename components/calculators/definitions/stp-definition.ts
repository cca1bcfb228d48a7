import { FREQUENCY_LABELS } from "@/lib/calculators/periods";
import { STP_DEFAULTS, STP_FIELDS, runStp, STP_RULES, stpQueryState, type StpInputs } from "@/lib/calculators/stp-form";
import type { CalculatorDefinition } from "../calculator-types";
import { moneyItem, rupees, yearLabel, yearsText } from "../result-format";
import { DURATION_FIELD_DEFS, FREQUENCY_FIELD } from "./common-fields";

export const STP_DEFINITION: CalculatorDefinition<StpInputs> = {
  fields: [
    { kind: "number", name: "lumpsum", label: "Lumpsum in the source fund", spec: STP_FIELDS.lumpsum, slider: true },
    { kind: "number", name: "transfer", label: "Transfer per period", spec: STP_FIELDS.transfer, slider: true },
    FREQUENCY_FIELD,
    { kind: "number", name: "sourceRatePct", label: "Source fund's expected return a year", spec: STP_FIELDS.sourceRatePct, slider: true },
    { kind: "number", name: "targetRatePct", label: "Target fund's expected return a year", spec: STP_FIELDS.targetRatePct, slider: true },
    ...DURATION_FIELD_DEFS,
  ],
  defaults: { ...STP_DEFAULTS },
  rules: STP_RULES,
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
