/**
 * Day numbers: whole days since 1970-01-01 (= day 0) in the proleptic Gregorian calendar, with no time
 * or time zone. Conversions are pure integer arithmetic (Howard Hinnant's days_from_civil /
 * civil_from_days), never `new Date(string)`, so a date never shifts with the machine's zone.
 */
import { daysInMonth, type CalendarDate } from "@/lib/format";

// isLeapYear and daysInMonth live in lib/format; re-exported for callers of the metrics API.
export { daysInMonth, isLeapYear } from "@/lib/format";

/** Day number of a calendar day; `month` is 1-12. Inputs are not validated. */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const marchBasedMonth = month > 2 ? month - 3 : month + 9;
  const dayOfYear = Math.floor((153 * marchBasedMonth + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

// civil_from_days writes here instead of returning an object, so hot loops allocate nothing.
let civilYear = 1970;
let civilMonth = 1;
let civilDay = 1;

function splitDay(dayNumber: number): void {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const marchBasedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  civilDay = dayOfYear - Math.floor((153 * marchBasedMonth + 2) / 5) + 1;
  civilMonth = marchBasedMonth < 10 ? marchBasedMonth + 3 : marchBasedMonth - 9;
  civilYear = yearOfEra + era * 400 + (civilMonth <= 2 ? 1 : 0);
}

export function civilFromDays(dayNumber: number): CalendarDate {
  splitDay(dayNumber);
  return { year: civilYear, month: civilMonth, day: civilDay };
}

export function yearOfDay(dayNumber: number): number {
  splitDay(dayNumber);
  return civilYear;
}

/** `year * 12 + (month - 1)`: consecutive months have consecutive keys. */
export function monthKeyOfDay(dayNumber: number): number {
  splitDay(dayNumber);
  return civilYear * 12 + civilMonth - 1;
}

/** Day number of the 1st of the month with key `year * 12 + (month - 1)`. */
export function firstDayOfMonthKey(monthKey: number): number {
  const year = Math.floor(monthKey / 12);
  return daysFromCivil(year, monthKey - year * 12 + 1, 1);
}

/**
 * Calendar-month shift (negative to go back). The day of the month is kept and clamped to the
 * target month's length: 31-Mar − 1 month = 28/29-Feb, 29-Feb − 12 months = 28-Feb. There is no
 * end-of-month snapping: 28-Feb − 1 month = 28-Jan, not 31-Jan.
 */
export function addMonths(dayNumber: number, months: number): number {
  splitDay(dayNumber);
  const key = civilYear * 12 + civilMonth - 1 + months;
  const year = Math.floor(key / 12);
  const month = key - year * 12 + 1;
  const lastDay = daysInMonth(year, month);
  return daysFromCivil(year, month, civilDay > lastDay ? lastDay : civilDay);
}

/**
 * addMonths for a non-decreasing sequence of days, without a calendar conversion per day: the source
 * and target months are tracked as the days advance (for loops over a whole series). Same clamping.
 */
export class AscendingMonthShifter {
  private year: number;
  private month: number;
  private monthStart: number;
  private nextMonthStart: number;
  private targetYear: number;
  private targetMonth: number;
  private targetStart: number;
  private targetLength: number;

  constructor(months: number, firstDay: number) {
    splitDay(firstDay);
    this.year = civilYear;
    this.month = civilMonth;
    this.monthStart = firstDay - civilDay + 1;
    this.nextMonthStart = this.monthStart + daysInMonth(civilYear, civilMonth);
    const targetKey = civilYear * 12 + civilMonth - 1 + months;
    this.targetYear = Math.floor(targetKey / 12);
    this.targetMonth = targetKey - this.targetYear * 12 + 1;
    this.targetStart = daysFromCivil(this.targetYear, this.targetMonth, 1);
    this.targetLength = daysInMonth(this.targetYear, this.targetMonth);
  }

  /** addMonths(day, months); `day` must not be earlier than the previous call's. */
  shift(day: number): number {
    while (day >= this.nextMonthStart) this.nextMonth();
    const offset = day - this.monthStart;
    return this.targetStart + (offset < this.targetLength ? offset : this.targetLength - 1);
  }

  private nextMonth(): void {
    this.monthStart = this.nextMonthStart;
    if (++this.month > 12) {
      this.month = 1;
      this.year++;
    }
    this.nextMonthStart += daysInMonth(this.year, this.month);
    this.targetStart += this.targetLength;
    if (++this.targetMonth > 12) {
      this.targetMonth = 1;
      this.targetYear++;
    }
    this.targetLength = daysInMonth(this.targetYear, this.targetMonth);
  }
}

export function addYears(dayNumber: number, years: number): number {
  return addMonths(dayNumber, years * 12);
}

const CHAR_0 = 48;

function digitsAt(text: string, start: number, count: number): number {
  let value = 0;
  for (let i = start; i < start + count; i++) {
    const digit = text.charCodeAt(i) - CHAR_0;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/** Strict "YYYY-MM-DD" to a day number, or null when malformed or not a real day. */
export function tryIsoToDay(iso: string): number | null {
  if (iso.length !== 10 || iso.charCodeAt(4) !== 45 || iso.charCodeAt(7) !== 45) return null;
  const year = digitsAt(iso, 0, 4);
  const month = digitsAt(iso, 5, 2);
  const day = digitsAt(iso, 8, 2);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return daysFromCivil(year, month, day);
}

/** Strict "YYYY-MM-DD" to a day number; throws a RangeError when it is not a real day. */
export function isoToDay(iso: string): number {
  const day = tryIsoToDay(iso);
  if (day === null) throw new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(iso)}`);
  return day;
}

function pad2(value: number): string {
  return value < 10 ? `0${value}` : `${value}`;
}

// Each day's text once: a refresh names the same few thousand days some hundreds of thousands of times.
const isoOfDay = new Map<number, string>();
const ISO_OF_DAY_LIMIT = 100_000;

/** Day number to "YYYY-MM-DD" (years 1-9999). */
export function dayToIso(dayNumber: number): string {
  let iso = isoOfDay.get(dayNumber);
  if (iso === undefined) {
    splitDay(dayNumber);
    iso = `${String(civilYear).padStart(4, "0")}-${pad2(civilMonth)}-${pad2(civilDay)}`;
    if (isoOfDay.size < ISO_OF_DAY_LIMIT) isoOfDay.set(dayNumber, iso);
  }
  return iso;
}
