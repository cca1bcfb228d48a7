import { START_NAV_TOLERANCE_DAYS } from "@/lib/metrics/conventions";
import { addMonths } from "@/lib/metrics/day-number";
import type { NavSeries } from "@/lib/metrics/nav-series";
import { lastIndexOnOrBefore } from "@/lib/metrics/search";

/** NAV indexes `base`..`end`: the daily returns of the window are those ending at base+1..end. */
export interface IndexWindow {
  base: number;
  end: number;
}

/**
 * The risk window: `windowYears` calendar years ending at the as-of (last) NAV date. Its base is the
 * last NAV on or before the window's start date, so the first return spans the start date; by the
 * start-NAV rule, when that NAV is more than START_NAV_TOLERANCE_DAYS before the start date (a gap in the
 * data), the base is the first NAV after the start date instead, so no return spans the gap. A plan
 * younger than the window is measured over all its data when it has at least one year of history
 * (first NAV on or before as-of − 12 months, or − the window when that is shorter); younger ones get
 * null. Also null when the window holds fewer than 2 daily returns (no sample deviation).
 */
export function riskWindow(series: NavSeries, windowYears: number): IndexWindow | null {
  const { days } = series;
  const end = days.length - 1;
  if (end < 2) return null;
  const asOf = days[end]!;
  const windowMonths = Math.round(windowYears * 12);
  const startDay = addMonths(asOf, -windowMonths);
  let base = lastIndexOnOrBefore(days, startDay);
  if (base >= 0 && startDay - days[base]! > START_NAV_TOLERANCE_DAYS) base++;
  if (base < 0) {
    if (days[0]! > addMonths(asOf, -Math.min(12, windowMonths))) return null;
    base = 0;
  }
  return end - base >= 2 ? { base, end } : null;
}
