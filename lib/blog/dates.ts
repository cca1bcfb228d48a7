import { MONTH_NAMES } from "@/lib/format/dates";

/** "2026-11-22" as "22 November 2026" (the Indian day-month-year order), without time-zone shifts. */
export function formatLongDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  if (!match || !month || Number(match[3]) < 1 || Number(match[3]) > 31)
    throw new RangeError(`"${isoDate}" is not a date written YYYY-MM-DD`);
  return `${Number(match[3])} ${month} ${match[1]}`;
}
