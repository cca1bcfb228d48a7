/** The latest of ISO dates (the date a fact file speaks for), or null when there are none. */
export function latestDate(dates: readonly string[]): string | null {
  return dates.reduce<string | null>((latest, date) => (latest !== null && latest >= date ? latest : date), null);
}
