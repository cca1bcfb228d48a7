/**
 * How often each kind of fact is normally refreshed, in days: a fact older than this (against today in India)
 * is marked stale. TER and AUM are published monthly or oftener; portfolios (holdings, sectors, asset
 * allocation, credit quality) monthly with up to a month's lag. Facts missing here have no usual refresh.
 */
export const FACT_REFRESH_DAYS = {
  expense_ratio: 45,
  aum: 45,
  portfolio: 75,
} as const;

export type RefreshedFact = keyof typeof FACT_REFRESH_DAYS;

const DAY_MS = 86_400_000;

/** Whole days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Whether a fact dated `asOf` is older than its usual refresh on `today` (both YYYY-MM-DD); false for a fact with none. */
export function isStale(fact: string, asOf: string, today: string): boolean {
  const limit = (FACT_REFRESH_DAYS as Record<string, number>)[fact];
  return limit !== undefined && daysBetween(asOf, today) > limit;
}
