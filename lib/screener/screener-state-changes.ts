// What the screener's controls do to its state. Any change of filters, search or sort goes back to
// page 1; only goToPage keeps the filters and moves the page.
import {
  EMPTY_SCREENER_STATE,
  MAX_SCREENER_PAGE,
  type ScreenerListParam,
  type ScreenerState,
} from "@/lib/screener/screener-url-state";
import type { ScreenerSortId } from "@/lib/screener/screener-sorts";

export const MAX_SEARCH_LENGTH = 100;

export function toggleListValue(
  state: ScreenerState,
  param: ScreenerListParam,
  value: string,
  chosen: boolean,
): ScreenerState {
  const current = state.lists[param];
  if (current.includes(value) === chosen) return state;
  const next = chosen ? [...current, value] : current.filter((item) => item !== value);
  return { ...state, lists: { ...state.lists, [param]: next }, page: 1 };
}

/** The toolbar's "Growth plans only" box: checked when the option filter is exactly Growth. */
export function isGrowthOnly(state: ScreenerState): boolean {
  const options = state.lists.option_type;
  return options.length === 1 && options[0] === "Growth";
}

/** Checking the box keeps Growth plans alone (IDCW plans repeat their fund); unchecking drops the option filter. */
export function setGrowthOnly(state: ScreenerState, on: boolean): ScreenerState {
  if (isGrowthOnly(state) === on) return state;
  return { ...state, lists: { ...state.lists, option_type: on ? ["Growth"] : [] }, page: 1 };
}

/** The search box's text, trimmed and cut to the list call's 100 characters. */
export function setSearchText(state: ScreenerState, text: string): ScreenerState {
  const q = text.trim().slice(0, MAX_SEARCH_LENGTH).trim();
  return state.q === q ? state : { ...state, q, page: 1 };
}

export function setSort(state: ScreenerState, sort: ScreenerSortId | null): ScreenerState {
  return state.sort === sort ? state : { ...state, sort, page: 1 };
}

export function goToPage(state: ScreenerState, page: number): ScreenerState {
  const next = Number.isFinite(page) ? Math.min(MAX_SCREENER_PAGE, Math.max(1, Math.floor(page))) : 1;
  return next === state.page ? state : { ...state, page: next };
}

/** "Clear all": every filter and the search text go; the chosen sort stays. */
export function clearFilters(state: ScreenerState): ScreenerState {
  return { ...EMPTY_SCREENER_STATE, sort: state.sort };
}

/** How many filters are chosen (each checked value, each range, the search text). */
export function activeFilterCount(state: ScreenerState): number {
  const lists = Object.values(state.lists).reduce((sum, values) => sum + values.length, 0);
  return lists + Object.keys(state.ranges).length + (state.q ? 1 : 0);
}
