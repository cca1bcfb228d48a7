// The screener's state (filters, search text, sort, page) and its address. The page's query string uses
// the list call's own parameter names, so a shared or bookmarked screen is also the API query that
// fills it. Reading is lenient: an unknown parameter or a bad value is dropped, never an error.
import type { z } from "zod";
import { SCREENER_PAGE_SIZE, SCREENER_RANGE_KEYS, screenerQuery, type ScreenerRangeKey } from "@/lib/api/schemas/screener";
import { parsePageParam } from "@/lib/screener/pager";
import { sortById, sortFromParams, type ScreenerSortId } from "@/lib/screener/screener-sorts";

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

export type SearchParamsInput = URLSearchParams | Record<string, string | string[] | undefined>;

export const EMPTY_SCREENER_STATE: ScreenerState = {
  lists: { amc: [], category: [], subcategory: [], risk_level: [], plan_type: [], option_type: [] },
  ranges: {},
  q: "",
  sort: null,
  page: 1,
};

/** Far more values than any filter has; a hostile URL with thousands is cut before validating. */
const MAX_RAW_VALUES = 200;
const DECIMAL = /^-?\d{1,7}(?:\.\d{1,6})?$/;

function valuesOf(input: SearchParamsInput, key: string): string[] {
  if (input instanceof URLSearchParams) return input.getAll(key);
  const value = input[key];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

const lastOf = (values: string[]) => values[values.length - 1];
const hasNul = (text: string) => text.includes("\u0000");

/** Each value checked by the list call's own schema; duplicates and values past the call's limit dropped. */
function readList(param: ScreenerListParam, raw: string[]): string[] {
  const schema = screenerQuery.shape[param];
  let kept: string[] = [];
  for (const value of raw.slice(0, MAX_RAW_VALUES)) {
    if (hasNul(value)) continue;
    const one = schema.safeParse([value]);
    if (!one.success || kept.includes(one.data[0]!)) continue;
    const grown = schema.safeParse([...kept, value]);
    if (grown.success) kept = grown.data;
  }
  return kept;
}

/** A plain decimal first (the call's own coercion would read "" as 0 and "0x10" as 16), then the call's bounds. */
function readBound(key: `${ScreenerRangeKey}_${"min" | "max"}`, raw: string[]): number | undefined {
  const value = lastOf(raw)?.trim();
  if (value === undefined || !DECIMAL.test(value)) return undefined;
  const parsed = screenerQuery.shape[key].safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

function readQ(raw: string[]): string {
  const value = lastOf(raw);
  if (value === undefined || hasNul(value)) return "";
  const parsed = screenerQuery.shape.q.safeParse(value);
  return parsed.success ? (parsed.data ?? "") : "";
}

/** The screen a query string describes. Never throws: what cannot be read is left out. */
export function parseScreenerParams(input: SearchParamsInput): ScreenerState {
  const get = (key: string) => valuesOf(input, key);
  const lists = { ...EMPTY_SCREENER_STATE.lists };
  for (const param of SCREENER_LIST_PARAMS) lists[param] = readList(param, get(param));
  const ranges: ScreenerState["ranges"] = {};
  for (const key of SCREENER_RANGE_KEYS) {
    const min = readBound(`${key}_min`, get(`${key}_min`));
    const max = readBound(`${key}_max`, get(`${key}_max`));
    if (min !== undefined || max !== undefined) ranges[key] = { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
  }
  const sort = sortFromParams(lastOf(get("order_by")), lastOf(get("order_dir")));
  return {
    lists,
    ranges,
    q: readQ(get("q")),
    sort: sort?.id ?? null,
    page: Math.min(MAX_SCREENER_PAGE, parsePageParam(get("page"))),
  };
}

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
