import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";
import { CategoryAbout } from "@/components/categories/category-about";
import { CategoryBreadcrumb } from "@/components/categories/category-breadcrumb";
import { CategoryFaqs } from "@/components/categories/category-faqs";
import { CategoryMetricsList } from "@/components/categories/category-metrics";
import { CategoryReturnsTables } from "@/components/categories/category-returns";
import { PagerNav } from "@/components/pagination/pager-nav";
import { FundTable } from "@/components/funds/fund-table";
import styles from "@/components/categories/categories.module.css";
import {
  categoryPageHref,
  categoryPaging,
  loadCategory,
  loadCategoryPageData,
} from "@/lib/funds/categories/category-page-data";
import { findCategoryContent } from "@/lib/content/category-content";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";
import { categoryBreadcrumbTrail, CATEGORIES_PATH } from "@/lib/seo/category-json-ld";

const route = routeFor("/mutual-funds/categories/[slug]");
type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// One lookup per request, shared by generateMetadata and the page; no category there answers not-found.tsx.
const findCategory = cache(async (slug: string) => (await loadCategory(slug)) ?? notFound());

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { slug } = await params;
  const category = await findCategory(slug);
  const { page, pageSize } = categoryPaging(await searchParams);
  const summary = findCategoryContent(category.slug)?.summary ?? route.summary;
  const title = `${category.name} (${category.asset_class}): returns, top funds and SEBI rules${page > 1 ? `, page ${page}` : ""}`;
  return metadataFor(route, title, {
    description: `${category.name} mutual funds: ${summary} Category returns, key metrics and the top funds by 3-year return.`,
    canonical: categoryPageHref(category.slug, page, pageSize),
  });
}

export default async function CategoryPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const category = await findCategory(slug);
  if (slug !== category.slug) permanentRedirect(`${CATEGORIES_PATH}/${category.slug}`);
  const paging = categoryPaging(await searchParams);
  const { metrics, returns, topFunds, pager } = await loadCategoryPageData(category, paging);
  const content = findCategoryContent(category.slug);

  return (
    <div className={`container ${styles.page}`}>
      <CategoryBreadcrumb trail={categoryBreadcrumbTrail(category)} />
      <h1>{category.name}</h1>
      <p className={styles.lead}>
        <span>{category.asset_class} fund category</span>
        {content && (
          <>
            {". "}
            {content.summary}
          </>
        )}
      </p>
      {content && <CategoryAbout content={content} />}
      <CategoryMetricsList metrics={metrics} />
      <CategoryReturnsTables returns={returns} />
      <section className={styles.section} aria-labelledby="top-funds">
        <h2 id="top-funds">Top funds</h2>
        {topFunds.plans.length === 0 ? (
          <p role="status">This category has no active funds.</p>
        ) : (
          <FundTable
            plans={topFunds.plans}
            columns={["amc", "return_1y", "return_3y", "return_5y", "expense_ratio", "aum", "risk"]}
            caption={`Funds by 3-year return, page ${topFunds.page} of ${topFunds.total_pages} (${topFunds.total} funds)`}
          />
        )}
        <PagerNav
          model={pager}
          label="Top funds pages"
          hrefFor={(page) => categoryPageHref(category.slug, page, paging.pageSize)}
        />
      </section>
      {content && <CategoryFaqs faqs={content.faqs} />}
    </div>
  );
}
