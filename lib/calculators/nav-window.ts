import { formatDate } from "@/lib/format/dates";
import { addMonths, dayToIso, isoToDay } from "@/lib/metrics/day-number";
import type { NavPoint } from "@/lib/metrics/nav-series";

/** How many years back a plan starts when no start date is given (or the fund's first NAV, if later). */
export const DEFAULT_LOOKBACK_YEARS = 5;

export interface NavDate {
  /** YYYY-MM-DD */
  iso: string;
  /** As the page shows it. */
  label: string;
}

/**
 * The dates a plan on one fund's NAV history may use. The server works it out with the history, so the
 * calculator's form can place a date problem under its field before the math has loaded.
 */
export interface NavWindow {
  first: NavDate;
  latest: NavDate;
  /** YYYY-MM-DD: DEFAULT_LOOKBACK_YEARS before the latest NAV, or the first NAV if later. */
  defaultStart: string;
}

function navDate(day: number): NavDate {
  const iso = dayToIso(day);
  return { iso, label: formatDate(iso) };
}

/** The window of a history whose first and latest NAVs are on these day numbers. */
export function navWindow(firstDay: number, lastDay: number): NavWindow {
  return {
    first: navDate(firstDay),
    latest: navDate(lastDay),
    defaultStart: dayToIso(Math.max(firstDay, addMonths(lastDay, -12 * DEFAULT_LOOKBACK_YEARS))),
  };
}

/** The window of NAV points in any order, or null when there are none. */
export function navWindowOfPoints(points: readonly NavPoint[]): NavWindow | null {
  if (points.length === 0) return null;
  let first = points[0]!.date;
  let latest = first;
  for (const { date } of points) {
    if (date < first) first = date;
    if (date > latest) latest = date;
  }
  return navWindow(isoToDay(first), isoToDay(latest));
}
