"use client";

import { useId } from "react";
import type { ScreenerFilters } from "@/lib/api/schemas/screener";
import { screenerSections } from "@/lib/screener/screener-sections";
import type { ScreenerState } from "@/lib/screener/screener-url-state";
import { FilterSections, type ScreenerChange } from "./filter-sections";
import styles from "./screener.module.css";

interface FilterPanelProps {
  /** The screener's filters (null while they load): the sections are built from them. */
  filters: ScreenerFilters | null;
  state: ScreenerState;
  onChange: (change: ScreenerChange) => void;
  onClearAll: () => void;
}

/** The desktop filter panel (768 px and wider): 'Filter' with 'Clear all', every change applied at once. */
export function FilterPanel({ filters, state, onChange, onClearAll }: FilterPanelProps) {
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
      <FilterSections sections={screenerSections(filters)} state={state} onChange={onChange} />
    </aside>
  );
}
