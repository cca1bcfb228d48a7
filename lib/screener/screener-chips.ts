// The removable chips above the results: one per chosen value, range and search text.
import type { ScreenerFilters } from "@/lib/api/schemas/screener";
import { SCREENER_RANGE_KEYS, SCREENER_RANGE_TITLES, type ScreenerRangeKey } from "@/lib/screener/screener-constants";
import { formatCroreAmount, formatNumber, formatPercent } from "@/lib/format";
import { clearRange } from "@/lib/screener/screener-range-changes";
import { setSearchText, toggleListValue } from "@/lib/screener/screener-state-changes";
import { SCREENER_LIST_PARAMS, type ScreenerRange, type ScreenerState } from "@/lib/screener/screener-url-state";

export interface ScreenerChip {
  id: string;
  label: string;
  /** The state once this chip is removed (back on page 1). */
  without: ScreenerState;
}

type Unit = "%" | "Cr" | "Y";

function formatBound(value: number, unit: Unit): string {
  if (unit === "%") return formatPercent(value, { allowNegative: true });
  if (unit === "Cr") return formatCroreAmount(value, { allowNegative: true });
  return `${formatNumber(value, { allowNegative: true })} ${unit}`;
}

export function rangeChipLabel(title: string, unit: Unit, { min, max }: ScreenerRange): string {
  if (min !== undefined && max !== undefined) return `${title}: ${formatBound(min, unit)} to ${formatBound(max, unit)}`;
  if (min !== undefined) return `${title}: ${formatBound(min, unit)} or more`;
  return `${title}: up to ${formatBound(max ?? 0, unit)}`;
}

function rangeHeading(filters: ScreenerFilters | null, key: ScreenerRangeKey): [string, Unit] {
  const filter = filters?.[key];
  if (filter?.type === "range") return [filter.title, filter.unit];
  return [...SCREENER_RANGE_TITLES[key]];
}

/** Chips in panel order: checked values (labelled as the filters call labels them), ranges, then the search text. */
export function screenerChips(state: ScreenerState, filters: ScreenerFilters | null): ScreenerChip[] {
  const labels = new Map<string, string>();
  for (const filter of Object.values(filters ?? {})) {
    if (filter.type === "checkbox")
      for (const item of filter.items) labels.set(`${filter.param}:${item.value}`, item.label);
  }
  const chips: ScreenerChip[] = [];
  for (const param of SCREENER_LIST_PARAMS) {
    for (const value of state.lists[param]) {
      const id = `${param}:${value}`;
      chips.push({ id, label: labels.get(id) ?? value, without: toggleListValue(state, param, value, false) });
    }
  }
  for (const key of SCREENER_RANGE_KEYS) {
    const range = state.ranges[key];
    if (!range) continue;
    const [title, unit] = rangeHeading(filters, key);
    chips.push({ id: `range:${key}`, label: rangeChipLabel(title, unit, range), without: clearRange(state, key) });
  }
  if (state.q) chips.push({ id: "q", label: `Search: ${state.q}`, without: setSearchText(state, "") });
  return chips;
}
