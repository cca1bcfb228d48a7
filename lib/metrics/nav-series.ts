import { isoToDay } from "@/lib/metrics/day-number";

/**
 * One plan's NAV history as parallel typed arrays: `days[i]` (day number, see day-number.ts) and
 * `navs[i]`, strictly increasing in day, every NAV finite and > 0. Build it with seriesFromPoints,
 * seriesFromArrays or seriesOwning, which enforce this; the metric functions assume it.
 */
export interface NavSeries {
  readonly days: Int32Array;
  readonly navs: Float64Array;
}

export interface NavPoint {
  date: string;
  nav: number;
}

function invalidNav(nav: number): boolean {
  return !Number.isFinite(nav) || nav <= 0;
}

// The place is named only once a NAV fails: a message built for every NAV checked was two million strings a refresh.
function navError(nav: number, where: string): RangeError {
  return new RangeError(`NAV must be a positive number (${where}): ${nav}`);
}

/**
 * Sorts by day when the input is not already ascending; on a repeated day the later entry wins.
 * Throws a RangeError on a non-positive or non-finite NAV (the importer drops those first).
 */
function normalise(days: Int32Array, navs: Float64Array): NavSeries {
  const n = days.length;
  let ascending = true;
  for (let i = 1; i < n; i++) {
    if (days[i]! <= days[i - 1]!) {
      ascending = false;
      break;
    }
  }
  if (ascending) return { days, navs };

  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => days[a]! - days[b]! || a - b);
  const outDays = new Int32Array(n);
  const outNavs = new Float64Array(n);
  let count = 0;
  for (const index of order) {
    const day = days[index]!;
    if (count > 0 && outDays[count - 1] === day) count--;
    outDays[count] = day;
    outNavs[count] = navs[index]!;
    count++;
  }
  return { days: outDays.slice(0, count), navs: outNavs.slice(0, count) };
}

/** Builds a series from `{ date: 'YYYY-MM-DD', nav }` points (in any order). */
export function seriesFromPoints(points: readonly NavPoint[]): NavSeries {
  const n = points.length;
  const days = new Int32Array(n);
  const navs = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const point = points[i]!;
    if (invalidNav(point.nav)) throw navError(point.nav, point.date);
    days[i] = isoToDay(point.date);
    navs[i] = point.nav;
  }
  return normalise(days, navs);
}

/**
 * A series over the given arrays themselves (not copied: the caller hands them over), checked as
 * seriesFromArrays checks; new arrays only when the days are not strictly ascending.
 */
export function seriesOwning(days: Int32Array, navs: Float64Array): NavSeries {
  if (days.length !== navs.length)
    throw new RangeError(`days (${days.length}) and navs (${navs.length}) differ in length`);
  for (let i = 0; i < navs.length; i++) if (invalidNav(navs[i]!)) throw navError(navs[i]!, `day ${days[i]}`);
  return normalise(days, navs);
}

/** Builds a series from parallel arrays of day numbers and NAVs (copied; in any order). */
export function seriesFromArrays(days: ArrayLike<number>, navs: ArrayLike<number>): NavSeries {
  if (days.length !== navs.length)
    throw new RangeError(`days (${days.length}) and navs (${navs.length}) differ in length`);
  const n = days.length;
  const outDays = new Int32Array(n);
  const outNavs = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const day = days[i]!;
    if (!Number.isInteger(day)) throw new RangeError(`Day number must be an integer: ${day}`);
    if (invalidNav(navs[i]!)) throw navError(navs[i]!, `day ${day}`);
    outDays[i] = day;
    outNavs[i] = navs[i]!;
  }
  return normalise(outDays, outNavs);
}
