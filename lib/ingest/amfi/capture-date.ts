// A capture's own date and number, from its file name, and how far past that date a NAV may lie.

import { dayToIso, isoToDay, tryIsoToDay } from "@/lib/metrics/day-number";

/**
 * Liquid and overnight funds publish the NAVs of the coming non-business days in advance (the
 * Saturday capture of 2026-08-22 holds 91 rows dated 2026-08-23; a long weekend with holidays needs a
 * few days more), so a NAV up to this many days after the file's date is genuine; one further ahead
 * is a typo (a mistyped year) and must not move anyone's "latest NAV".
 */
export const NAV_DATE_LEAD_DAYS = 5;

// A YYYY-MM-DD, then an optional ".N" capture number.
const DATE_AND_CAPTURE = /(?<!\d)(\d{4}-\d{2}-\d{2})(?:\.(\d{1,6}))?(?!\d)/g;

/**
 * The capture a file name stands for: `navall/2026-08-22.1.txt` -> 2026-08-22, capture 1;
 * `NAVAll-2026-08-21.txt` -> 2026-08-21, 0; `archive.tar.xz:navall/2026-05-11.3.txt` -> 2026-05-11, 3;
 * `amfi-history-2025-01-01-2025-01-30.txt` -> its last date, 2025-01-30. A name without a real date
 * (`NAVAll.txt`, `2026-02-30.txt`) has fileDate null and capture 0.
 */
export function captureFromName(name: string): { fileDate: string | null; captureNo: number } {
  const base = name.slice(Math.max(name.lastIndexOf("/"), name.lastIndexOf("\\"), name.lastIndexOf(":")) + 1);
  const match = [...base.matchAll(DATE_AND_CAPTURE)].at(-1);
  const date = match?.[1];
  if (date === undefined || tryIsoToDay(date) === null) return { fileDate: null, captureNo: 0 };
  // Capture order allows 999 captures a day (captureKey); more would be a naming accident, not a capture.
  return { fileDate: date, captureNo: match?.[2] === undefined ? 0 : Math.min(Number(match[2]), 999) };
}

/** The last NAV date a file may carry: its own date (else today) plus NAV_DATE_LEAD_DAYS. Throws on a date that is not YYYY-MM-DD. */
export function latestAllowedNavDate(fileDate: string | null, today: string): string {
  return dayToIso(isoToDay(fileDate ?? today) + NAV_DATE_LEAD_DAYS);
}
