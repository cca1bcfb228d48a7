// Which NAV date AMFI should have published by a given moment, and whether the site's data is behind it.
// Pure date arithmetic, shared by /api/health, the scheduled sync and the stale notice in the browser.
// Market holidays are not known here: one is counted as a business day, which the "one business day" of
// slack absorbs (a single holiday never makes the data stale).

/** SEBI has AMCs publish the day's NAVs on AMFI by 11 pm India time. */
export const NAV_PUBLISHED_BY_HOUR_IST = 23;

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;

const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const isWeekend = (ms: number) => {
  const weekday = new Date(ms).getUTCDay();
  return weekday === 0 || weekday === 6;
};

/** The latest business day (Monday to Friday) whose NAVs are due by `now`, as YYYY-MM-DD. */
export function expectedNavDate(now: Date, publishedByHour = NAV_PUBLISHED_BY_HOUR_IST): string {
  const india = now.getTime() + IST_OFFSET_MS;
  let day = india - (india % DAY_MS);
  if (new Date(india).getUTCHours() < publishedByHour) day -= DAY_MS;
  while (isWeekend(day)) day -= DAY_MS;
  return isoOf(day);
}

/** Business days after `from` up to and including `to` (0 when `to` is not later). */
export function businessDaysAfter(from: string, to: string): number {
  let count = 0;
  for (let day = Date.parse(from) + DAY_MS; day <= Date.parse(to); day += DAY_MS) if (!isWeekend(day)) count++;
  return count;
}

export interface NavFreshness {
  /** The date most plans report as their latest NAV (the site's as-of date); null when no NAVs are loaded. */
  asOf: string | null;
  /** The latest NAV date AMFI should have published by now. */
  expected: string;
  /** Business days the data is behind `expected`. */
  behind: number | null;
  /** More than one business day behind, or no NAVs at all. */
  stale: boolean;
}

export function navFreshness(asOf: string | null, now: Date): NavFreshness {
  const expected = expectedNavDate(now);
  const behind = asOf === null ? null : businessDaysAfter(asOf, expected);
  return { asOf, expected, behind, stale: behind === null || behind > 1 };
}
