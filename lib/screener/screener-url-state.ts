// The screener's state (filters, search text, sort, page) and its address. The page's query string uses
// the list call's own parameter names, so a shared or bookmarked screen is also the API query that
// fills it. Reading an address is lib/screener/parse-screener-params.ts: it needs the call's zod schema,
// which the browser loads only when it must, so this module stays free of zod.
import type { z } from "zod";
import type { screenerQuery } from "@/lib/api/schemas/screener";
import { SCREENER_PAGE_SIZE, SCREENER_RANGE_KEYS, type ScreenerRangeKey } from "@/lib/screener/screener-constants";
import { sortById, type ScreenerSortId } from "@/lib/screener/screener-sorts";

export const SCREENER_PATH = "/mutual-funds/mutual-fund-screener";

/** The checkbox filters: repeated parameters of the list call. */
export const SCREENER_LIST_PARAMS = ["amc", "category", "subcategory", "risk_level", "plan_type", "option_type"] as const;
export type ScreenerListParam = (typeof SCREENER_LIST_PARAMS)[number];

/** The list call's largest page number (lib/api/schemas/fields.ts `page`). */
export const MAX_SCREENER_PAGE = 100_000;

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

/** The screen as query parameters, in a fixed order; page 1 and empty values are left out. */
export function screenerSearchParams(state: ScreenerState): URLSearchParams {
  const params = new URLSearchParams();
  for (const param of SCREENER_LIST_PARAMS) for (const value of state.lists[param]) params.append(param, value);
  for (const key of SCREENER_RANGE_KEYS) {
    const range = state.ranges[key];
    if (range?.min !== undefined) params.append(`${key}_min`, String(range.min));
    if (range?.max !== undefined) params.append(`${key}_max`, String(range.max));
  }
  if (state.q) params.append("q", state.q);
  const sort = state.sort ? sortById(state.sort) : undefined;
  if (sort) {
    params.append("order_by", sort.orderBy);
    params.append("order_dir", sort.orderDir);
  }
  if (state.page > 1) params.append("page", String(state.page));
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

/** The list call's query for the screen (lists as arrays, which the client sends as repeated keys). */
export function screenerApiQuery(state: ScreenerState): z.input<typeof screenerQuery> {
  const query: Record<string, unknown> = { ...state.lists, page: state.page, page_size: SCREENER_PAGE_SIZE };
  for (const key of SCREENER_RANGE_KEYS) {
    const range = state.ranges[key];
    if (range?.min !== undefined) query[`${key}_min`] = range.min;
    if (range?.max !== undefined) query[`${key}_max`] = range.max;
  }
  if (state.q) query.q = state.q;
  const sort = state.sort ? sortById(state.sort) : undefined;
  if (sort) {
    query.order_by = sort.orderBy;
    query.order_dir = sort.orderDir;
  }
  return query as z.input<typeof screenerQuery>;
}
