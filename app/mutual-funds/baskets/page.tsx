import type { Metadata } from "next";
import { FundTable } from "@/components/funds/fund-table";
import styles from "@/components/baskets/baskets.module.css";
import { CategoryBreadcrumb } from "@/components/categories/category-breadcrumb";
import { NoFundData } from "@/components/data/no-fund-data";
import { getDatabase } from "@/lib/db/client";
import { basketFunds, listBaskets } from "@/lib/funds/baskets";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";
import { mutualFundsTrail } from "@/lib/seo/breadcrumb-json-ld";

const route = routeFor("/mutual-funds/baskets");

export const metadata: Metadata = {
  ...metadataFor(route, "Mutual fund baskets: curated funds for tax saving, index investing and more"),
};

export default async function BasketsPage() {
  const sql = getDatabase().sql;
  const baskets = await listBaskets(sql, {});
  const withFunds = await Promise.all(baskets.map((basket) => basketFunds(sql, String(basket.id))));
  return (
    <div className={`container ${styles.page}`}>
      <CategoryBreadcrumb trail={mutualFundsTrail({ name: route.title, path: route.path })} />
      <h1>{route.title}</h1>
      <p className={styles.lead}>
        {route.summary} Each basket shows its funds in the order we suggest looking at them.
      </p>
      {withFunds.length === 0 ? (
<NoFundData what="Fund baskets" />
      ) : (
        withFunds.map(({ basket, plans }) => (
          <section
            key={basket.id}
            id={basket.slug}
            className={styles.section}
            aria-labelledby={`basket-${basket.slug}`}
          >
            <h2 id={`basket-${basket.slug}`}>{basket.name}</h2>
            <p className={styles.description}>{basket.description}</p>
            {plans.length === 0 ? (
              <p>This basket has no active funds at the moment.</p>
            ) : (
              <FundTable
                plans={plans}
                columns={["category", "return_1y", "return_3y", "expense_ratio", "aum", "risk"]}
                caption={`${basket.name}: ${plans.length} funds`}
                hideCaption
              />
            )}
          </section>
        ))
      )}
    </div>
  );
}
