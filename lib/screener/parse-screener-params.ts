// Reads the screener's state from an address, with the list call's own schema. Reading is lenient:
// an unknown parameter or a bad value is dropped, never an error.
import { parsePageParam } from "@/lib/pagination/pager";
import {
  SCREENER_LIST_PARAMS,
  SCREENER_RANGE_KEYS,
  type ScreenerListParam,
  type ScreenerRangeKey,
} from "@/lib/screener/screener-constants";
import { screenerQuery } from "@/lib/screener/screener-query";
import { sortFromParams } from "@/lib/screener/screener-sorts";
import { EMPTY_SCREENER_STATE, MAX_SCREENER_PAGE, type ScreenerState } from "@/lib/screener/screener-url-state";

export type SearchParamsInput = URLSearchParams | Record<string, string | string[] | undefined>;

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
    if (min !== undefined || max !== undefined)
      ranges[key] = { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
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
