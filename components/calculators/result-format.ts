import { formatInr, formatInrCompact, formatNumber, formatPercent } from "@/lib/format";
import type { SummaryItem } from "./calculator-types";

/** Whole rupees with Indian grouping; zero and losses shown as numbers, not "--". */
export function rupees(value: number): string {
  return formatInr(value, { fractionDigits: 0, allowNegative: true });
}

export function percent(value: number): string {
  return formatPercent(value, { allowNegative: true });
}

/** A money figure, with its lakh or crore reading from ₹1 lakh up ("₹23,23,391", "₹23.23 Lakh"). */
export function moneyItem(label: string, value: number, primary = false): SummaryItem {
  const detail = Math.abs(value) >= 1_00_000 ? formatInrCompact(value, { allowNegative: true }) : undefined;
  return { label, value: rupees(value), detail, primary };
}

/** "Year 3", or for a last row that ends part-way through a year, "Year 3 (2.5 years)". */
export function yearLabel(year: number, elapsedYears: number): string {
  return Number.isInteger(elapsedYears) ? `Year ${year}` : `Year ${year} (${formatNumber(elapsedYears)} years)`;
}

/** "10 years", "1 year", "2.5 years". */
export function yearsText(years: number): string {
  return years === 1 ? "1 year" : `${formatNumber(years, { fractionDigits: Number.isInteger(years) ? 0 : 2 })} years`;
}
