import { CALENDAR_YEARS, type ValueSource } from "@/lib/funds/categories/performance-columns";
import type { PlanPerformance } from "@/lib/funds/plan-performance";
import { FIXED_PERIOD_KEYS } from "@/lib/metrics/periods";

/** The key of a measure in FundCategoryData.standings. */
export function standingKey(source: ValueSource): string {
  switch (source.kind) {
    case "trailing":
    case "sip":
      return `${source.kind}_${source.period}`;
    case "rolling":
      return `rolling_${source.period}_${source.stat}`;
    case "calendar":
      return `calendar_${source.year}`;
    case "ytd":
      return "ytd";
  }
}

/** The calendar years the page shows: the plan's last complete ones (and the year it started in, when among them). */
export function shownCalendarYears(performance: PlanPerformance | null): PlanPerformance["calendarYears"] {
  return (performance?.calendarYears ?? []).slice(-CALENDAR_YEARS);
}

/** Every measure the page ranks the plan on (not the return since launch: funds of different ages do not compare). */
export function rankedMeasures(performance: PlanPerformance | null): ValueSource[] {
  return [
    ...FIXED_PERIOD_KEYS.map((period) => ({ kind: "trailing", period }) as const),
    ...(["1y", "3y", "5y"] as const).map((period) => ({ kind: "sip", period }) as const),
    ...(["1y", "3y"] as const).map((period) => ({ kind: "rolling", period, stat: "mean" }) as const),
    ...shownCalendarYears(performance).map(({ year }) => ({ kind: "calendar", year }) as const),
    { kind: "ytd" },
  ];
}
