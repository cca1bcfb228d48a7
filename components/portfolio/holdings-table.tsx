import Link from "next/link";
import type { PortfolioSummary } from "@/lib/api/schemas/portfolio";
import { formatDate, formatInr, formatNumber, formatPercent } from "@/lib/format";
import { unverifiedNavLine } from "@/lib/funds/held-back-nav-note";
import { COST_METHODS, COST_METHODS_NOTE } from "@/lib/portfolio/cost-methods";
import { ColumnHeads } from "./column-heads";
import styles from "./portfolio.module.css";

const rupees = (value: number | null) => formatInr(value, { fractionDigits: 0, allowNegative: true });

/** The member's holdings per fund, each valued on its latest NAV, their cost by average cost (and why it is). */
export function HoldingsTable({ holdings }: { holdings: PortfolioSummary["holdings"] }) {
  return (
    <>
      <table className={styles.table}>
        <caption>Your holdings, valued on each fund&apos;s latest NAV</caption>
        <ColumnHeads
          columns={[
            "Fund",
            { numeric: "Units" },
            { numeric: COST_METHODS.average.heading },
            { numeric: "Value" },
            { numeric: "Gain" },
            { numeric: "XIRR" },
          ]}
        />
        <tbody>
          {holdings.map((h) => (
            <tr key={h.scheme_code}>
              <th scope="row">
                <Link href={`/mutual-funds/mutual-fund-screener/${h.scheme_code}`}>{h.plan_display_name}</Link>
                <div className={styles.muted}>
                  NAV ₹{h.nav.toFixed(4)} on {formatDate(h.nav_date)}
                  {h.own_figures ? "; includes your own units and prices for dates before our NAV history" : ""}
                  {h.unverified_nav ? <div>{unverifiedNavLine(h.unverified_nav, h.nav_date)}</div> : null}
                </div>
              </th>
              <td className={styles.numeric}>{formatNumber(h.units, { fractionDigits: 3 })}</td>
              <td className={styles.numeric}>{rupees(h.invested)}</td>
              <td className={styles.numeric}>{rupees(h.current_value)}</td>
              <td className={styles.numeric}>{rupees(h.gain)}</td>
              <td className={styles.numeric}>{formatPercent(h.xirr_pct, { allowNegative: true })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.muted}>{COST_METHODS_NOTE}</p>
    </>
  );
}
