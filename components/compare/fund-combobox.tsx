"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { TextField } from "@/components/ui/text-field";
import { useTypedBeforeLive } from "@/components/deferred/use-before-live";
import type { ScreenerPlan } from "@/lib/api/schemas/screener";
import type { FundSearchResult } from "./fund-search";
import { useDebouncedValue } from "./use-debounced-value";
import styles from "./compare-picker.module.css";
import { Deferred, deferred } from "@/components/deferred/deferred";

// Fetched with the first search: it brings SWR and the API layer, which the first view does not need.
const FundSearch = deferred(() => import("./fund-search"), "FundSearch");

export const SEARCH_DELAY_MS = 300;
export const MIN_SEARCH_LENGTH = 2;
const RESULTS = 8;

export interface FundComboboxProps {
  label: string;
  helpText?: string;
  /** Scheme codes already chosen: their options say so. */
  chosen: readonly number[];
  /** Called with the option picked; return false to refuse it (the text then stays for another try). */
  onPick: (plan: ScreenerPlan) => boolean;
  /** No more can be added (compare holds five funds): the box is disabled, and its help text says why. */
  disabled?: boolean;
}

function statusText(text: string, loading: boolean, error: Error | undefined, count: number | null): string {
  if (text.length === 0) return "";
  if (text.length < MIN_SEARCH_LENGTH) return `Type at least ${MIN_SEARCH_LENGTH} letters to search.`;
  if (error) return `The search failed: ${error.message}`;
  if (loading || count === null) return "Searching…";
  if (count === 0) return `No fund matches “${text}”.`;
  return `${count} ${count === 1 ? "fund" : "funds"} found; use the up and down arrow keys to choose, Enter to add.`;
}

/**
 * Type-ahead fund search (the WAI-ARIA combobox pattern with a list box): searches plan and fund-house names
 * through the screener list call once the typing pauses; arrow keys move through the results, Enter adds the
 * highlighted fund, Escape closes the list (or clears the text when it is closed).
 */
export function FundCombobox({ label, helpText, chosen, onPick, disabled = false }: FundComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const statusId = `${id}-status`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const searching = term.length >= MIN_SEARCH_LENGTH;
  const [found, setFound] = useState<FundSearchResult | null>(null);
  // What an earlier term found is not shown for this one.
  const result = searching && found?.term === term ? found : null;
  const options = result?.plans ?? [];
  const expanded = open && options.length > 0;
  const typed = text.trim();
  const settled = typed === term;
  const status = statusText(
    typed,
    !settled || !result || result.loading,
    settled ? result?.error : undefined,
    settled && result?.plans ? options.length : null,
  );

  const activeId = expanded && active >= 0 ? optionId(active) : undefined;

  // Lazy on the mutual fund calculator: search what was typed before, and list the results if the visitor
  // is still in the box.
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeLive(inputRef, text, (typed, stillInBox) => {
    setText(typed);
    setOpen(stillInBox);
  });

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: "nearest" });
  }, [activeId]);

  function pick(plan: ScreenerPlan) {
    setOpen(false);
    setActive(-1);
    if (onPick(plan)) setText("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === "ArrowDown";
        setOpen(true);
        setActive((current) =>
          !expanded || current < 0 ? (down ? 0 : count - 1) : (current + (down ? 1 : count - 1)) % count,
        );
        break;
      }
      case "Enter":
        if (expanded && active >= 0 && options[active]) {
          event.preventDefault();
          pick(options[active]);
        }
        break;
      case "Escape":
        event.preventDefault();
        if (expanded) setOpen(false);
        else setText("");
        setActive(-1);
        break;
      case "Tab":
        setOpen(false);
        break;
    }
  }

  return (
    <div className={styles.combobox}>
      <TextField
        label={label}
        helpText={helpText}
        disabled={disabled}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-describedby={statusId}
        placeholder="Fund or fund house, e.g. large cap"
        ref={inputRef}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={listId} role="listbox" aria-label={`${label}: results`} className={styles.listbox} hidden={!expanded}>
        {options.map((plan, index) => {
          const added = chosen.includes(plan.scheme_code);
          return (
            <li
              key={plan.scheme_code}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={index === active ? `${styles.option} ${styles.activeOption}` : styles.option}
              // Keeps the focus in the text box, so the list stays a part of it.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(plan)}
            >
              <span className={styles.optionName}>{plan.plan_display_name}</span>
              <span className={styles.optionMeta}>
                {plan.amc_name}
                {plan.sebi_subcategory_name ? ` · ${plan.sebi_subcategory_name}` : ""}
                {added ? " · already added" : ""}
              </span>
            </li>
          );
        })}
      </ul>
      {searching && (
        <Deferred>
          <FundSearch term={term} results={RESULTS} onResult={setFound} />
        </Deferred>
      )}
      <p id={statusId} role="status" className={styles.searchStatus}>
        {status}
      </p>
    </div>
  );
}
