import Link from "next/link";
import type { TopFundsPage } from "@/lib/api/schemas/categories";
import { CRORE, formatInrCompact, formatPercent } from "@/lib/format";
import styles from "./categories.module.css";

const signed = { allowNegative: true };

/** One page of a category's funds (one plan per fund), linking each to its fund page. */
export function TopFundsTable({ page }: { page: TopFundsPage }) {
  if (page.plans.length === 0) return <p role="status">This category has no active funds.</p>;
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption>
          Funds by 3-year return, page {page.page} of {page.total_pages} ({page.total} funds)
        </caption>
        <thead>
          <tr>
            <th scope="col">Fund</th>
            <th scope="col">Fund house</th>
            <th scope="col" className={styles.number}>
              1Y
            </th>
            <th scope="col" className={styles.number}>
              3Y
            </th>
            <th scope="col" className={styles.number}>
              5Y
            </th>
            <th scope="col" className={styles.number}>
              Expense ratio
            </th>
            <th scope="col" className={styles.number}>
              AUM
            </th>
            <th scope="col">Riskometer</th>
          </tr>
        </thead>
        <tbody>
          {page.plans.map((plan) => (
            <tr key={plan.scheme_code}>
              <th scope="row">
                <Link href={`/mutual-funds/mutual-fund-screener/${plan.scheme_code}${plan.isin ? `?isin=${encodeURIComponent(plan.isin)}` : ""}`}>{plan.plan_display_name}</Link>
              </th>
              <td>{plan.amc_name}</td>
              <td className={styles.number}>{formatPercent(plan.return_1y, signed)}</td>
              <td className={styles.number}>{formatPercent(plan.return_3y, signed)}</td>
              <td className={styles.number}>{formatPercent(plan.return_5y, signed)}</td>
              <td className={styles.number}>{formatPercent(plan.expense_ratio)}</td>
              <td className={styles.number}>{formatInrCompact(plan.aum === null ? null : plan.aum * CRORE)}</td>
              <td>{plan.risk_level ?? "--"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
