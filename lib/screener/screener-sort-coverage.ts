import type { ScreenerOrderKey } from "@/lib/screener/screener-sorts";

/** What each sort orders by, in words, for "3Y return known for 40 of 8,582 plans". */
export const SORT_VALUE_NAMES: Readonly<Record<ScreenerOrderKey, string>> = {
  aum: "AUM",
  return_1m: "1M return",
  return_3m: "3M return",
  return_6m: "6M return",
  return_1y: "1Y return",
  return_3y: "3Y return",
  return_5y: "5Y return",
  return_10y: "10Y return",
  return_max: "Return since launch",
  expense_ratio: "Expense ratio",
  volatility: "Volatility",
  sharpe: "Sharpe ratio",
  sortino: "Sortino ratio",
  max_drawdown: "Maximum drawdown",
  nav: "NAV",
  fund_age: "Launch date",
  plan_display_name: "Name",
};

/** How many of a screen's plans have the value it is sorted by. */
export interface SortCoverage {
  /** The sorted value in words ("3Y return"). */
  value: string;
  /** Plans of the screen with the value; the others are listed after them. */
  known: number;
}

/**
 * The note under a list sorted by a value some plans lack: "3Y return known for 40 of 8,582 plans; the others
 * follow them." Null when every plan has the value.
 */
export function sortCoverageText(coverage: SortCoverage | null | undefined, total: number): string | null {
  if (!coverage || coverage.known >= total) return null;
  const count = (n: number) => n.toLocaleString("en-IN");
  return `${coverage.value} known for ${count(coverage.known)} of ${count(total)} plans; the others follow them, unsorted.`;
}
