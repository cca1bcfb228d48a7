// The screener's one sort table: each order_by value of the list call (the address uses the same names),
// its SQL, the direction it takes when order_dir is not given, and, for the six orders the sort dropdown
// offers, the dropdown's words for each direction. The API's enum, the dropdown, the address and ORDER BY
// all read it.

import { DISCLOSED_TER_SQL } from "@/lib/funds/facts/disclosed-ter";
import { PLAN_LAUNCH_SQL } from "@/lib/funds/plan-launch";
import { investorReturnSql } from "@/lib/screener/investor-return-sql";

export type SortDirection = "asc" | "desc";

// Fund age is not a column: it is derived from the plan's launch date so that it never goes stale.
export const FUND_AGE_YEARS = `((current_date - ${PLAN_LAUNCH_SQL}) / 365.25)`;

/**
 * sql: the ORDER BY expression; value: what it orders by, in words ("3Y return known for 40 of 8,582 plans");
 * first: the direction without order_dir; labels: the dropdown's words, default direction first.
 */
type ScreenerOrder = { sql: string; value: string; first: SortDirection; labels?: Record<SortDirection, string> };
const desc = (sql: string, value: string): ScreenerOrder => ({ sql, value, first: "desc" });

export const SCREENER_ORDERS = {
  aum: { sql: "aum", value: "AUM", first: "desc", labels: { desc: "AUM High to Low", asc: "AUM Low to High" } },
  return_1m: desc(investorReturnSql("return_1m"), "1M return"),
  return_3m: desc(investorReturnSql("return_3m"), "3M return"),
  return_6m: desc(investorReturnSql("return_6m"), "6M return"),
  return_1y: desc(investorReturnSql("return_1y"), "1Y return"),
  return_3y: {
    sql: investorReturnSql("return_3y"),
    value: "3Y return",
    first: "desc",
    labels: { desc: "3Y Returns High to Low", asc: "3Y Returns Low to High" },
  },
  return_5y: desc(investorReturnSql("return_5y"), "5Y return"),
  return_10y: desc(investorReturnSql("return_10y"), "10Y return"),
  return_max: desc(investorReturnSql("return_max"), "Return since launch"),
  expense_ratio: {
    sql: DISCLOSED_TER_SQL,
    value: "Expense ratio",
    first: "asc",
    labels: { asc: "Expense Ratio Low to High", desc: "Expense Ratio High to Low" },
  },
  volatility: desc("volatility", "Volatility"),
  sharpe: desc("sharpe", "Sharpe ratio"),
  sortino: desc("sortino", "Sortino ratio"),
  max_drawdown: desc("max_drawdown", "Maximum drawdown"),
  nav: desc("nav", "NAV"),
  fund_age: desc(FUND_AGE_YEARS, "Launch date"),
  plan_display_name: { sql: "plan_display_name", value: "Name", first: "asc" },
} as const satisfies Record<string, ScreenerOrder>;

export type ScreenerOrderKey = keyof typeof SCREENER_ORDERS;
/** The list call's order_by values, in the table's order (the 400 message lists them so). */
export const SCREENER_ORDER_KEYS = Object.keys(SCREENER_ORDERS) as [ScreenerOrderKey, ...ScreenerOrderKey[]];

type LabelledKey = {
  [K in ScreenerOrderKey]: (typeof SCREENER_ORDERS)[K] extends { labels: object } ? K : never;
}[ScreenerOrderKey];
export type ScreenerSortId = `${LabelledKey}_${SortDirection}`;

export interface ScreenerSort {
  id: ScreenerSortId;
  label: string;
  orderBy: LabelledKey;
  orderDir: SortDirection;
}

const other = (direction: SortDirection): SortDirection => (direction === "asc" ? "desc" : "asc");

/** The sort dropdown's options, in the order it lists them. */
export const SCREENER_SORTS: readonly ScreenerSort[] = Object.entries(SCREENER_ORDERS).flatMap(
  ([key, order]: [string, ScreenerOrder]) =>
    order.labels
      ? [order.first, other(order.first)].map((dir) => ({
          id: `${key}_${dir}` as ScreenerSortId,
          label: order.labels![dir],
          orderBy: key as LabelledKey,
          orderDir: dir,
        }))
      : [],
);

/** What the list call does without order_by: AUM, largest first (or relevance when there is a search text). */
export const DEFAULT_SORT_ID: ScreenerSortId = "aum_desc";

export function sortById(id: string): ScreenerSort | undefined {
  return SCREENER_SORTS.find((sort) => sort.id === id);
}

/** The direction of an order_by/order_dir pair: order_dir when it is asc or desc, else the key's own. */
export function orderDirection(key: ScreenerOrderKey, orderDir: string | undefined): SortDirection {
  return orderDir === "asc" || orderDir === "desc" ? orderDir : SCREENER_ORDERS[key].first;
}

/** The dropdown option of an order_by/order_dir pair; undefined for keys the dropdown does not offer. */
export function sortFromParams(orderBy: string | undefined, orderDir: string | undefined): ScreenerSort | undefined {
  if (orderBy === undefined || !Object.hasOwn(SCREENER_ORDERS, orderBy)) return undefined;
  return sortById(`${orderBy}_${orderDirection(orderBy as ScreenerOrderKey, orderDir)}`);
}
