import { SCREENER_ASCENDING_BY_DEFAULT, type ScreenerOrderKey } from "@/lib/screener/screener-constants";

export type SortDirection = "asc" | "desc";

/** The screener's sort dropdown (spec section 9), in the order it lists them. */
export const SCREENER_SORTS = [
  { id: "aum_desc", label: "AUM High to Low", orderBy: "aum", orderDir: "desc" },
  { id: "aum_asc", label: "AUM Low to High", orderBy: "aum", orderDir: "asc" },
  { id: "return_3y_desc", label: "3Y Returns High to Low", orderBy: "return_3y", orderDir: "desc" },
  { id: "return_3y_asc", label: "3Y Returns Low to High", orderBy: "return_3y", orderDir: "asc" },
  { id: "expense_ratio_asc", label: "Expense Ratio Low to High", orderBy: "expense_ratio", orderDir: "asc" },
  { id: "expense_ratio_desc", label: "Expense Ratio High to Low", orderBy: "expense_ratio", orderDir: "desc" },
] as const satisfies readonly { id: string; label: string; orderBy: ScreenerOrderKey; orderDir: SortDirection }[];

export type ScreenerSort = (typeof SCREENER_SORTS)[number];
export type ScreenerSortId = ScreenerSort["id"];

/** What the list call does without order_by: AUM, largest first (or relevance when there is a search text). */
export const DEFAULT_SORT_ID: ScreenerSortId = "aum_desc";

export function sortById(id: string): ScreenerSort | undefined {
  return SCREENER_SORTS.find((sort) => sort.id === id);
}

/**
 * The dropdown option of an order_by/order_dir pair, with the API's default direction when order_dir is
 * missing or unknown; undefined for keys the dropdown does not offer.
 */
export function sortFromParams(orderBy: string | undefined, orderDir: string | undefined): ScreenerSort | undefined {
  const key = SCREENER_SORTS.find((sort) => sort.orderBy === orderBy)?.orderBy;
  if (!key) return undefined;
  const direction: SortDirection = orderDir === "asc" || orderDir === "desc" ? orderDir : SCREENER_ASCENDING_BY_DEFAULT.has(key) ? "asc" : "desc";
  return SCREENER_SORTS.find((sort) => sort.orderBy === key && sort.orderDir === direction);
}
