/**
 * One row of a year-by-year table of money invested and its value (SIP, lumpsum, FD, CAGR), also
 * the data of the stacked "invested vs gains" chart. The last row may end part-way through a year.
 */
export interface GrowthRow {
  /** 1-based plan year the row ends in. */
  year: number;
  /** Time from the start to the end of the row, in years (2.5 for a plan of 30 months). */
  elapsedYears: number;
  /** Money put in up to the end of the row. */
  invested: number;
  /** Value at the end of the row. */
  value: number;
  /** value − invested (negative on a loss). */
  gains: number;
}

export function growthRow(elapsedYears: number, invested: number, value: number): GrowthRow {
  return { year: Math.ceil(elapsedYears), elapsedYears, invested, value, gains: value - invested };
}

/**
 * The elapsed times, in months, of a year-by-year table over `months`: every 12th month and the
 * end (30 → 12, 24, 30).
 */
export function yearEndMonths(months: number): number[] {
  const ends: number[] = [];
  for (let m = 12; m < months; m += 12) ends.push(m);
  ends.push(months);
  return ends;
}
