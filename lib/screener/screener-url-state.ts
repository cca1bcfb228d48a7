// The screener's state (filters, search text, sort, page) and its address. The page's query string is the
// list call's own query (lib/screener/screener-query.ts), so a shared or bookmarked screen is also the API
// query that fills it. Reading an address is lib/screener/parse-screener-params.ts.
import type { z } from "zod/mini";
import {
  SCREENER_PAGE_SIZE,
  SCREENER_RANGE_KEYS,
  type ScreenerListParam,
  type ScreenerRangeKey,
} from "@/lib/screener/screener-constants";
import type { screenerQuery } from "@/lib/screener/screener-query";
import type { ScreenerSortId } from "@/lib/screener/screener-sorts";

export { MAX_PAGE as MAX_SCREENER_PAGE } from "@/lib/pagination/max-page";
export { SCREENER_LIST_PARAMS, type ScreenerListParam } from "@/lib/screener/screener-constants";

export const SCREENER_PATH = "/mutual-funds/mutual-fund-screener";

/** One range filter; an end that is not set does not filter. */
export interface ScreenerRange {
  min?: number;
  max?: number;
}

export interface ScreenerState {
  lists: Record<ScreenerListParam, string[]>;
  /** Only ranges with at least one end set. */
  ranges: Partial<Record<ScreenerRangeKey, ScreenerRange>>;
  /** Free-text search; "" for none. */
  q: string;
  /** null: the list call's default order. */
  sort: ScreenerSortId | null;
  page: number;
}

export const EMPTY_SCREENER_STATE: ScreenerState = {
  lists: { amc: [], category: [], subcategory: [], risk_level: [], plan_type: [], option_type: [] },
  ranges: {},
  q: "",
  sort: null,
  page: 1,
};

/** The list call's query for the screen, in the address's order (lists as arrays, sent as repeated keys). */
export function screenerApiQuery(state: ScreenerState): z.input<typeof screenerQuery> {
  const query: Record<string, unknown> = { ...state.lists };
  for (const key of SCREENER_RANGE_KEYS) {
    const range = state.ranges[key];
    if (range?.min !== undefined) query[`${key}_min`] = range.min;
    if (range?.max !== undefined) query[`${key}_max`] = range.max;
  }
  if (state.q) query.q = state.q;
  // A sort id is its order_by and order_dir joined by "_" (screener-sorts.ts). It is split here rather than
  // looked up, so the screener's first load does not carry the sort table with every order's SQL.
  if (state.sort) {
    const cut = state.sort.lastIndexOf("_");
    query.order_by = state.sort.slice(0, cut);
    query.order_dir = state.sort.slice(cut + 1);
  }
  return { ...query, page: state.page, page_size: SCREENER_PAGE_SIZE } as z.input<typeof screenerQuery>;
}

/** The screen as query parameters: the list call's query without its page size; page 1 and empty values left out. */
export function screenerSearchParams(state: ScreenerState): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(screenerApiQuery(state))) {
    if (key === "page_size" || (key === "page" && value === 1)) continue;
    for (const item of [value].flat()) params.append(key, String(item));
  }
  return params;
}

/** The screen's address: the screener path and, when anything is chosen, its query string. */
export function screenerHref(state: ScreenerState): string {
  const search = screenerSearchParams(state).toString();
  return search ? `${SCREENER_PATH}?${search}` : SCREENER_PATH;
}

/** Whether two states show the same screen (same address). */
export function sameScreen(a: ScreenerState, b: ScreenerState): boolean {
  return screenerSearchParams(a).toString() === screenerSearchParams(b).toString();
}
