import Link from "next/link";
import type { ReactNode } from "react";
import type { ScreenerPlan } from "@/lib/api/schemas/screener";
import { fundPagePath } from "@/lib/routes/fund-page-path";
import { PLAN_COLUMNS, type PlanColumn } from "./plan-columns";
import styles from "./fund-table.module.css";

type Row = ScreenerPlan;

export type FundColumn = PlanColumn;

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
              <th key={key} scope="col" className={PLAN_COLUMNS[key].numeric ? styles.number : undefined}>
                {PLAN_COLUMNS[key].header}
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
                <td key={key} className={PLAN_COLUMNS[key].numeric ? styles.number : undefined}>
                  {PLAN_COLUMNS[key].cell(plan)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
