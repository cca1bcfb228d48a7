import { daysInMonth, MONTH_NAMES, toCalendarDate, type CalendarDate } from "@/lib/format";
import { addMonths as addMonthsToDay, civilFromDays, daysFromCivil } from "@/lib/metrics/day-number";

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** 3 months per row in the month view, 3 years per row in the (ascending) year view. */
export const MONTHS_PER_ROW = 3;
export const YEARS_PER_ROW = 3;
/** Years shown at once in the year view (4 rows of 3). */
export const YEARS_PER_PAGE = 12;

export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? "";
}

/** "5 March 2024": the accessible name of a day cell. */
export function dayLabel(date: CalendarDate): string {
  return `${date.day} ${monthName(date.month)} ${date.year}`;
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

export function sameDate(a: CalendarDate | null | undefined, b: CalendarDate | null | undefined): boolean {
  return Boolean(a && b && compareDates(a, b) === 0);
}

export function isWithin(date: CalendarDate, min: CalendarDate | null, max: CalendarDate | null): boolean {
  return !(min && compareDates(date, min) < 0) && !(max && compareDates(date, max) > 0);
}

export function clampDate(date: CalendarDate, min: CalendarDate | null, max: CalendarDate | null): CalendarDate {
  if (min && compareDates(date, min) < 0) return min;
  if (max && compareDates(date, max) > 0) return max;
  return date;
}

const dayOf = (date: CalendarDate) => daysFromCivil(date.year, date.month, date.day);

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return civilFromDays(dayOf(date) + days);
}

/** Same day number in another month, pulled back to that month's last day (31 Jan + 1 month = 29 Feb). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  return civilFromDays(addMonthsToDay(dayOf(date), months));
}

/** Day of week, 0 = Sunday (day 0, 1970-01-01, was a Thursday). */
export function weekday(date: CalendarDate): number {
  return (((dayOf(date) + 4) % 7) + 7) % 7;
}

/** Weeks of a month as rows of 7; null marks cells before the 1st and after the last day. */
export function monthWeeks(year: number, month: number, weekStartsOn: 0 | 1 = 0): Array<Array<CalendarDate | null>> {
  const lead = (weekday({ year, month, day: 1 }) - weekStartsOn + 7) % 7;
  const cells: Array<CalendarDate | null> = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day += 1) cells.push({ year, month, day });
  while (cells.length % 7 !== 0) cells.push(null);
  return chunk(cells, 7);
}

/** The ascending page of YEARS_PER_PAGE years that contains `year`. */
export function yearPage(year: number): number[] {
  const start = year - (((year % YEARS_PER_PAGE) + YEARS_PER_PAGE) % YEARS_PER_PAGE);
  return Array.from({ length: YEARS_PER_PAGE }, (_, index) => start + index);
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const rows: T[][] = [];
  for (let index = 0; index < items.length; index += size) rows.push(items.slice(index, index + size));
  return rows;
}

export function today(): CalendarDate {
  return toCalendarDate(new Date()) ?? { year: 2000, month: 1, day: 1 };
}
