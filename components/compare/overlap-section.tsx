import type { ComparedFund } from "@/lib/api/schemas/compare";
import type { CommonHolding } from "@/lib/funds/compare/holdings-overlap";
import type { PairOverlap } from "@/lib/funds/compare/load-comparison";
import { formatDate, formatPercent } from "@/lib/format";
import tableStyles from "@/components/categories/categories.module.css";
import styles from "./compare.module.css";

const percent = (value: number) => formatPercent(value, { allowNegative: true });
const LARGEST_NAMED = 3;
const holdingsCount = (count: number) =>
  count === 0 ? "no holdings" : count === 1 ? "1 holding" : `${count} holdings`;

function CommonHoldingsTable({ common, a, b }: { common: CommonHolding[]; a: string; b: string }) {
  return (
    <details className={styles.commonDetails}>
      <summary>Show the {common.length} common holdings</summary>
      <div className={styles.commonScroll} role="region" aria-label={`Holdings of both ${a} and ${b}`} tabIndex={0}>
        <table className={tableStyles.table}>
          <caption className="visually-hidden">
            Holdings of both {a} and {b}
          </caption>
          <thead>
            <tr>
              <th scope="col">Holding</th>
              <th scope="col" className={tableStyles.number}>
                Weight in {a}
              </th>
              <th scope="col" className={tableStyles.number}>
                Weight in {b}
              </th>
            </tr>
          </thead>
          <tbody>
            {common.map((holding) => (
              <tr key={`${holding.isin ?? ""}|${holding.name}`}>
                <th scope="row">{holding.name}</th>
                <td className={tableStyles.number}>{percent(holding.weight_a)}</td>
                <td className={tableStyles.number}>{percent(holding.weight_b)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function PairResult({ pair, a, b }: { pair: PairOverlap; a: ComparedFund; b: ComparedFund }) {
  const names = [a.plan_display_name, b.plan_display_name];
  const { overlap } = pair;
  if (!overlap.disclosed) {
    const missing = overlap.missing.map((side) => (side === "a" ? names[0] : names[1]));
    return (
      <p className={styles.notDisclosed}>
        Holdings not disclosed for {missing.join(" and ")}, so the overlap cannot be worked out.
      </p>
    );
  }
  const largest = overlap.common.slice(0, LARGEST_NAMED).map((holding) => holding.name);
  return (
    <>
      <p className={styles.overlapFigure}>
        <strong>{percent(overlap.overlap_pct)}</strong> common weight, {holdingsCount(overlap.common.length)} in common
      </p>
      {largest.length > 0 && <p className={styles.overlapLargest}>Largest in common: {largest.join(", ")}.</p>}
      <p className={styles.asOf}>
        Portfolios as of {formatDate(pair.as_of[0])} and {formatDate(pair.as_of[1])}.
      </p>
      {overlap.common.length > 0 && <CommonHoldingsTable common={overlap.common} a={names[0]!} b={names[1]!} />}
    </>
  );
}

/** How much each pair of funds holds the same securities, from their latest disclosed portfolios. */
export function OverlapSection({
  funds,
  overlaps,
}: {
  funds: readonly ComparedFund[];
  overlaps: readonly PairOverlap[];
}) {
  return (
    <section className={styles.section} aria-labelledby="overlap">
      <h2 id="overlap">Portfolio overlap</h2>
      <p className={styles.legend}>
        For each pair of funds, the part of their money invested in the same securities: the sum, over the holdings both
        funds have, of the smaller of their two weights. Cash is left out. A high overlap means the two funds add little
        diversification to each other.
      </p>
      <ul className={styles.cards}>
        {overlaps.map((pair) => {
          const a = funds[pair.a]!;
          const b = funds[pair.b]!;
          return (
            <li key={`${a.scheme_code}-${b.scheme_code}`} className={styles.card}>
              <h3 className={styles.pairTitle}>
                {a.plan_display_name} <span className={styles.versus}>and</span> {b.plan_display_name}
              </h3>
              <PairResult pair={pair} a={a} b={b} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
