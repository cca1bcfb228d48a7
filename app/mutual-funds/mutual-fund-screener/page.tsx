import type { Metadata } from "next";
import { cache } from "react";
import { CategoryBreadcrumb } from "@/components/categories/category-breadcrumb";
import { ScreenerClient } from "@/components/screener/screener-client";
import styles from "@/components/screener/screener.module.css";
import { endpointCacheKey } from "@/lib/api/answer-cache";
import { cachedPayload } from "@/lib/api/cached-payload";
import { screenerFiltersEndpoint, screenerListEndpoint, screenerQuery, type ScreenerFilters, type ScreenerPage } from "@/lib/api/schemas/screener";
import { getDatabase } from "@/lib/db/client";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";
import { mutualFundsTrail } from "@/lib/seo/breadcrumb-json-ld";
import { listScreenerPlans } from "@/lib/screener/list-screener-plans";
import { pagerModel } from "@/lib/screener/pager";
import { screenerFilters } from "@/lib/screener/screener-filters";
import { screenerPageMeta } from "@/lib/screener/screener-seo";
import { parseScreenerParams } from "@/lib/screener/parse-screener-params";
import { screenerApiQuery, SCREENER_PATH, type ScreenerState } from "@/lib/screener/screener-url-state";

const route = routeFor("/mutual-funds/mutual-fund-screener");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The page reads its search parameters, so it renders on every request: its data comes through the API's
// per-data-version cache, under the API's own keys (a screen the browser then asks the API for is a hit).

/** The filters, shared by generateMetadata and the page; a failure is logged and the browser tries again. */
const loadFilters = cache(async (): Promise<ScreenerFilters | null> => {
  try {
    return await cachedPayload(endpointCacheKey(screenerFiltersEndpoint, {}, {}), () => screenerFilters(getDatabase().sql));
  } catch (error) {
    console.error("The screener filters could not be read", error);
    return null;
  }
});

async function loadPage(state: ScreenerState): Promise<ScreenerPage | null> {
  try {
    const query = screenerQuery.parse(screenerApiQuery(state));
    return await cachedPayload(endpointCacheKey(screenerListEndpoint, {}, query), () => listScreenerPlans(getDatabase().sql, query));
  } catch (error) {
    console.error("The screener list could not be read", error);
    return null;
  }
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const state = parseScreenerParams(await searchParams);
  const meta = screenerPageMeta(state, await loadFilters(), route.summary);
  return metadataFor(route, meta.title, { description: meta.description, canonical: meta.canonical });
}

export default async function ScreenerPage({ searchParams }: Props) {
  const asked = parseScreenerParams(await searchParams);
  const [filters, firstTry] = await Promise.all([loadFilters(), loadPage(asked)]);
  // A page past the end shows the last page (the browser then tidies the address).
  const last = firstTry ? pagerModel(asked.page, firstTry.total_pages).current : asked.page;
  const state = last === asked.page ? asked : { ...asked, page: last };
  const page = state === asked ? firstTry : await loadPage(state);
  return (
    <div className={`container ${styles.page}`}>
      <CategoryBreadcrumb trail={mutualFundsTrail({ name: route.title, path: SCREENER_PATH })} />
      <h1>{route.title}</h1>
      <ScreenerClient initialState={state} initialFilters={filters} initialPage={page} />
    </div>
  );
}
