import Link from "next/link";
import type { ComparedFund } from "@/lib/api/schemas/compare";
import { bestIndexes } from "@/lib/funds/compare/best-values";
import { fundPagePath } from "@/lib/routes/fund-page-path";
import { FactSourceNote } from "@/components/fund-detail/dated-fact-value";
import { compareSections, type CompareRow } from "./compare-rows";
import { payoutReturnNote } from "@/lib/funds/payout-returns";
import styles from "./compare.module.css";

function RowCells({ row, funds }: { row: CompareRow; funds: readonly ComparedFund[] }) {
  const best = row.value && row.better ? bestIndexes(funds.map(row.value), row.better) : new Set<number>();
  return funds.map((fund, index) => {
    const dated = row.fact ? fund.fact_sources[row.fact] : null;
    return (
      <td key={fund.scheme_code} className={best.has(index) ? styles.bestCell : undefined}>
        {row.text(fund)}
        {row.fact && dated && (
          <FactSourceNote kind={row.fact} source={dated.source} asOf={dated.as_of} stale={dated.stale} />
        )}
        {best.has(index) && (
          <span className={styles.best}>
            <span aria-hidden="true">★ </span>Best
          </span>
        )}
      </td>
    );
  });
}

/** Returns, risk, costs and facts of the funds side by side, the best value of each ranked row marked. */
export function CompareTable({ funds }: { funds: readonly ComparedFund[] }) {
  const payoutNote = payoutReturnNote(funds);
  return (
    <section className={styles.section} aria-labelledby="side-by-side">
      <h2 id="side-by-side">Side by side</h2>
      <p className={styles.legend}>
        <span aria-hidden="true">★ </span>Best marks the best value of a row: the highest return or ratio, the lowest
        cost or volatility, the smallest drawdown. Returns over a year are annualised.
      </p>
      {payoutNote ? <p className={styles.legend}>{payoutNote}</p> : null}
      <div
        className={styles.tableScroll}
        role="region"
        aria-label="Side-by-side comparison (scrolls sideways)"
        tabIndex={0}
      >
        <table className={styles.compareTable}>
          <caption className="visually-hidden">Side-by-side comparison of {funds.length} funds</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.stickyColumn}>
                Fund
              </th>
              {funds.map((fund) => (
                <th key={fund.scheme_code} scope="col">
                  <Link href={fundPagePath(fund)}>{fund.plan_display_name}</Link>
                </th>
              ))}
            </tr>
          </thead>
          {compareSections(funds).map((section) => (
            <tbody key={section.title}>
              <tr className={styles.sectionRow}>
                <th scope="rowgroup" colSpan={funds.length + 1}>
                  <span className={styles.sectionTitle}>{section.title}</span>
                </th>
              </tr>
              {section.rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row" className={styles.stickyColumn}>
                    {row.label}
                    {row.hint && <span className={styles.rowHint}>{row.hint}</span>}
                  </th>
                  <RowCells row={row} funds={funds} />
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </section>
  );
}
