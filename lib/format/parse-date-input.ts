import { isValidCalendarDate, type CalendarDate } from "@/lib/format/calendar-date";

// Three digit runs joined by one separator, used twice (the back-reference rejects "2024-03/05").
const DATE_TEXT = /^(\d+)([-/])(\d+)\2(\d+)$/;
const YEAR = /^\d{4}$/;
const DAY_OR_MONTH = /^\d{1,2}$/;

function build(year: string, month: string, day: string): CalendarDate | null {
  if (!YEAR.test(year) || !DAY_OR_MONTH.test(month) || !DAY_OR_MONTH.test(day)) return null;
  const date = { year: Number(year), month: Number(month), day: Number(day) };
  return isValidCalendarDate(date.year, date.month, date.day) ? date : null;
}

/**
 * Reads a typed date with "-" or "/" separators; years must have 4 digits, days and months 1-2.
 * - 4-digit first part: year-month-day ("2024-03-05").
 * - 4-digit last part: day-month-year, the Indian order ("05/03/2024" is 5 March); only if that is not
 *   a real date, month-day-year ("12/25/2024" is 25 December).
 * Returns null for anything else, including impossible dates.
 */
export function parseDateInput(text: string): CalendarDate | null {
  if (typeof text !== "string") return null;
  const match = DATE_TEXT.exec(text.trim());
  if (!match) return null;
  const [, first = "", , middle = "", last = ""] = match;
  if (YEAR.test(first)) return build(first, middle, last);
  if (YEAR.test(last)) return build(last, middle, first) ?? build(last, first, middle);
  return null;
}
