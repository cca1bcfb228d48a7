"use client";

import { Select } from "@/components/ui/select";
import { useHydrated } from "@/components/ui/use-hydrated";
import { DEFAULT_SORT_ID, SCREENER_SORTS, sortById, type ScreenerSortId } from "@/lib/screener/screener-sorts";
import styles from "./screener.module.css";

const RELEVANCE = "relevance";

/**
 * The sort dropdown: the six sorts, and 'Best match' (the list call's order) while there is a search text. Disabled
 * until the page has hydrated: a sort picked in the server's HTML reached no handler, and hydration put the
 * dropdown back to the address's sort.
 */
export function SortSelect({
  sort,
  searching,
  onChange,
}: {
  sort: ScreenerSortId | null;
  searching: boolean;
  onChange: (sort: ScreenerSortId | null) => void;
}) {
  const options = [
    ...(searching ? [{ value: RELEVANCE, label: "Best match" }] : []),
    ...SCREENER_SORTS.map((s) => ({ value: s.id, label: s.label })),
  ];
  const value = sort ?? (searching ? RELEVANCE : DEFAULT_SORT_ID);
  const hydrated = useHydrated();
  return (
    <Select
      label="Sort by"
      options={options}
      value={value}
      className={styles.sort}
      disabled={!hydrated}
      onChange={(event) => onChange(sortById(event.currentTarget.value)?.id ?? null)}
    />
  );
}
