import { daysFromCivil, yearOfDay } from "@/lib/metrics/day-number";
import type { NavSeries } from "@/lib/metrics/nav-series";
import { absoluteReturnPct, finiteOrNull } from "@/lib/metrics/returns-math";
import { lastIndexOnOrBefore } from "@/lib/metrics/search";

export interface CalendarYearReturn {
  year: number;
  /** Percent; null when no NAV falls in the year after the starting NAV (a gap, or a lone first NAV). */
  returnPct: number | null;
  /** True when the plan started within the year, so the return runs from its first NAV. */
  partial: boolean;
}

export interface CalendarYearReturns {
  /** Every year before the as-of date's year that the series touches, ascending. */
  years: CalendarYearReturn[];
  /** The as-of date's year, to the as-of date; null only for an empty series. */
  ytd: CalendarYearReturn | null;
}

/**
 * Year Y's return = last NAV on or before 31-Dec-Y (for the as-of year: the as-of NAV) against the last
 * NAV on or before 31-Dec of Y−1. When the plan has no NAV by 31-Dec of Y−1 (it started within Y), the
 * return runs from its first NAV and is marked `partial` (shown or hidden by the page, not dropped here).
 */
export function calendarYearReturns(series: NavSeries): CalendarYearReturns {
  const { days, navs } = series;
  const last = days.length - 1;
  if (last < 0) return { years: [], ytd: null };
  const firstYear = yearOfDay(days[0]!);
  const asOfYear = yearOfDay(days[last]!);

  const yearReturn = (year: number): CalendarYearReturn => {
    const end = year === asOfYear ? last : lastIndexOnOrBefore(days, daysFromCivil(year, 12, 31));
    const previousEnd = lastIndexOnOrBefore(days, daysFromCivil(year - 1, 12, 31));
    const partial = previousEnd < 0;
    const start = partial ? 0 : previousEnd;
    const returnPct = end > start ? finiteOrNull(absoluteReturnPct(navs[start]!, navs[end]!)) : null;
    return { year, returnPct, partial };
  };

  const years: CalendarYearReturn[] = [];
  for (let year = firstYear; year < asOfYear; year++) years.push(yearReturn(year));
  return { years, ytd: yearReturn(asOfYear) };
}
