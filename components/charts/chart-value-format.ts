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
