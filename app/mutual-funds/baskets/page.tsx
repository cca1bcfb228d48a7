import type { Metadata } from "next";
import { BasketSection, type BasketView } from "@/components/baskets/basket-section";
import styles from "@/components/baskets/baskets.module.css";
import { CategoryBreadcrumb } from "@/components/categories/category-breadcrumb";
import { NoFundData } from "@/components/data/no-fund-data";
import { getDatabase } from "@/lib/db/client";
import { basketFunds, listBaskets } from "@/lib/funds/baskets";
import { contentBaskets } from "@/lib/funds/content-baskets";
import { getDatasetKind } from "@/lib/funds/dataset-kind";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";
import { mutualFundsTrail } from "@/lib/seo/breadcrumb-json-ld";

const route = routeFor("/mutual-funds/baskets");

export const metadata: Metadata = {
  ...metadataFor(route, "Mutual fund baskets: curated funds for tax saving, index investing and more"),
};

/** Real data shows content/baskets.json's baskets (checked against its plans); the demo dataset keeps its own. */
async function baskets(): Promise<BasketView[]> {
  const sql = getDatabase().sql;
  const kind = await getDatasetKind();
  if (kind === "empty") return [];
  if (kind === "amfi")
    return (await contentBaskets(sql)).map((basket) => ({
      slug: basket.slug,
      name: basket.name,
      description: basket.rationale,
      riskLevel: basket.risk_level,
      plans: basket.plans,
    }));
  const listed = await listBaskets(sql, {});
  return Promise.all(
    listed.map(async (item) => {
      const { basket, plans } = await basketFunds(sql, String(item.id));
      return { slug: basket.slug, name: basket.name, description: basket.description, plans };
    }),
  );
}

export default async function BasketsPage() {
  const shown = await baskets();
  return (
    <div className={`container ${styles.page}`}>
      <CategoryBreadcrumb trail={mutualFundsTrail({ name: route.title, path: route.path })} />
      <h1>{route.title}</h1>
      <p className={styles.lead}>
        {route.summary} Each basket shows its funds in the order we suggest looking at them.
      </p>
      {shown.length === 0 ? (
        <NoFundData what="Fund baskets" />
      ) : (
        shown.map((basket) => <BasketSection key={basket.slug} basket={basket} />)
      )}
    </div>
  );
}
