/** The return periods, in display order. */
export const PERIOD_KEYS = ["1m", "3m", "6m", "1y", "3y", "5y", "10y", "max"] as const;
export type PeriodKey = (typeof PERIOD_KEYS)[number];
export type FixedPeriodKey = Exclude<PeriodKey, "max">;
export const FIXED_PERIOD_KEYS: readonly FixedPeriodKey[] = ["1m", "3m", "6m", "1y", "3y", "5y", "10y"];

/** A year is 12 calendar months, so 29-Feb − 1Y = 28-Feb comes from the month clamping. */
export const PERIOD_MONTHS: Readonly<Record<FixedPeriodKey, number>> = {
  "1m": 1,
  "3m": 3,
  "6m": 6,
  "1y": 12,
  "3y": 36,
  "5y": 60,
  "10y": 120,
};

/** A value (or null) for every period key. */
export type PeriodValues<T = number | null> = Record<PeriodKey, T>;

/** A fresh record with null for every period key. */
export function nullPeriodValues(): PeriodValues {
  // A literal in PERIOD_KEYS order: Object.fromEntries builds a dictionary-mode object, slow to fill and to
  // serialise, and the refresh makes one for every plan.
  return { "1m": null, "3m": null, "6m": null, "1y": null, "3y": null, "5y": null, "10y": null, max: null };
}
