// The screener query's keys and page size, which its schema (screener-query.ts) is built from and which
// the page's first load reads without loading the schema.
import type { ScreenerQuery } from "@/lib/screener/screener-query";
import type { ScreenerOrderKey } from "@/lib/screener/screener-sorts";

export const SCREENER_PAGE_SIZE = 10;

/** The checkbox filters: repeated parameters of the list call. */
export const SCREENER_LIST_PARAMS = [
  "amc",
  "category",
  "subcategory",
  "risk_level",
  "plan_type",
  "option_type",
] as const satisfies readonly (keyof ScreenerQuery)[];
export type ScreenerListParam = (typeof SCREENER_LIST_PARAMS)[number];

/** Range filters: the query takes `{key}_min` and `{key}_max`. Each is also a sort key, with the same SQL. */
export const SCREENER_RANGE_KEYS = [
  "expense_ratio",
  "aum",
  "return_1y",
  "return_3y",
  "return_5y",
  "fund_age",
] as const satisfies readonly ScreenerOrderKey[];
export type ScreenerRangeKey = (typeof SCREENER_RANGE_KEYS)[number];

/** Each range filter's title and unit, as the filters call names them. */
export const SCREENER_RANGE_TITLES = {
  expense_ratio: ["Expense Ratio", "%"],
  aum: ["Fund Size", "Cr"],
  return_1y: ["1Y Returns", "%"],
  return_3y: ["3Y Returns", "%"],
  return_5y: ["5Y Returns", "%"],
  fund_age: ["Fund Age", "Y"],
} as const satisfies Record<ScreenerRangeKey, readonly [string, "%" | "Cr" | "Y"]>;
