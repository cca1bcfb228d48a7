"use client";

import { useState } from "react";
import { Select } from "@/components/ui/select";
import { TextField } from "@/components/ui/text-field";
import { MAX_SEARCH_LENGTH } from "@/lib/screener/screener-state-changes";
import { DEFAULT_SORT_ID, SCREENER_SORTS, type ScreenerSortId } from "@/lib/screener/screener-sorts";
import styles from "./screener.module.css";

const RELEVANCE = "relevance";

/** The sort dropdown: the spec's six orders, and 'Best match' (the list call's order) while there is a search text. */
export function SortSelect({ sort, searching, onChange }: { sort: ScreenerSortId | null; searching: boolean; onChange: (sort: ScreenerSortId | null) => void }) {
  const options = [...(searching ? [{ value: RELEVANCE, label: "Best match" }] : []), ...SCREENER_SORTS.map((s) => ({ value: s.id, label: s.label }))];
  const value = sort ?? (searching ? RELEVANCE : DEFAULT_SORT_ID);
  return (
    <Select
      label="Sort by"
      options={options}
      value={value}
      className={styles.sort}
      onChange={(event) => {
        const chosen = SCREENER_SORTS.find((s) => s.id === event.currentTarget.value);
        onChange(chosen ? chosen.id : null);
      }}
    />
  );
}

/** Free-text search over fund and fund-house names. Keeps what is typed (spaces too) while the screen keeps it trimmed. */
export function SearchBox({ q, onChange }: { q: string; onChange: (text: string) => void }) {
  const [text, setText] = useState(q);
  const [shown, setShown] = useState(q);
  // A search changed elsewhere (its chip removed, Clear all, the back button) replaces the text.
  if (shown !== q) {
    setShown(q);
    if (text.trim() !== q) setText(q);
  }
  return (
    <TextField
      type="search"
      label="Search funds"
      placeholder="Fund or fund house name"
      value={text}
      maxLength={MAX_SEARCH_LENGTH}
      autoComplete="off"
      className={styles.search}
      onChange={(event) => {
        setText(event.currentTarget.value);
        onChange(event.currentTarget.value);
      }}
    />
  );
}
