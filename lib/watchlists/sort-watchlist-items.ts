import type { WatchlistItem } from "@/lib/api/schemas/watchlists";

export const ITEM_SORT_KEYS = [
  "name",
  "nav",
  "change_1d_pct",
  "return_1y",
  "return_3y",
  "expense_ratio",
  "aum",
] as const;
export type ItemSortKey = (typeof ITEM_SORT_KEYS)[number];
export type SortDirection = "ascending" | "descending";

function valueOf(item: WatchlistItem, key: ItemSortKey): string | number | null {
  if (!item.fund) return null;
  return key === "name" ? item.fund.plan_display_name.toLowerCase() : item.fund[key];
}

/** A stable sort of a list's funds; funds without a value (or without figures) always go last. */
export function sortWatchlistItems(
  items: readonly WatchlistItem[],
  key: ItemSortKey,
  direction: SortDirection,
): WatchlistItem[] {
  const sign = direction === "ascending" ? 1 : -1;
  return items
    .map((item, index) => ({ item, index, value: valueOf(item, key) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null)
        return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1;
      if (a.value < b.value) return -sign;
      if (a.value > b.value) return sign;
      return a.index - b.index;
    })
    .map((entry) => entry.item);
}

/** The compare page's address for a list's funds (in the order shown): the first five with figures, or null below two. */
export function compareHref(items: readonly WatchlistItem[], max = 5): string | null {
  const codes = items.flatMap((i) => (i.fund ? [i.scheme_code] : [])).slice(0, max);
  return codes.length >= 2 ? `/mutual-funds/compare-mutual-funds?funds=${codes.join(",")}` : null;
}
