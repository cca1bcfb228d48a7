/**
 * A calendar day with no time or time zone; `month` is 1-12. This is what parseDateInput returns
 * and what the date formatters work from.
 */
export type CalendarDate = { year: number; month: number; day: number };

export const MIN_YEAR = 1;
export const MAX_YEAR = 9999;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (1-12) of a year, or 0 for a month outside 1-12. */
export function daysInMonth(year: number, month: number): number {
  if (!Number.isInteger(month) || month < 1 || month > 12) return 0;
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Integers forming a real day in the Gregorian calendar, years 1-9999. */
export function isValidCalendarDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    year >= MIN_YEAR &&
    year <= MAX_YEAR &&
    Number.isInteger(day) &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** Strict "YYYY-MM-DD" (zero-padded, no time part, no whitespace) to a calendar date, or null. */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return isValidCalendarDate(year, month, day) ? { year, month, day } : null;
}

export type DateInput = Date | string | CalendarDate | null | undefined;

/**
 * Reads a date for display. A Date is read in LOCAL time (its getFullYear/getMonth/getDate), the same
 * zone calendarDateToLocalDate builds in; an ISO "YYYY-MM-DD" string is taken as that calendar day,
 * never through `new Date(string)` (which is UTC and shifts the day in other zones).
 */
export function toCalendarDate(input: DateInput): CalendarDate | null {
  if (input instanceof Date) {
    if (Number.isNaN(input.getTime())) return null;
    const date = { year: input.getFullYear(), month: input.getMonth() + 1, day: input.getDate() };
    return isValidCalendarDate(date.year, date.month, date.day) ? date : null;
  }
  if (typeof input === "string") return parseIsoDate(input);
  if (input && typeof input === "object") {
    const { year, month, day } = input;
    return isValidCalendarDate(year, month, day) ? { year, month, day } : null;
  }
  return null;
}

/** Local midnight of a calendar day (years below 100 are kept as-is, unlike `new Date(y, m, d)`). */
export function calendarDateToLocalDate({ year, month, day }: CalendarDate): Date {
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, day);
  return date;
}
