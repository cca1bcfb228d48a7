import type { MissingReturnReason } from "@/lib/metrics/conventions";
import { daysFromCivil, yearOfDay } from "@/lib/metrics/day-number";
import type { NavSeries } from "@/lib/metrics/nav-series";
import { absoluteReturnPct, finiteOrNull } from "@/lib/metrics/returns-math";
import { startNavIndex } from "@/lib/metrics/start-nav";

export interface CalendarYearReturn {
  year: number;
  /** Percent; null when a year-end NAV breaks the start-NAV rule, or the plan's only NAV in its launch year is its first. */
  returnPct: number | null;
  /** True when the plan started within the year, so the return runs from its first NAV. */
  partial: boolean;
  /** Why returnPct is null; absent when it is not. */
  missing?: MissingReturnReason;
}

export interface CalendarYearReturns {
  /** Every year before the as-of date's year that the series touches, ascending. */
  years: CalendarYearReturn[];
  /** The as-of date's year, to the as-of date; null only for an empty series. */
  ytd: CalendarYearReturn | null;
}

/**
 * Year Y's return = the NAV of 31-Dec-Y (for the as-of year: the as-of NAV) against the NAV of 31-Dec of
 * Y−1, each taken by the start-NAV rule (the last NAV on or before 31 December, at most
 * START_NAV_TOLERANCE_DAYS before it): a gap at either year end gives null, "no-nav-near-start" (the NAV that
 * ends year Y is also the one that starts Y+1, so one rule serves both). When the plan has no NAV by 31-Dec of
 * Y−1 (it started within Y), the return runs from its first NAV and is marked `partial` (shown or hidden by
 * the page, not dropped here); a launch year whose only NAV is the first is null, "too-young".
 */
export function calendarYearReturns(series: NavSeries): CalendarYearReturns {
  const { days } = series;
  const last = days.length - 1;
  if (last < 0) return { years: [], ytd: null };
  const firstYear = yearOfDay(days[0]!);
  const asOfYear = yearOfDay(days[last]!);
  const years: CalendarYearReturn[] = [];
  for (let year = firstYear; year < asOfYear; year++) years.push(yearReturn(series, year, asOfYear));
  return { years, ytd: yearReturn(series, asOfYear, asOfYear) };
}

// A function of the module, not a closure: tsx names every named closure as it is made (Object.defineProperty),
// which for 8,500 plans a day was 15 ms of the daily job.
function yearReturn({ days, navs }: NavSeries, year: number, asOfYear: number): CalendarYearReturn {
  const last = days.length - 1;
  const end = year === asOfYear ? last : startNavIndex(days, daysFromCivil(year, 12, 31));
  const previousEnd = startNavIndex(days, daysFromCivil(year - 1, 12, 31));
  const partial = previousEnd === "too-young";
  // A year the plan touches has a NAV on or before its 31 December, so `end` is never "too-young".
  if (typeof end !== "number") return { year, returnPct: null, partial, missing: end };
  if (previousEnd === "no-nav-near-start") return { year, returnPct: null, partial, missing: previousEnd };
  const start = typeof previousEnd === "number" ? previousEnd : 0;
  if (end <= start) return { year, returnPct: null, partial, missing: "too-young" };
  return { year, returnPct: finiteOrNull(absoluteReturnPct(navs[start]!, navs[end]!)), partial };
}
