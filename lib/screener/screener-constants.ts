// The screener list call's keys and sizes, free of zod so the browser's screener can use them without
// loading the call's schemas (lib/api/schemas/screener.ts builds those from these).

export const SCREENER_PAGE_SIZE = 10;

/** Sort keys of the list call: the spec's aum, return_3y and expense_ratio, and every other metric on a row. */
export const SCREENER_ORDER_KEYS = [
  "aum",
  "return_1m",
  "return_3m",
  "return_6m",
  "return_1y",
  "return_3y",
  "return_5y",
  "return_10y",
  "return_max",
  "expense_ratio",
  "volatility",
  "sharpe",
  "sortino",
  "max_drawdown",
  "nav",
  "fund_age",
  "plan_display_name",
] as const;
export type ScreenerOrderKey = (typeof SCREENER_ORDER_KEYS)[number];

/** Sort keys whose default direction is ascending (cheapest first, A to Z); every other key sorts descending. */
export const SCREENER_ASCENDING_BY_DEFAULT: ReadonlySet<ScreenerOrderKey> = new Set(["expense_ratio", "plan_display_name"]);

/** Range filters: the query takes `{key}_min` and `{key}_max`. */
export const SCREENER_RANGE_KEYS = ["expense_ratio", "aum", "return_1y", "return_3y", "return_5y", "fund_age"] as const;
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
