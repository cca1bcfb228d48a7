import Link from "next/link";
import styles from "@/components/content/content.module.css";
import { TableScroll } from "@/components/content/table-scroll";
import { findCategoryContent } from "@/lib/content/category-content";
import { categoryScreenHref, POPULAR_PORTFOLIOS } from "@/lib/content/popular-portfolios";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";

const route = routeFor("/popular-portfolios");
export const metadata = metadataFor(route);

// The schema guarantees every slug has category content; the slug is the fallback label all the same.
const categoryName = (slug: string) => findCategoryContent(slug)?.name ?? slug;

export default function PopularPortfoliosPage() {
  const content = POPULAR_PORTFOLIOS;
  return (
    <div className={`container ${styles.page}`}>
      <h1>{route.title}</h1>
      <p className={styles.lead}>{content.lead}</p>
      {content.portfolios.map((model) => (
        <section key={model.id} id={model.id} className={styles.wide} aria-labelledby={`${model.id}-heading`}>
          <h2 id={`${model.id}-heading`}>{model.name}</h2>
          <p className={styles.meta}>Time horizon: {model.horizon}</p>
          <p className={styles.section}>{model.summary}</p>
          <TableScroll label={`${model.name} model portfolio`}>
            <table className={styles.table}>
              <caption className="visually-hidden">{model.name} model portfolio by fund category</caption>
              <thead>
                <tr>
                  <th scope="col">Fund category</th>
                  <th scope="col">Share</th>
                  <th scope="col">Role in the portfolio</th>
                  <th scope="col">Funds</th>
                </tr>
              </thead>
              <tbody>
                {model.allocations.map((line) => (
                  <tr key={line.category}>
                    <th scope="row">{categoryName(line.category)}</th>
                    <td className={styles.weight}>{line.weight}%</td>
                    <td>{line.role}</td>
                    <td>
                      <Link
                        href={categoryScreenHref(line.category)}
                        aria-label={`Screen ${categoryName(line.category)} funds`}
                      >
                        Screen funds
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </section>
      ))}
      <p className={styles.panel} role="note">
        {content.note}
      </p>
    </div>
  );
}
