/** Up to this many points, a chart's table lists every one (a 3-month daily series). */
export const ALL_ROWS_UP_TO = 70;

/**
 * The rows a long daily series' table shows: its first point, then the last point of every month (the
 * latest point closes the last, possibly partial, month). Short series keep every point. Dates are YYYY-MM-DD, ascending.
 */
export function monthEndRows(dates: readonly string[], allRowsUpTo = ALL_ROWS_UP_TO): number[] {
  if (dates.length <= allRowsUpTo) return dates.map((_, index) => index);
  const rows = [0];
  for (let index = 1; index < dates.length; index++) {
    const isLast = index === dates.length - 1;
    if (isLast || dates[index]!.slice(0, 7) !== dates[index + 1]!.slice(0, 7)) rows.push(index);
  }
  return rows;
}
