import { DEFAULT_MAX_GAP_DAYS } from "@/lib/metrics/conventions";
import type { NavSeries } from "@/lib/metrics/nav-series";

/** A category's average daily return on each day (parallel arrays, ascending days). */
export interface CategoryReturns {
  readonly days: Int32Array;
  /** Mean daily return of the plans counted that day, as a FRACTION (0.01 = 1%). */
  readonly returns: Float64Array;
  /** How many plans were averaged that day. */
  readonly counts: Int32Array;
  /** The gap limit used; a plan's return is compared with the category's only under the same limit. */
  readonly maxGapDays: number;
}

export interface CategoryReturnsOptions {
  /** Days averaging fewer plans are left out. Default 1. */
  minPlans?: number;
  /**
   * A plan's return from its previous NAV day to day d counts on day d only when the two are at most
   * this many calendar days apart, so a stale plan's multi-week move is not booked as one day's move.
   * Default DEFAULT_MAX_GAP_DAYS (covers weekends plus the longest market-holiday runs).
   */
  maxGapDays?: number;
}

/**
 * The category's average daily return: on each day d, the mean of NAV(d) / NAV(previous NAV day) − 1
 * over member plans that have a NAV on d and on their previous NAV day at most `maxGapDays` earlier,
 * kept when at least `minPlans` plans count. Equal weights (not asset-weighted).
 */
export function categoryAverageReturns(
  seriesList: readonly NavSeries[],
  options: CategoryReturnsOptions = {},
): CategoryReturns {
  const minPlans = Math.max(1, options.minPlans ?? 1);
  const maxGapDays = options.maxGapDays ?? DEFAULT_MAX_GAP_DAYS;
  let minDay = Infinity;
  let maxDay = -Infinity;
  for (const { days } of seriesList) {
    if (days.length < 2) continue;
    if (days[1]! < minDay) minDay = days[1]!;
    if (days[days.length - 1]! > maxDay) maxDay = days[days.length - 1]!;
  }
  if (minDay > maxDay) {
    return { days: new Int32Array(0), returns: new Float64Array(0), counts: new Int32Array(0), maxGapDays };
  }

  // Dense per-day accumulators: a decade is only ~3,650 slots.
  const size = maxDay - minDay + 1;
  const sums = new Float64Array(size);
  const counts = new Int32Array(size);
  for (const { days, navs } of seriesList) {
    for (let i = 1; i < days.length; i++) {
      if (days[i]! - days[i - 1]! > maxGapDays) continue;
      const slot = days[i]! - minDay;
      sums[slot] = sums[slot]! + navs[i]! / navs[i - 1]! - 1;
      counts[slot] = counts[slot]! + 1;
    }
  }

  let kept = 0;
  for (let slot = 0; slot < size; slot++) if (counts[slot]! >= minPlans) kept++;
  const outDays = new Int32Array(kept);
  const outReturns = new Float64Array(kept);
  const outCounts = new Int32Array(kept);
  let k = 0;
  for (let slot = 0; slot < size; slot++) {
    const count = counts[slot]!;
    if (count < minPlans) continue;
    outDays[k] = slot + minDay;
    outReturns[k] = sums[slot]! / count;
    outCounts[k] = count;
    k++;
  }
  return { days: outDays, returns: outReturns, counts: outCounts, maxGapDays };
}
