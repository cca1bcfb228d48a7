// The filter panel's sections, read from the filters call (a list of values becomes
// checkboxes, a min and max pair a range slider). Only sections the list call can apply are kept.
import type { ScreenerFilters } from "@/lib/api/schemas/screener";
import { SCREENER_RANGE_KEYS, type ScreenerRangeKey } from "@/lib/screener/screener-constants";
import { SCREENER_LIST_PARAMS, type ScreenerListParam } from "@/lib/screener/screener-url-state";

/** A section with more items than this gets a search box. */
export const FILTER_SEARCH_THRESHOLD = 10;

export interface FilterOption {
  value: string;
  label: string;
  count: number;
  group?: string;
}

export interface ListSection {
  kind: "list";
  key: string;
  title: string;
  param: ScreenerListParam;
  items: FilterOption[];
}

export interface RangeSection {
  kind: "range";
  key: ScreenerRangeKey;
  title: string;
  unit: "%" | "Cr" | "Y";
  min: number;
  max: number;
}

export type FilterSection = ListSection | RangeSection;

const isListParam = (param: string): param is ScreenerListParam =>
  (SCREENER_LIST_PARAMS as readonly string[]).includes(param);
const isRangeKey = (key: string): key is ScreenerRangeKey => (SCREENER_RANGE_KEYS as readonly string[]).includes(key);

/**
 * The sections in the order the filters call gives them. A range that reaches below zero (a return
 * filter: some funds lost money) is kept; its Min and Max boxes then take a minus sign.
 */
export function screenerSections(filters: ScreenerFilters | null): FilterSection[] {
  const sections: FilterSection[] = [];
  for (const filter of Object.values(filters ?? {})) {
    if (filter.type === "checkbox") {
      if (isListParam(filter.param) && filter.items.length > 0)
        sections.push({ kind: "list", key: filter.key, title: filter.title, param: filter.param, items: filter.items });
    } else if (
      isRangeKey(filter.key) &&
      filter.param_min === `${filter.key}_min` &&
      filter.param_max === `${filter.key}_max` &&
      filter.max > filter.min
    ) {
      sections.push({
        kind: "range",
        key: filter.key,
        title: filter.title,
        unit: filter.unit,
        min: filter.min,
        max: filter.max,
      });
    }
  }
  return sections;
}

/** Items whose label (or group) contains the search text, ignoring case and surrounding spaces. */
export function matchingOptions(items: readonly FilterOption[], search: string): FilterOption[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...items];
  return items.filter(
    (item) => item.label.toLowerCase().includes(needle) || (item.group?.toLowerCase().includes(needle) ?? false),
  );
}

/** Consecutive items of the same group together (sub-categories under their broad category). */
export function groupOptions(items: readonly FilterOption[]): { group: string | undefined; items: FilterOption[] }[] {
  const groups: { group: string | undefined; items: FilterOption[] }[] = [];
  for (const item of items) {
    const last = groups[groups.length - 1];
    if (last && last.group === item.group) last.items.push(item);
    else groups.push({ group: item.group, items: [item] });
  }
  return groups;
}
