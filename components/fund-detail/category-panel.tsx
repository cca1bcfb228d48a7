import Link from "next/link";
import { CategoryMetricsList } from "@/components/categories/category-metrics";
import { CategoryReturnsTables } from "@/components/categories/category-returns";
import { formatCroreAmount, formatNumber, formatPercent } from "@/lib/format";
import type { FundPage } from "@/lib/funds/fund-page";
import { notEnoughFundsText } from "@/lib/funds/categories/peer-count-text";
import { fundPagePath } from "@/lib/routes/fund-page-path";
import { CATEGORIES_PATH } from "@/lib/seo/category-json-ld";
import { SIGNED } from "./fund-text";
import { DataTable } from "./data-table";
import { UnrankedNote } from "./metric-reasons";
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
          {overview.plan_display_name} belongs to SEBI&apos;s {overview.category.name} category (
          {overview.category.asset_class} funds).{" "}
          <Link href={`${CATEGORIES_PATH}/${overview.category.slug}`}>See the {overview.category.name} category</Link>:
          its SEBI definition, returns and top funds.
        </p>
      </section>
      <section className={styles.section} aria-labelledby="peer-comparison">
        <h2 id="peer-comparison">Peer comparison</h2>
        <UnrankedNote ranking={overview.ranking} />
        <DataTable
          label="Peer comparison table"
          caption={
            <>
              The best {years}-year returns among the category&apos;s{" "}
              {overview.plan_type ? `${overview.plan_type} ` : ""}Growth plans, and this fund
              {peers.category_average_pct === null
                ? ` (category average: ${notEnoughFundsText(peers.peer_count).toLowerCase()})`
                : ` (category average ${formatPercent(peers.category_average_pct, SIGNED)}${years > 1 ? " a year" : ""}, ${peers.peer_count} plans)`}
            </>
          }
          columns={[
            { header: "Fund" },
            { header: "Rank", numeric: true, link: "ranking" },
            { header: `${years}Y return${years > 1 ? ", a year" : ""}`, numeric: true, link: "trailing-returns" },
            { header: "Volatility", numeric: true, link: "risk-ratios" },
            { header: "Sharpe", numeric: true, link: "risk-ratios" },
            { header: "Expense ratio", numeric: true },
            { header: "AUM", numeric: true },
          ]}
          rows={peers.peers.map((peer) => ({
            key: String(peer.scheme_code),
            highlight: peer.is_self,
            header: peer.is_self ? (
              <>
                {peer.plan_display_name} <span className={styles.explain}>(this fund)</span>
              </>
            ) : (
              <Link href={fundPagePath(peer)}>{peer.plan_display_name}</Link>
            ),
            cells: [
              peer.rank ?? "--",
              formatPercent(peer.return_pct, SIGNED),
              formatPercent(peer.volatility),
              formatNumber(peer.sharpe, SIGNED),
              formatPercent(peer.expense_ratio),
              formatCroreAmount(peer.aum),
            ],
          }))}
        />
      </section>
      <CategoryMetricsList metrics={category.stats} />
      <CategoryReturnsTables returns={category.returns} />
    </>
  );
}
