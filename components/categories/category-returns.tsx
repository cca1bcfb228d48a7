import type { z } from "zod";
import type { categoryReturns } from "@/lib/api/schemas/fund-analysis";
import { notEnoughFundsText } from "@/lib/funds/categories/peer-count-text";
import { planTypeLabel } from "@/lib/funds/categories/plan-type-label";
import { formatPercent } from "@/lib/format";
import type { PeriodKey } from "@/lib/metrics/periods";
import styles from "./categories.module.css";

type CategoryReturns = z.output<typeof categoryReturns>;

const signed = { allowNegative: true };

const TRAILING: { key: PeriodKey; label: string }[] = [
  { key: "1m", label: "1M" },
  { key: "3m", label: "3M" },
  { key: "6m", label: "6M" },
  { key: "1y", label: "1Y" },
  { key: "3y", label: "3Y" },
  { key: "5y", label: "5Y" },
  { key: "10y", label: "10Y" },
];

/** Average trailing returns per plan type, and average calendar-year returns, as two tables. */
export function CategoryReturnsTables({ returns }: { returns: CategoryReturns }) {
  return (
    <section className={styles.section} aria-labelledby="category-returns">
      <h2 id="category-returns">Category returns</h2>
      {returns.averages.length === 0 ? (
        <p>No category averages have been computed yet.</p>
      ) : (
        // Focusable: on a phone the table scrolls sideways, and keyboard users must be able to scroll it.
        <div className={styles.tableScroll} role="group" aria-label="Average trailing returns table" tabIndex={0}>
          <table className={styles.table}>
            <caption>
              Average trailing returns by plan type (1Y and longer annualised; plans behind each average in brackets)
            </caption>
            <thead>
              <tr>
                <th scope="col">Plan type</th>
                {TRAILING.map((period) => (
                  <th key={period.key} scope="col" className={styles.number}>
                    {period.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {returns.averages.map((row) => (
                <tr key={row.plan_type}>
                  <th scope="row">
                    {planTypeLabel(row.plan_type)} ({row.plan_count} plans)
                  </th>
                  {TRAILING.map((period) => {
                    const count = row.counts[period.key];
                    return (
                      <td key={period.key} className={styles.number}>
                        {row.returns[period.key] === null && count
                          ? notEnoughFundsText(count)
                          : formatPercent(row.returns[period.key], signed)}
                        {row.returns[period.key] !== null && count !== undefined ? (
                          <span className={styles.count}> ({count})</span>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {returns.calendar_years.length > 0 && (
        <div className={styles.tableScroll} role="group" aria-label="Average calendar-year returns table" tabIndex={0}>
          <table className={styles.table}>
            <caption>Average calendar-year returns (one Growth plan per fund)</caption>
            <thead>
              <tr>
                <th scope="col">Year</th>
                <th scope="col" className={styles.number}>
                  Average return
                </th>
                <th scope="col" className={styles.number}>
                  Funds
                </th>
              </tr>
            </thead>
            <tbody>
              {returns.calendar_years.map((year) => (
                <tr key={year.year}>
                  <th scope="row">{year.year}</th>
                  <td className={styles.number}>
                    {year.average_pct === null
                      ? notEnoughFundsText(year.plan_count)
                      : formatPercent(year.average_pct, signed)}
                  </td>
                  <td className={styles.number}>{year.plan_count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
