import { formatDate, formatPercent } from "@/lib/format";
import type { FundOverview } from "@/lib/api/schemas/funds";
import { DataTable } from "./data-table";
import { NOT_DISCLOSED } from "./fund-text";
import styles from "./fund-detail.module.css";

/** How the plan's expense ratio changed: one row per stretch of equal values, newest first, and the date of the last change. */
export function TerHistorySection({ history }: { history: FundOverview["expense_ratio_history"] }) {
  const { runs, last_change } = history;
  return (
    <section className={styles.section} aria-labelledby="ter-history-heading">
      <h2 id="ter-history-heading">Expense ratio history</h2>
      {runs.length === 0 ? (
        <p>{NOT_DISCLOSED}.</p>
      ) : (
        <>
          <p className={styles.note}>
            {last_change
              ? `Last changed on ${formatDate(last_change)}, from ${formatPercent(runs[runs.length - 2]!.value)} to ${formatPercent(runs[runs.length - 1]!.value)}.`
              : `Unchanged at ${formatPercent(runs[0]!.value)} since ${formatDate(runs[0]!.from)}, the first date on record.`}
          </p>
          <DataTable
            label="Expense ratio history table"
            caption="Expense ratio (a year) over time, newest first"
            columns={[
              { header: "Expense ratio" },
              { header: "From" },
              { header: "To" },
              { header: "Source", explain: true },
            ]}
            rows={[...runs].reverse().map((run) => ({
              key: run.from,
              header: formatPercent(run.value),
              cells: [formatDate(run.from), formatDate(run.to), run.source],
            }))}
          />
        </>
      )}
    </section>
  );
}
