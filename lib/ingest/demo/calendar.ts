// The demo's market calendar on ISO dates (YYYY-MM-DD). Date arithmetic is the metrics engine's
// (lib/metrics/day-number: integer day numbers, no time zone).

import type { CalendarDate } from "@/lib/format";
import {
  addMonths as addMonthsToDay,
  addYears as addYearsToDay,
  civilFromDays,
  dayToIso,
  isoToDay,
} from "@/lib/metrics/day-number";

/**
 * Fixed-date Indian market holidays (MM-DD) skipped in every year: Republic Day, Maharashtra Day,
 * Independence Day, Gandhi Jayanti, Christmas. (Festival holidays move with the lunar calendar and are
 * left out: the demo only needs the NAV calendar to look like a market's, not to match NSE's.)
 */
export const MARKET_HOLIDAYS = ["01-26", "05-01", "08-15", "10-02", "12-25"] as const;

export function parseIso(date: string): CalendarDate {
  return civilFromDays(isoToDay(date));
}

export const toDayNumber = isoToDay;
export const fromDayNumber = dayToIso;

export function addDays(date: string, days: number): string {
  return dayToIso(isoToDay(date) + days);
}

/** The same day `years` years later (or earlier); 29 February becomes 28 February in other years. */
export function addYears(date: string, years: number): string {
  return dayToIso(addYearsToDay(isoToDay(date), years));
}

/** Whole months later (or earlier), clamped to the month's last day. */
export function addMonths(date: string, months: number): string {
  return dayToIso(addMonthsToDay(isoToDay(date), months));
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(date: string): number {
  return (toDayNumber(date) + 4) % 7; // 1970-01-01 was a Thursday
}

export function isBusinessDay(date: string): boolean {
  const day = weekday(date);
  if (day === 0 || day === 6) return false;
  return !(MARKET_HOLIDAYS as readonly string[]).includes(date.slice(5));
}

/** Every business day from `from` to `to`, both inclusive, ascending. */
export function businessDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let n = toDayNumber(from), end = toDayNumber(to); n <= end; n += 1) {
    const date = fromDayNumber(n);
    if (isBusinessDay(date)) days.push(date);
  }
  return days;
}

/** The last day of the month before `date`'s month: the latest month-end strictly before `date`. */
export function monthEndBefore(date: string): string {
  const { day } = parseIso(date);
  return dayToIso(isoToDay(date) - day);
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: string, b: string): number {
  return toDayNumber(b) - toDayNumber(a);
}

/** The NAV dates of the demo: every business day in the `years` years ending at `today` (inclusive). */
export interface NavGrid {
  dates: string[];
  /** Calendar days since the previous NAV date, in years (0 for the first). */
  dt: Float64Array;
  /** year * 12 + (month - 1) of each date. */
  monthIndex: Int32Array;
  /** Monday-based week number of each date. */
  weekIndex: Int32Array;
}

export function navGrid(today: string, years: number): NavGrid {
  const dates = businessDays(addDays(addYears(today, -years), 1), today);
  const dt = new Float64Array(dates.length);
  const monthIndex = new Int32Array(dates.length);
  const weekIndex = new Int32Array(dates.length);
  let previous = 0;
  dates.forEach((date, i) => {
    const dayNumber = toDayNumber(date);
    dt[i] = i === 0 ? 0 : (dayNumber - previous) / 365;
    previous = dayNumber;
    const { year, month } = parseIso(date);
    monthIndex[i] = year * 12 + (month - 1);
    weekIndex[i] = Math.floor((dayNumber + 3) / 7);
  });
  return { dates, dt, monthIndex, weekIndex };
}
