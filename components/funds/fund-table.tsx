import Link from "next/link";
import type { ScreenerPlan } from "@/lib/api/schemas/screener";
import { fundPagePath } from "@/lib/routes/fund-page-path";
import { listFactNote } from "@/lib/funds/facts/list-fact-note";
import { payoutReturnNote } from "@/lib/funds/payout-returns";
import { datedFactsOf, PLAN_COLUMNS, type PlanColumn } from "./plan-columns";
import styles from "./fund-table.module.css";

type Row = ScreenerPlan;

export type FundColumn = PlanColumn;

interface FundTableProps {
  plans: readonly Row[];
  columns: readonly FundColumn[];
  /** The table's caption, and the name of its sideways-scrolling frame. */
  caption: string;
  /** Visually hidden caption, for tables whose heading already says what they hold. */
  hideCaption?: boolean;
}

/** Funds (screener rows) as a table: the linked fund name, then the chosen columns. */
export function FundTable({ plans, columns, caption, hideCaption = false }: FundTableProps) {
  const note = listFactNote(plans, datedFactsOf(columns));
  const showsReturns = columns.some((key) => key.startsWith("return_"));
  const payoutNote = showsReturns ? payoutReturnNote(plans) : null;
  return (
    <>
      {/* Focusable and named, so a keyboard can scroll it sideways at 375 px (axe: scrollable-region-focusable). */}
      <div className={styles.scroll} role="region" aria-label={caption} tabIndex={0}>
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
      {note && <p className={styles.note}>{note}</p>}
      {payoutNote && <p className={styles.note}>{payoutNote}</p>}
    </>
  );
}
