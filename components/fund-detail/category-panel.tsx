import Link from "next/link";
import { CategoryMetricsList } from "@/components/categories/category-metrics";
import { CategoryReturnsTables } from "@/components/categories/category-returns";
import { formatCroreAmount, formatNumber, formatPercent } from "@/lib/format";
import type { FundPage } from "@/lib/funds/fund-page";
import { fundPagePath } from "@/lib/routes/fund-page-path";
import { CATEGORIES_PATH } from "@/lib/seo/category-json-ld";
import { SIGNED } from "./fund-text";
import { TableScroll } from "./table-scroll";
import styles from "./fund-detail.module.css";

/** The fund's category: its averages, the best peers with this fund among them, and the category's returns. */
export function CategoryPanel({ page }: { page: FundPage }) {
  const { overview, category } = page;
  if (!overview.category || !category) {
    return (
      <section className={styles.section} aria-labelledby="category-none">
        <h2 id="category-none">Category</h2>
        <p>This fund has no SEBI category on record, so there are no category figures or peers to show.</p>
      </section>
    );
  }
  const { peers } = category;
  const years = peers.duration;
  return (
    <>
      <section className={styles.section} aria-labelledby="category-heading">
        <h2 id="category-heading">{overview.category.name}</h2>
        <p>
          {overview.plan_display_name} belongs to SEBI&apos;s {overview.category.name} category ({overview.category.asset_class} funds).{" "}
          <Link href={`${CATEGORIES_PATH}/${overview.category.slug}`}>See the {overview.category.name} category</Link>: its SEBI definition, returns and top funds.
        </p>
      </section>
      <section className={styles.section} aria-labelledby="peer-comparison">
        <h2 id="peer-comparison">Peer comparison</h2>
        <TableScroll label="Peer comparison table">
          <table className={styles.table}>
            <caption>
              The best {years}-year returns among the category&apos;s {overview.plan_type ? `${overview.plan_type} ` : ""}Growth plans, and this fund
              {peers.category_average_pct === null ? "" : ` (category average ${formatPercent(peers.category_average_pct, SIGNED)}${years > 1 ? " a year" : ""})`}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.number}>
                  Rank
                </th>
                <th scope="col">Fund</th>
                <th scope="col" className={styles.number}>
                  {years}Y return{years > 1 ? ", a year" : ""}
                </th>
                <th scope="col" className={styles.number}>
                  Volatility
                </th>
                <th scope="col" className={styles.number}>
                  Sharpe
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
              {peers.peers.map((peer) => (
                <tr key={peer.scheme_code} className={peer.is_self ? styles.self : undefined}>
                  <td className={styles.number}>{peer.rank ?? "--"}</td>
                  <th scope="row">
                    {peer.is_self ? (
                      <>
                        {peer.plan_display_name} <span className={styles.explain}>(this fund)</span>
                      </>
                    ) : (
                      <Link href={fundPagePath(peer)}>{peer.plan_display_name}</Link>
                    )}
                  </th>
                  <td className={styles.number}>{formatPercent(peer.return_pct, SIGNED)}</td>
                  <td className={styles.number}>{formatPercent(peer.volatility)}</td>
                  <td className={styles.number}>{formatNumber(peer.sharpe, SIGNED)}</td>
                  <td className={styles.number}>{formatPercent(peer.expense_ratio)}</td>
                  <td className={styles.number}>{formatCroreAmount(peer.aum)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
      <CategoryMetricsList metrics={category.stats} />
      <CategoryReturnsTables returns={category.returns} />
    </>
  );
}
