"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { ScreenerFilters } from "@/lib/api/schemas/screener";
import { screenerSections } from "@/lib/screener/screener-sections";
import { clearFilters } from "@/lib/screener/screener-state-changes";
import type { ScreenerState } from "@/lib/screener/screener-url-state";
import { FilterSections } from "./filter-sections";
import styles from "./screener.module.css";

interface FilterDrawerProps {
  open: boolean;
  /** The screener's filters (null while they load): the sections are built from them. */
  filters: ScreenerFilters | null;
  /** The applied state; the drawer edits a copy of it until Apply. */
  state: ScreenerState;
  onApply: (next: ScreenerState) => void;
  onCancel: () => void;
}

/** The mobile filter drawer (full screen): changes apply only on 'Apply'; 'Cancel' discards them. */
export function FilterDrawer({ open, filters, state, onApply, onCancel }: FilterDrawerProps) {
  const [draft, setDraft] = useState(state);
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening starts from what is applied now.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(state);
  }
  return (
    <Dialog open={open} onClose={onCancel} title="Filter" closeLabel="Close filters" className={styles.drawer}>
      <FilterSections sections={screenerSections(filters)} state={draft} onChange={setDraft} />
      <div className={styles.drawerActions}>
        <Button variant="ghost" onClick={() => setDraft(clearFilters(draft))}>
          Clear All
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={() => onApply(draft)}>Apply</Button>
      </div>
    </Dialog>
  );
}
