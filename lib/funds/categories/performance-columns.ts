import type { PerformanceColumn, PerformanceMode, ReturnType } from "@/lib/api/schemas/categories";

/** Where a column's number comes from (plan_metrics and its details). */
export type ValueSource =
  | { kind: "sip"; period: "1y" | "3y" | "5y" }
  | { kind: "trailing"; period: "1m" | "3m" | "6m" | "1y" | "3y" | "5y" | "10y" | "max" }
  | { kind: "calendar"; year: number }
  | { kind: "rolling"; period: "1y" | "3y"; stat: "mean" | "min" | "max" }
  | { kind: "ytd" };

export interface PerformanceView {
  columns: (PerformanceColumn & { source: ValueSource })[];
  /** The "3-year value" plans are ranked by, best first. */
  rankBy: ValueSource;
}

export const CALENDAR_YEARS = 5;

const SIP_PERIODS = ["1y", "3y", "5y"] as const;
const TRAILING_PERIODS = ["1m", "3m", "6m", "1y", "3y", "5y", "10y", "max"] as const;
const ROLLING_PERIODS = ["1y", "3y"] as const;
const ROLLING_STATS = [
  ["mean", "average"],
  ["min", "lowest"],
  ["max", "highest"],
] as const;

const periodLabel = (period: string) => (period === "max" ? "Since launch" : period.toUpperCase());

/**
 * The columns of the category performance table. Calendar-year and rolling returns are lump-sum NAV
 * changes whichever the mode (no SIP figure exists for them); calendar years run from the latest complete
 * year backwards, and are ranked by the 3-year trailing return.
 */
export function performanceView(
  mode: PerformanceMode,
  returnType: ReturnType,
  lastCompleteYear: number,
): PerformanceView {
  if (returnType === "calendar") {
    const years = Array.from({ length: CALENDAR_YEARS }, (_, index) => lastCompleteYear - index);
    return {
      columns: years.map((year) => ({ key: String(year), label: String(year), source: { kind: "calendar", year } })),
      rankBy: { kind: "trailing", period: "3y" },
    };
  }
  if (returnType === "rolling") {
    return {
      columns: ROLLING_PERIODS.flatMap((period) =>
        ROLLING_STATS.map(([stat, word]) => ({
          key: `${period}_${stat}`,
          label: `${periodLabel(period)} ${word}`,
          source: { kind: "rolling", period, stat } as const,
        })),
      ),
      rankBy: { kind: "rolling", period: "3y", stat: "mean" },
    };
  }
  if (mode === "sip") {
    return {
      columns: SIP_PERIODS.map((period) => ({
        key: period,
        label: periodLabel(period),
        source: { kind: "sip", period },
      })),
      rankBy: { kind: "sip", period: "3y" },
    };
  }
  return {
    columns: TRAILING_PERIODS.map((period) => ({
      key: period,
      label: periodLabel(period),
      source: { kind: "trailing", period },
    })),
    rankBy: { kind: "trailing", period: "3y" },
  };
}
