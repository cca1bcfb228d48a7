"use client";

import { useState } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { RangeSlider } from "@/components/ui/range-slider";
import { TextField } from "@/components/ui/text-field";
import {
  FILTER_SEARCH_THRESHOLD,
  groupOptions,
  matchingOptions,
  type FilterOption,
  type FilterSection,
  type ListSection,
  type RangeSection,
} from "@/lib/screener/screener-sections";
import { setRange } from "@/lib/screener/screener-range-changes";
import { toggleListValue } from "@/lib/screener/screener-state-changes";
import type { ScreenerState } from "@/lib/screener/screener-url-state";
import styles from "./screener.module.css";

/**
 * A change of the screen: the next state, or how to make it from the latest one. What a field can adopt from
 * before it was live (a box, a range, the sort, the search) is the second kind: such fields are adopted in one
 * commit or in a later one, with the props of the first render, and each must build on the changes before it.
 */
export type ScreenerChange = ScreenerState | ((current: ScreenerState) => ScreenerState);

interface FilterSectionsProps {
  sections: readonly FilterSection[];
  state: ScreenerState;
  onChange: (change: ScreenerChange) => void;
}

/** The filter sections of the desktop panel and the mobile drawer: checkbox lists and range sliders. */
export function FilterSections({ sections, state, onChange }: FilterSectionsProps) {
  return (
    <div className={styles.sections}>
      {sections.map((section) =>
        section.kind === "list" ? (
          <CheckboxSection
            key={section.key}
            section={section}
            chosen={state.lists[section.param]}
            onToggle={(value, on) => onChange((current) => toggleListValue(current, section.param, value, on))}
          />
        ) : (
          <RangeFilter key={section.key} section={section} state={state} onChange={onChange} />
        ),
      )}
    </div>
  );
}

function CheckboxSection({
  section,
  chosen,
  onToggle,
}: {
  section: ListSection;
  chosen: readonly string[];
  onToggle: (value: string, on: boolean) => void;
}) {
  const [search, setSearch] = useState("");
  const visible = matchingOptions(section.items, search);
  const options = (items: FilterOption[]) => (
    <ul className={styles.options}>
      {items.map((item) => (
        <li key={item.value}>
          <Checkbox
            label={
              <>
                {item.label} <span className={styles.count}>({item.count})</span>
              </>
            }
            checked={chosen.includes(item.value)}
            onCheckedChange={(on) => onToggle(item.value, on)}
          />
        </li>
      ))}
    </ul>
  );
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{section.title}</legend>
      {section.items.length > FILTER_SEARCH_THRESHOLD && (
        <TextField
          type="search"
          label={`Search ${section.title}`}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          className={styles.sectionSearch}
          autoComplete="off"
        />
      )}
      <div className={section.items.length > FILTER_SEARCH_THRESHOLD ? styles.scrollList : undefined}>
        {groupOptions(visible).map(({ group, items }) =>
          group ? (
            <fieldset key={group} className={styles.group}>
              <legend className={styles.groupTitle}>{group}</legend>
              {options(items)}
            </fieldset>
          ) : (
            <div key="all">{options(items)}</div>
          ),
        )}
        {visible.length === 0 && <p className={styles.noMatch}>Nothing matches “{search.trim()}”.</p>}
      </div>
    </fieldset>
  );
}

function RangeFilter({
  section,
  state,
  onChange,
}: {
  section: RangeSection;
  state: ScreenerState;
  onChange: (change: ScreenerChange) => void;
}) {
  const range = state.ranges[section.key];
  return (
    <div className={styles.section}>
      <RangeSlider
        label={section.title}
        min={section.min}
        max={section.max}
        step={0.01}
        unit={section.unit}
        value={[range?.min ?? section.min, range?.max ?? section.max]}
        onChange={(value) => onChange((current) => setRange(current, section.key, value, section))}
      />
    </div>
  );
}
