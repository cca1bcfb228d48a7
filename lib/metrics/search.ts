/** Index of the last entry of ascending `days` that is <= `day`, or -1 when every entry is later. */
export function lastIndexOnOrBefore(days: Int32Array, day: number): number {
  let lo = 0;
  let hi = days.length - 1;
  if (hi < 0 || days[0]! > day) return -1;
  if (days[hi]! <= day) return hi;
  // Invariant: days[lo] <= day < days[hi].
  while (hi - lo > 1) {
    const mid = (lo + hi) >>> 1;
    if (days[mid]! <= day) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** Index of the first entry of ascending `days` that is >= `day`, or `days.length` when none is. */
export function firstIndexOnOrAfter(days: Int32Array, day: number): number {
  return lastIndexOnOrBefore(days, day - 1) + 1;
}
