import Link from "next/link";
import type { ReactNode } from "react";
import type { ScreenerPlan } from "@/lib/api/schemas/screener";
import { formatCroreAmount, formatPercent } from "@/lib/format";
import { fundPagePath } from "@/lib/routes/fund-page-path";
import styles from "./fund-table.module.css";

type Row = ScreenerPlan;

const signed = (value: number | null) => formatPercent(value, { allowNegative: true });

/** The columns a fund list can show beside the fund's name (which always links to its page). */
const COLUMNS = {
  category: { header: "Category", numeric: false, cell: (r: Row) => r.sebi_subcategory_name ?? "--" },
  amc: { header: "Fund house", numeric: false, cell: (r: Row) => r.amc_name },
  return_1y: { header: "1Y", numeric: true, cell: (r: Row) => signed(r.return_1y) },
  return_3y: { header: "3Y", numeric: true, cell: (r: Row) => signed(r.return_3y) },
  return_5y: { header: "5Y", numeric: true, cell: (r: Row) => signed(r.return_5y) },
  expense_ratio: { header: "Expense ratio", numeric: true, cell: (r: Row) => formatPercent(r.expense_ratio) },
  aum: { header: "AUM", numeric: true, cell: (r: Row) => formatCroreAmount(r.aum) },
  risk: { header: "Riskometer", numeric: false, cell: (r: Row) => r.risk_level ?? "--" },
} as const;

export type FundColumn = keyof typeof COLUMNS;

interface FundTableProps {
  plans: readonly Row[];
  columns: readonly FundColumn[];
  caption: ReactNode;
  /** Visually hidden caption, for tables whose heading already says what they hold. */
  hideCaption?: boolean;
}

/** Funds (screener rows) as a table: the linked fund name, then the chosen columns. */
export function FundTable({ plans, columns, caption, hideCaption = false }: FundTableProps) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className={hideCaption ? "visually-hidden" : undefined}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Fund</th>
            {columns.map((key) => (
              <th key={key} scope="col" className={COLUMNS[key].numeric ? styles.number : undefined}>
                {COLUMNS[key].header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => (
            <tr key={plan.scheme_code}>
              <th scope="row">
                <Link href={fundPagePath(plan)}>{plan.plan_display_name}</Link>
              </th>
              {columns.map((key) => (
                <td key={key} className={COLUMNS[key].numeric ? styles.number : undefined}>
                  {COLUMNS[key].cell(plan)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
