import { START_NAV_TOLERANCE_DAYS, type MissingReturnReason } from "@/lib/metrics/conventions";
import { dayToIso, firstDayOfMonthKey, monthKeyOfDay } from "@/lib/metrics/day-number";
import type { NavSeries } from "@/lib/metrics/nav-series";
import { absoluteReturnPct } from "@/lib/metrics/returns-math";
import { lastIndexOnOrBefore } from "@/lib/metrics/search";

/** Pandas-style period ends: month end, quarter end, year end. */
export const RETURN_INTERVALS = ["ME", "QE", "YE"] as const;
export type ReturnInterval = (typeof RETURN_INTERVALS)[number];

const MONTHS_PER_PERIOD: Record<ReturnInterval, number> = { ME: 1, QE: 3, YE: 12 };

export interface PeriodEndReturn {
  /** The calendar period's last day. */
  periodEnd: string;
  /** The NAV used for it: the last published on or before the period end. */
  navDate: string;
  nav: number;
  /** Return over the period in percent; null when a NAV it needs is missing (see `missing`). */
  returnPct: number | null;
  /** Why returnPct is null: "too-young" for the first period when no NAV precedes it, "no-nav-near-start" across a gap. */
  missing?: MissingReturnReason;
}

/** Last day of the month with key `year * 12 + (month - 1)`. */
function monthEnd(monthKey: number): number {
  return firstDayOfMonthKey(monthKey + 1) - 1;
}

/**
 * Returns over complete calendar periods (months, quarters or years) of the last `years` years before the
 * latest NAV, oldest first. A period counts only when it has ended on or before the latest NAV date; each
 * period's NAV is the last one published on or before its end (holidays), and periods before the first
 * NAV are left out. Start-NAV rule: a period end whose NAV is more than START_NAV_TOLERANCE_DAYS older than
 * the end (a gap in the data) is still listed with that NAV, but neither the period it ends nor the one it
 * starts has a return ("no-nav-near-start").
 */
export function periodEndReturns(series: NavSeries, interval: ReturnInterval, years: number): PeriodEndReturn[] {
  const count = series.days.length;
  if (count === 0) return [];
  const step = MONTHS_PER_PERIOD[interval];
  const lastDay = series.days[count - 1]!;
  // The latest month key that closes a period (every month, March/June/September/December, or December).
  let key = monthKeyOfDay(lastDay);
  key -= (key + 1) % step;
  if (monthEnd(key) > lastDay) key -= step;

  const periods = Math.round((years * 12) / step);
  const result: PeriodEndReturn[] = [];
  // The previous period end's NAV, or null before the first NAV, or "stale" when it broke the rule.
  let previous: number | null | "stale" = null;
  for (let k = key - periods * step; k <= key; k += step) {
    const end = monthEnd(k);
    const index = lastIndexOnOrBefore(series.days, end);
    if (index < 0) continue;
    const nav = series.navs[index]!;
    const fresh = end - series.days[index]! <= START_NAV_TOLERANCE_DAYS;
    if (k > key - periods * step) {
      const entry: PeriodEndReturn = {
        periodEnd: dayToIso(end),
        navDate: dayToIso(series.days[index]!),
        nav,
        returnPct: null,
      };
      if (previous === null) entry.missing = "too-young";
      else if (previous === "stale" || !fresh) entry.missing = "no-nav-near-start";
      else entry.returnPct = absoluteReturnPct(previous, nav);
      result.push(entry);
    }
    previous = fresh ? nav : "stale";
  }
  return result;
}
