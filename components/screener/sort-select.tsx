"use client";

import { useRef } from "react";
import { useTypedBeforeLive } from "@/components/deferred/use-before-live";
import { Select } from "@/components/ui/select";
import { DEFAULT_SORT_ID, SCREENER_SORTS, sortById, type ScreenerSortId } from "@/lib/screener/screener-sorts";
import styles from "./screener.module.css";

const RELEVANCE = "relevance";

/**
 * The sort dropdown: the six sorts, and 'Best match' (the list call's order) while there is a search text. A sort
 * picked in the server's HTML before the dropdown was live reached no handler: it is taken when it goes live.
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
  const pick = (id: string) => onChange(sortById(id)?.id ?? null);
  const selectRef = useRef<HTMLSelectElement>(null);
  useTypedBeforeLive(selectRef, value, pick);
  return (
    <Select
      ref={selectRef}
      label="Sort by"
      options={options}
      value={value}
      className={styles.sort}
      onChange={(event) => pick(event.currentTarget.value)}
    />
  );
}
