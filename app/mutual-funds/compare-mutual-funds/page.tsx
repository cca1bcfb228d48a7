import { CategoryBreadcrumb } from "@/components/categories/category-breadcrumb";
import { CompareEmpty } from "@/components/compare/compare-empty";
import { ComparePicker } from "@/components/compare/compare-picker";
import { CompareTable } from "@/components/compare/compare-table";
import { GrowthChart } from "@/components/compare/growth-chart";
import { OverlapSection } from "@/components/compare/overlap-section";
import styles from "@/components/compare/compare.module.css";
import { getDatabase } from "@/lib/db/client";
import { COMPARE_PATH, ignoredNotes, MIN_COMPARE_FUNDS } from "@/lib/funds/compare/compare-selection";
import { parseCompareSelection } from "@/lib/funds/compare/parse-compare-selection";
import { loadComparison } from "@/lib/funds/compare/load-comparison";
import { popularPicks } from "@/lib/funds/compare/popular-picks";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";

const route = routeFor("/mutual-funds/compare-mutual-funds");
// The canonical address is the page without ?funds=: one page to index, whatever is being compared.
export const metadata = metadataFor(route);

const TRAIL = [
  { name: "Home", path: "/" },
  { name: "Mutual funds", path: "/mutual-funds" },
  { name: route.title, path: COMPARE_PATH },
];

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CompareFundsPage({ searchParams }: Props) {
  const sql = getDatabase().sql;
  const comparison = await loadComparison(sql, parseCompareSelection((await searchParams).funds));
  const { funds, selection } = comparison;
  const comparing = funds.length >= MIN_COMPARE_FUNDS;
  const picks = comparing ? [] : await popularPicks(sql);
  const notes = ignoredNotes(selection.ignored);

  return (
    <div className={`container ${styles.page}`}>
      <CategoryBreadcrumb trail={TRAIL} />
      <h1>{route.title}</h1>
      <p className={styles.lead}>{route.summary}</p>
      {notes.length > 0 && (
        <div role="note" aria-label="Left out of the comparison" className={styles.notes}>
          <ul>
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      )}
      <ComparePicker funds={funds.map((fund) => ({ scheme_code: fund.scheme_code, name: fund.plan_display_name }))} />
      {comparing ? (
        <>
          <CompareTable funds={funds} />
          <GrowthChart funds={funds} growth={comparison.growth} />
          <OverlapSection funds={funds} overlaps={comparison.overlaps} />
        </>
      ) : (
        <CompareEmpty chosen={selection.codes} picks={picks} />
      )}
    </div>
  );
}
