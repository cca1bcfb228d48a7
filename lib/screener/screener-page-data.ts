import { endpointCacheKey } from "@/lib/api/answer-cache";
import { cachedPayload, cachedValue } from "@/lib/api/cached-payload";
import {
  screenerFiltersEndpoint,
  screenerListEndpoint,
  screenerQuery,
  type ScreenerFilters,
  type ScreenerPage,
} from "@/lib/api/schemas/screener";
import { appOutageLog } from "@/lib/api/outage-log";
import { getDatabase } from "@/lib/db/client";
import { pagerModel } from "@/lib/pagination/pager";
import { listScreenerPlans } from "@/lib/screener/list-screener-plans";
import { screenerFilters } from "@/lib/screener/screener-filters";
import { screenerApiQuery, type ScreenerState } from "@/lib/screener/screener-url-state";

// The screener page reads its search parameters, so it renders on every request: its data comes through
// the API's per-data-version cache, under the API's own keys (a screen the browser then asks the API for is
// a hit). A failure is logged and answered null: the browser then asks the API again.

/** The screener's filter options, or null when they could not be read. */
export async function loadScreenerFilters(): Promise<ScreenerFilters | null> {
  try {
    return await cachedPayload(endpointCacheKey(screenerFiltersEndpoint, {}, {}), () =>
      screenerFilters(getDatabase().sql),
    );
  } catch (error) {
    appOutageLog().failed("The screener filters", error);
    return null;
  }
}

async function loadScreen(state: ScreenerState): Promise<ScreenerPage | null> {
  try {
    const query = screenerQuery.parse(screenerApiQuery(state));
    return await cachedPayload(endpointCacheKey(screenerListEndpoint, {}, query), () =>
      listScreenerPlans(getDatabase().sql, query, cachedValue),
    );
  } catch (error) {
    appOutageLog().failed("The screener list", error);
    return null;
  }
}

/** The screen asked for, or its last page for a page past the end (the browser then tidies the address). */
export async function loadScreenerPage(
  asked: ScreenerState,
): Promise<{ state: ScreenerState; page: ScreenerPage | null }> {
  const firstTry = await loadScreen(asked);
  const last = firstTry ? pagerModel(asked.page, firstTry.total_pages).current : asked.page;
  if (last === asked.page) return { state: asked, page: firstTry };
  const state = { ...asked, page: last };
  return { state, page: await loadScreen(state) };
}
