import Link from "next/link";
import { findCategoryContent } from "@/lib/content/category-content";
import { peerFigureText } from "@/lib/funds/categories/peer-count-text";
import type { CategoryListItem } from "@/lib/funds/category-list";
import { formatPercent } from "@/lib/format";
import styles from "./categories.module.css";

const signed = { allowNegative: true };

/** The categories grouped by broad category (in the order given), one table per group. */
export function CategoryIndex({ categories }: { categories: readonly CategoryListItem[] }) {
  const groups = new Map<string, CategoryListItem[]>();
  for (const category of categories)
    groups.set(category.asset_class, [...(groups.get(category.asset_class) ?? []), category]);
  return (
    <>
      {[...groups].map(([assetClass, items]) => {
        const headingId = `class-${assetClass.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
        return (
          <section key={assetClass} className={styles.section} aria-labelledby={headingId}>
            <h2 id={headingId}>{assetClass}</h2>
            <div className={styles.tableScroll}>
              <table className={styles.table}>
                <caption className="visually-hidden">
                  {assetClass} categories: {items.length}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Category</th>
                    <th scope="col" className={styles.number}>
                      Funds
                    </th>
                    <th scope="col" className={styles.number}>
                      1Y return (avg)
                    </th>
                    <th scope="col" className={styles.number}>
                      3Y return (avg)
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((category) => (
                    <tr key={category.slug}>
                      <th scope="row">
                        <Link href={`/mutual-funds/categories/${category.slug}`}>{category.name}</Link>
                        <div className={styles.summaryCell}>{findCategoryContent(category.slug)?.summary}</div>
                      </th>
                      <td className={styles.number}>{category.fund_count}</td>
                      <td className={styles.number}>
                        {peerFigureText(formatPercent(category.return_1y, signed), category.return_1y_count)}
                      </td>
                      <td className={styles.number}>
                        {peerFigureText(formatPercent(category.return_3y, signed), category.return_3y_count)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        );
      })}
    </>
  );
}
