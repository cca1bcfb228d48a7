import { MONTH_ABBREVIATIONS } from "@/lib/format";
import { civilFromDays, dayToIso, tryIsoToDay } from "@/lib/metrics/day-number";

export interface DateRange {
  from: string;
  to: string;
}

function dayOf(iso: string): number {
  const day = tryIsoToDay(iso);
  if (day === null) throw new Error(`Not a date (YYYY-MM-DD): ${iso}`);
  return day;
}

/** Splits [from, to] (inclusive, ISO dates) into consecutive ranges of at most `days` days. */
export function historyChunks(from: string, to: string, days: number): DateRange[] {
  if (!Number.isInteger(days) || days < 1) throw new Error("chunk size must be a whole number of days, at least 1");
  const start = dayOf(from);
  const end = dayOf(to);
  if (start > end) throw new Error(`--from ${from} is after ${to}`);
  const chunks: DateRange[] = [];
  for (let chunkStart = start; chunkStart <= end; chunkStart += days) {
    chunks.push({ from: dayToIso(chunkStart), to: dayToIso(Math.min(end, chunkStart + days - 1)) });
  }
  return chunks;
}

/** AMFI's history download wants dates as 01-Jan-2024. */
export function amfiDate(iso: string): string {
  const date = civilFromDays(dayOf(iso));
  return `${String(date.day).padStart(2, "0")}-${MONTH_ABBREVIATIONS[date.month - 1]}-${date.year}`;
}
