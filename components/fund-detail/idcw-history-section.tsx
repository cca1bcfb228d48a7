import { formatDate } from "@/lib/format";
import type { FundPage } from "@/lib/funds/fund-page";
import { DataTable } from "./data-table";
import styles from "./fund-detail.module.css";

const rupees = (value: number) => `₹${value.toLocaleString("en-IN", { maximumFractionDigits: 4 })}`;

/** The plan's IDCW declarations by record date, with their source; nothing when none is loaded. */
export function IdcwHistorySection({ page }: { page: FundPage }) {
  const declarations = page.idcw;
  if (declarations.length === 0) return null;
  const sources = [...new Set(declarations.map((d) => d.source))].join(", ");
  const first = declarations.at(-1)!.record_date;
  const last = declarations[0]!.record_date;
  return (
    <section className={styles.section} aria-labelledby="idcw-history">
      <h2 id="idcw-history">IDCW history</h2>
      <p className={styles.note}>
        {declarations.length} declarations with record dates from {formatDate(first)} to {formatDate(last)}, as given by{" "}
        {sources}. Gross amounts per unit, before tax.
      </p>
      <DataTable
        label="IDCW declarations table"
        caption="IDCW declared per unit, by record date"
        columns={[{ header: "Record date" }, { header: "IDCW per unit", numeric: true }]}
        rows={declarations.map((d) => ({
          key: `${d.record_date}-${d.source}`,
          header: formatDate(d.record_date),
          cells: [rupees(d.per_unit)],
        }))}
      />
    </section>
  );
}
