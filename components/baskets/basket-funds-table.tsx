import Link from "next/link";
import type { ScreenerPlan } from "@/lib/api/schemas/screener";
import { formatInrCompact, formatPercent } from "@/lib/format";
import styles from "./baskets.module.css";

const CRORE = 10_000_000;
const percent = (value: number | null) => formatPercent(value, { allowNegative: true });

/** The plans of one basket in its curated order, each linking to its fund page. */
export function BasketFundsTable({ name, plans }: { name: string; plans: readonly ScreenerPlan[] }) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">
        {name}: {plans.length} funds
      </caption>
      <thead>
        <tr>
          <th scope="col">Fund</th>
          <th scope="col">Category</th>
          <th scope="col" className={styles.number}>
            1Y
          </th>
          <th scope="col" className={styles.number}>
            3Y
          </th>
          <th scope="col" className={styles.number}>
            Expense ratio
          </th>
          <th scope="col" className={styles.number}>
            AUM
          </th>
          <th scope="col">Risk</th>
        </tr>
      </thead>
      <tbody>
        {plans.map((plan) => (
          <tr key={plan.scheme_code}>
            <th scope="row">
              <Link href={`/mutual-funds/mutual-fund-screener/${plan.scheme_code}${plan.isin ? `?isin=${plan.isin}` : ""}`}>{plan.plan_display_name}</Link>
            </th>
            <td>{plan.sebi_subcategory_name ?? "--"}</td>
            <td className={styles.number}>{percent(plan.return_1y)}</td>
            <td className={styles.number}>{percent(plan.return_3y)}</td>
            <td className={styles.number}>{formatPercent(plan.expense_ratio)}</td>
            <td className={styles.number}>{formatInrCompact(plan.aum === null ? null : plan.aum * CRORE)}</td>
            <td>{plan.risk_level ?? "--"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
