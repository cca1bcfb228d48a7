"use client";

import { useId } from "react";
import type { FilterSection } from "@/lib/screener/screener-sections";
import type { ScreenerState } from "@/lib/screener/screener-url-state";
import { FilterSections } from "./filter-sections";
import styles from "./screener.module.css";

interface FilterPanelProps {
  sections: readonly FilterSection[];
  state: ScreenerState;
  onChange: (next: ScreenerState) => void;
  onClearAll: () => void;
}

/** The desktop filter panel (768 px and wider): 'Filter' with 'Clear all', every change applied at once. */
export function FilterPanel({ sections, state, onChange, onClearAll }: FilterPanelProps) {
  const headingId = useId();
  return (
    <aside className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.panelHeader}>
        <h2 id={headingId} className={styles.panelTitle}>
          Filter
        </h2>
        <button type="button" className={styles.textButton} onClick={onClearAll}>
          Clear all
        </button>
      </div>
      <FilterSections sections={sections} state={state} onChange={onChange} />
    </aside>
  );
}
