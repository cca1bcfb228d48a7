import { cachedPayload } from "@/lib/api/cached-payload";
import { TOP_FUNDS_PAGE_SIZE } from "@/lib/api/schemas/categories";
import type { CategorySummary } from "@/lib/api/schemas/fields";
import { getDatabase } from "@/lib/db/client";
import { categoryByRef } from "@/lib/funds/category-lookup";
import { categoryReturnsOf } from "@/lib/funds/category-returns";
import { categoryStats } from "@/lib/funds/category-stats";
import { categoryTopFunds } from "@/lib/funds/categories/category-top-funds";
import { pagerModel, parsePageParam } from "@/lib/pagination/pager";
import { lookupOrNull, slugSegment } from "@/lib/routes/lookup-or-null";
import { CATEGORIES_PATH } from "@/lib/seo/category-json-ld";

const MAX_PAGE_SIZE = 100;
const CALENDAR_YEARS = 5;

type SearchParams = Record<string, string | string[] | undefined>;

export interface CategoryPaging {
  page: number;
  pageSize: number;
}

// The page reads its search parameters (?page=), so it renders on every request: its data comes through
// the API's per-data-version cache, keyed by what it asks for.
const pageData = <T>(key: unknown[], compute: () => Promise<T>) =>
  cachedPayload(`category-page ${JSON.stringify(key)}`, compute);

/** The category of a category page's address segment (its slug), or null when none is there. */
export function loadCategory(segment: string): Promise<CategorySummary | null> {
  return lookupOrNull(slugSegment(segment), (slug) =>
    pageData(["category", slug], () => categoryByRef(getDatabase().sql, slug)),
  );
}

/** ?page=N (default 1) and ?page_size=M (default 10, at most 100). */
export function categoryPaging(searchParams: SearchParams): CategoryPaging {
  const size = searchParams.page_size === undefined ? TOP_FUNDS_PAGE_SIZE : parsePageParam(searchParams.page_size);
  return { page: parsePageParam(searchParams.page), pageSize: Math.min(MAX_PAGE_SIZE, size) };
}

/** A category page's address, with ?page and ?page_size only where they differ from the defaults. */
export function categoryPageHref(slug: string, page: number, pageSize: number): string {
  const query = new URLSearchParams();
  if (page > 1) query.set("page", String(page));
  if (pageSize !== TOP_FUNDS_PAGE_SIZE) query.set("page_size", String(pageSize));
  const text = query.toString();
  return `${CATEGORIES_PATH}/${slug}${text ? `?${text}` : ""}`;
}

/** The category's metrics, calendar-year returns and one page of its top funds. */
export async function loadCategoryPageData(category: CategorySummary, { page: requested, pageSize }: CategoryPaging) {
  const sql = getDatabase().sql;
  const topFundsPage = (page: number) =>
    pageData(["top-funds", category.slug, page, pageSize], () =>
      categoryTopFunds(sql, category.slug, { page, page_size: pageSize }),
    );
  const [metrics, returns, firstTry] = await Promise.all([
    pageData(["metrics", category.slug], () => categoryStats(sql, category.slug)),
    pageData(["returns", category.slug, CALENDAR_YEARS], () =>
      categoryReturnsOf(sql, category.slug, "3y", CALENDAR_YEARS),
    ),
    topFundsPage(requested),
  ]);
  const pager = pagerModel(requested, firstTry.total_pages);
  // A page past the end shows the last page rather than an empty table.
  const topFunds = pager.current === requested ? firstTry : await topFundsPage(pager.current);
  return { metrics, returns, topFunds, pager };
}
