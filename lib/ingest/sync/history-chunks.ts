import { formatIsoDate, parseIsoDate, toCalendarDate } from "@/lib/format";

export interface DateRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

function toUtcMs(iso: string): number {
  const date = parseIsoDate(iso);
  if (!date) throw new Error(`Not a date (YYYY-MM-DD): ${iso}`);
  return Date.UTC(date.year, date.month - 1, date.day);
}

function fromUtcMs(ms: number): string {
  const d = new Date(ms);
  return formatIsoDate({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
}

/** Splits [from, to] (inclusive, ISO dates) into consecutive ranges of at most `days` days. */
export function historyChunks(from: string, to: string, days: number): DateRange[] {
  if (!Number.isInteger(days) || days < 1) throw new Error("chunk size must be a whole number of days, at least 1");
  const start = toUtcMs(from);
  const end = toUtcMs(to);
  if (start > end) throw new Error(`--from ${from} is after ${to}`);
  const chunks: DateRange[] = [];
  for (let chunkStart = start; chunkStart <= end; chunkStart += days * DAY_MS) {
    chunks.push({ from: fromUtcMs(chunkStart), to: fromUtcMs(Math.min(end, chunkStart + (days - 1) * DAY_MS)) });
  }
  return chunks;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** AMFI's history download wants dates as 01-Jan-2024. */
export function amfiDate(iso: string): string {
  const date = toCalendarDate(iso);
  if (!date) throw new Error(`Not a date (YYYY-MM-DD): ${iso}`);
  return `${String(date.day).padStart(2, "0")}-${MONTHS[date.month - 1]}-${date.year}`;
}
