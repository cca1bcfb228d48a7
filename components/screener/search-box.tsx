"use client";

import { useRef, useState } from "react";
import { useTypedBeforeLive } from "@/components/deferred/use-before-live";
import { TextField } from "@/components/ui/text-field";
import { MAX_SEARCH_LENGTH } from "@/lib/screener/screener-state-changes";
import styles from "./screener.module.css";

/** Free-text search over fund and fund-house names. Keeps what is typed (spaces too) while the screen keeps it trimmed. */
export function SearchBox({ q, onChange }: { q: string; onChange: (text: string) => void }) {
  const [text, setText] = useState(q);
  const [shown, setShown] = useState(q);
  const inputRef = useRef<HTMLInputElement>(null);
  // Typed before the page hydrated: searched for now, as the box shows it.
  useTypedBeforeLive(inputRef, text, (typed) => {
    setText(typed);
    onChange(typed);
  });
  // A search changed elsewhere (its chip removed, Clear all, the back button) replaces the text.
  if (shown !== q) {
    setShown(q);
    if (text.trim() !== q) setText(q);
  }
  return (
    <TextField
      ref={inputRef}
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
