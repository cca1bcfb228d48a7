import { formatCroreAmount, formatInr, formatInrCompact, formatNumber, formatPercent } from "@/lib/format";
import { formatNav } from "@/lib/funds/format-nav";
import type { ChartValueFormat } from "./chart-types";

export function formatChartValue(format: ChartValueFormat, value: number): string {
  switch (format) {
    case "inr":
      return formatInr(value);
    case "inr-compact":
      return formatInrCompact(value);
    case "crore":
      return formatCroreAmount(value);
    case "percent":
      return formatPercent(value);
    case "number":
      return formatNumber(value);
    case "signed-percent":
      return formatPercent(value, { allowNegative: true });
    case "nav":
      return formatNav(value);
  }
}

/**
 * A y-axis label: as formatChartValue, except a NAV, whose four decimals belong to one value, not to a scale
 * (issue 37, 11: "₹16,000.0000"): whole rupees from ₹100, paise below.
 */
export function formatChartTick(format: ChartValueFormat, value: number): string {
  if (format !== "nav") return formatChartValue(format, value);
  return formatInr(value, { fractionDigits: Math.abs(value) >= 100 ? 0 : 2 });
}
