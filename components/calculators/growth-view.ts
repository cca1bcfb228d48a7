import type { GrowthRow } from "@/lib/calculators/growth-row";
import type { ResultChart, ResultTable } from "./calculator-types";
import { rupees, yearLabel } from "./result-format";

/** The year-by-year table and the stacked "invested vs gains" chart of SIP, lumpsum, FD and CAGR results. */
export function growthTableAndChart(
  rows: readonly GrowthRow[],
  text: { summary: string; invested?: string; gains?: string; value?: string },
): { table: ResultTable; chart: ResultChart } {
  const invested = text.invested ?? "Invested";
  const gains = text.gains ?? "Gains";
  const value = text.value ?? "Value";
  const labels = rows.map((row) => yearLabel(row.year, row.elapsedYears));
  return {
    table: {
      caption: "Year by year",
      columns: ["Year", invested, gains, value],
      rows: rows.map((row, i) => [labels[i] ?? "", rupees(row.invested), rupees(row.gains), rupees(row.value)]),
    },
    chart: {
      title: `${invested} and ${gains.toLowerCase()} over time`,
      summary: text.summary,
      format: "inr-compact",
      data: {
        kind: "stacked-bar",
        labels,
        series: [
          { label: invested, values: rows.map((row) => row.invested) },
          { label: gains, values: rows.map((row) => row.gains) },
        ],
      },
    },
  };
}
