import { toCalendarDate, type DateInput } from "@/lib/format/calendar-date";
import { EMPTY_DISPLAY } from "@/lib/format/units";

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

export const MONTH_ABBREVIATIONS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

const pad = (value: number, width: number) => String(value).padStart(width, "0");

/** "Mar 05, 2024". Invalid input gives "--". */
export function formatDate(input: DateInput): string {
  const date = toCalendarDate(input);
  if (!date) return EMPTY_DISPLAY;
  return `${MONTH_ABBREVIATIONS[date.month - 1]} ${pad(date.day, 2)}, ${pad(date.year, 4)}`;
}

/** "Mar'24" (month and last two digits of the year). Invalid input gives "--". */
export function formatMonthLabel(input: DateInput): string {
  const date = toCalendarDate(input);
  if (!date) return EMPTY_DISPLAY;
  return `${MONTH_ABBREVIATIONS[date.month - 1]}'${pad(date.year % 100, 2)}`;
}

/** "2024-03-05". Invalid input gives "--". */
export function formatIsoDate(input: DateInput): string {
  const date = toCalendarDate(input);
  if (!date) return EMPTY_DISPLAY;
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}
