import Link from "next/link";
import type { ScreenerPlan } from "@/lib/api/schemas/screener";
import { formatInrCompact, formatPercent } from "@/lib/format";
import styles from "./amc-detail.module.css";

const CRORE = 10_000_000;
const percent = (value: number | null) => formatPercent(value, { allowNegative: true });

/** A fund house's funds, one plan each (Direct Growth where there is one), largest first. */
export function AmcFundsTable({ funds }: { funds: ScreenerPlan[] }) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{funds.length} funds, largest first</caption>
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
            5Y
          </th>
          <th scope="col" className={styles.number}>
            Expense ratio
          </th>
          <th scope="col" className={styles.number}>
            AUM
          </th>
        </tr>
      </thead>
      <tbody>
        {funds.map((fund) => (
          <tr key={fund.scheme_code}>
            <th scope="row">
              <Link href={`/mutual-funds/mutual-fund-screener/${fund.scheme_code}${fund.isin ? `?isin=${fund.isin}` : ""}`}>{fund.plan_display_name}</Link>
            </th>
            <td>{fund.sebi_subcategory_name ?? "--"}</td>
            <td className={styles.number}>{percent(fund.return_1y)}</td>
            <td className={styles.number}>{percent(fund.return_3y)}</td>
            <td className={styles.number}>{percent(fund.return_5y)}</td>
            <td className={styles.number}>{formatPercent(fund.expense_ratio)}</td>
            <td className={styles.number}>{formatInrCompact(fund.aum === null ? null : fund.aum * CRORE)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
