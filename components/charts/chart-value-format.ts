import { formatCroreAmount, formatInr, formatInrCompact, formatNumber, formatPercent } from "@/lib/format";
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
  }
}
