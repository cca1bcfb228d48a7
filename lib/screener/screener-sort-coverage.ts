/** How many of a screen's plans have the value it is sorted by. */
export interface SortCoverage {
  /** The sorted value in words ("3Y return"). */
  value: string;
  /** Plans of the screen with the value; the others are listed after them. */
  known: number;
}

/**
 * The note under a list sorted by a value some plans lack: "3Y return known for 40 of 8,582 plans; the others
 * follow them." Null when every plan has the value.
 */
export function sortCoverageText(coverage: SortCoverage | null | undefined, total: number): string | null {
  if (!coverage || coverage.known >= total) return null;
  const count = (n: number) => n.toLocaleString("en-IN");
  return `${coverage.value} known for ${count(coverage.known)} of ${count(total)} plans; the others follow them, unsorted.`;
}
