import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";
import { CategoryAbout } from "@/components/categories/category-about";
import { CategoryBreadcrumb } from "@/components/categories/category-breadcrumb";
import { CategoryFaqs } from "@/components/categories/category-faqs";
import { CategoryMetricsList } from "@/components/categories/category-metrics";
import { CategoryReturnsTables } from "@/components/categories/category-returns";
import { PagerNav } from "@/components/categories/pager-nav";
import { FundTable } from "@/components/funds/fund-table";
import styles from "@/components/categories/categories.module.css";
import { ApiError } from "@/lib/api/api-error";
import { cachedPayload } from "@/lib/api/cached-payload";
import type { CategorySummary } from "@/lib/api/schemas/fields";
import { TOP_FUNDS_PAGE_SIZE } from "@/lib/api/schemas/categories";
import { findCategoryContent } from "@/lib/content/category-content";
import { getDatabase } from "@/lib/db/client";
import { categoryByRef } from "@/lib/funds/category-lookup";
import { categoryReturnsOf } from "@/lib/funds/category-returns";
import { categoryStats } from "@/lib/funds/category-stats";
import { categoryTopFunds } from "@/lib/funds/categories/category-top-funds";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";
import { pagerModel, parsePageParam } from "@/lib/screener/pager";
import { categoryBreadcrumbTrail, CATEGORIES_PATH } from "@/lib/seo/category-json-ld";

const route = routeFor("/mutual-funds/categories/[slug]");
// A malformed category can never exist, so it is a 404 without asking the database.
const VALID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_PAGE_SIZE = 100;
const CALENDAR_YEARS = 5;

type SearchParams = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ slug: string }>; searchParams: Promise<SearchParams> };

// The page reads its search parameters (?page=), so it renders on every request: its data comes through
// the API's per-data-version cache, keyed by what it asks for.
const pageData = <T,>(key: unknown[], compute: () => Promise<T>) => cachedPayload(`category-page ${JSON.stringify(key)}`, compute);

/** The category, or a 404 page when there is none (one lookup per request, shared with generateMetadata). */
const findCategory = cache(async (slug: string): Promise<CategorySummary> => {
  if (!VALID.test(slug)) notFound();
  try {
    return await pageData(["category", slug], () => categoryByRef(getDatabase().sql, slug));
  } catch (error) {
    if (error instanceof ApiError && error.code === "not_found") notFound();
    throw error;
  }
});

/** ?page=N (default 1) and ?page_size=M (default 10, at most 100). */
function pagingOf(searchParams: SearchParams): { page: number; pageSize: number } {
  const size = searchParams.page_size === undefined ? TOP_FUNDS_PAGE_SIZE : parsePageParam(searchParams.page_size);
  return { page: parsePageParam(searchParams.page), pageSize: Math.min(MAX_PAGE_SIZE, size) };
}

function pageHref(slug: string, page: number, pageSize: number): string {
  const query = new URLSearchParams();
  if (page > 1) query.set("page", String(page));
  if (pageSize !== TOP_FUNDS_PAGE_SIZE) query.set("page_size", String(pageSize));
  const text = query.toString();
  return `${CATEGORIES_PATH}/${slug}${text ? `?${text}` : ""}`;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { slug } = await params;
  const category = await findCategory(slug);
  const { page, pageSize } = pagingOf(await searchParams);
  const summary = findCategoryContent(category.slug)?.summary ?? route.summary;
  const title = `${category.name} (${category.asset_class}): returns, top funds and SEBI rules${page > 1 ? `, page ${page}` : ""}`;
  return metadataFor(route, title, {
    description: `${category.name} mutual funds: ${summary} Category returns, key metrics and the top funds by 3-year return.`,
    canonical: pageHref(category.slug, page, pageSize),
  });
}

export default async function CategoryPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const category = await findCategory(slug);
  if (slug !== category.slug) permanentRedirect(`${CATEGORIES_PATH}/${category.slug}`);
  const { page: requested, pageSize } = pagingOf(await searchParams);
  const sql = getDatabase().sql;
  const topFundsPage = (page: number) => pageData(["top-funds", category.slug, page, pageSize], () => categoryTopFunds(sql, category.slug, { page, page_size: pageSize }));
  const [metrics, returns, firstTry] = await Promise.all([
    pageData(["metrics", category.slug], () => categoryStats(sql, category.slug)),
    pageData(["returns", category.slug, CALENDAR_YEARS], () => categoryReturnsOf(sql, category.slug, "3y", CALENDAR_YEARS)),
    topFundsPage(requested),
  ]);
  const pager = pagerModel(requested, firstTry.total_pages);
  // A page past the end shows the last page rather than an empty table.
  const topFunds = pager.current === requested ? firstTry : await topFundsPage(pager.current);
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
        <PagerNav model={pager} label="Top funds pages" hrefFor={(page) => pageHref(category.slug, page, pageSize)} />
      </section>
      {content && <CategoryFaqs faqs={content.faqs} />}
    </div>
  );
}
