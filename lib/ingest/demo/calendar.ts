// Calendar arithmetic on ISO dates (YYYY-MM-DD) through day numbers (days since 1970-01-01, UTC),
// so nothing depends on the machine's time zone.

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Fixed-date Indian market holidays (MM-DD) skipped in every year: Republic Day, Maharashtra Day,
 * Independence Day, Gandhi Jayanti, Christmas. (Festival holidays move with the lunar calendar and are
 * left out: the demo only needs the NAV calendar to look like a market's, not to match NSE's.)
 */
export const MARKET_HOLIDAYS = ["01-26", "05-01", "08-15", "10-02", "12-25"] as const;

export function parseIso(date: string): { year: number; month: number; day: number } {
  const match = ISO_DATE.exec(date);
  if (!match) throw new Error(`Not an ISO date (YYYY-MM-DD): ${JSON.stringify(date)}`);
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new Error(`Not a calendar date: ${date}`);
  }
  return { year, month, day };
}

export function toDayNumber(date: string): number {
  const { year, month, day } = parseIso(date);
  return Math.round(Date.UTC(year, month - 1, day) / MS_PER_DAY);
}

export function fromDayNumber(dayNumber: number): string {
  return new Date(dayNumber * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromDayNumber(toDayNumber(date) + days);
}

/** The same day `years` years later (or earlier); 29 February becomes 28 February in other years. */
export function addYears(date: string, years: number): string {
  const { year, month, day } = parseIso(date);
  const target = year + years;
  const last = new Date(Date.UTC(target, month, 0)).getUTCDate();
  return `${String(target).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(Math.min(day, last)).padStart(2, "0")}`;
}

/** Whole months later (or earlier), clamped to the month's last day. */
export function addMonths(date: string, months: number): string {
  const { year, month, day } = parseIso(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const last = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${String(targetYear).padStart(4, "0")}-${String(targetMonth).padStart(2, "0")}-${String(Math.min(day, last)).padStart(2, "0")}`;
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
  const { year, month } = parseIso(date);
  return fromDayNumber(Math.round(Date.UTC(year, month - 1, 0) / MS_PER_DAY));
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
