import type { Metadata } from "next";
import { CategoryBreadcrumb } from "@/components/categories/category-breadcrumb";
import { CategoryIndex } from "@/components/categories/category-index";
import { NoFundData } from "@/components/data/no-fund-data";
import styles from "@/components/categories/categories.module.css";
import { getDatabase } from "@/lib/db/client";
import { listCategories } from "@/lib/funds/category-list";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";
import { categoryBreadcrumbTrail } from "@/lib/seo/category-json-ld";

const route = routeFor("/mutual-funds/categories");

export const metadata: Metadata = {
  ...metadataFor(route, "Mutual fund categories: SEBI definitions, returns and top funds"),
};

export default async function CategoriesPage() {
  const categories = await listCategories(getDatabase().sql);
  return (
    <div className={`container ${styles.page}`}>
      <CategoryBreadcrumb trail={categoryBreadcrumbTrail()} />
      <h1>{route.title}</h1>
      <p className={styles.lead}>
        {route.summary} Returns are averages of one Growth plan per fund (Direct where a fund has both).
      </p>
      {categories.length === 0 ? <NoFundData what="Fund categories" /> : <CategoryIndex categories={categories} />}
    </div>
  );
}
