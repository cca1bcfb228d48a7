import { DEFAULT_MAX_GAP_DAYS } from "@/lib/metrics/conventions";
import type { NavSeries } from "@/lib/metrics/nav-series";

/**
 * A category's average return between consecutive days of its calendar, and the same chained into an index, so
 * a plan can be compared with it over exactly the plan's own intervals (relativeRisk), as with a market index.
 */
export interface CategoryReturns {
  /** The category as an index: 1 on its first calendar day, then × (1 + returns[k]) on each later one. */
  readonly index: NavSeries;
  /** returns[k]: mean of NAV(days[k]) / NAV(days[k − 1]) − 1 over the plans with a NAV on both days, as a FRACTION; returns[0] = 0. */
  readonly returns: Float64Array;
  /** How many plans were averaged for returns[k]; counts[0] is how many have a NAV on the first day. */
  readonly counts: Int32Array;
  /** A plan's return is compared with the category's only when its two days are at most this far apart. */
  readonly maxGapDays: number;
}

export interface CategoryReturnsOptions {
  /** A day whose return averages fewer plans is left out of the calendar (its neighbours are then joined). Default 1. */
  minPlans?: number;
  /** Kept with the result for the comparisons (see relativeRisk). Default DEFAULT_MAX_GAP_DAYS. */
  maxGapDays?: number;
}

const empty = (maxGapDays: number): CategoryReturns => ({
  index: { days: new Int32Array(0), navs: new Float64Array(0) },
  returns: new Float64Array(0),
  counts: new Int32Array(0),
  maxGapDays,
});

/**
 * The category's calendar is every day on which at least half the member plans then alive (between their first
 * and last NAV) have a NAV: a stray NAV dated a Sunday by a few plans is not a category day, and the return of
 * those plans runs from the day before to the day after, like everyone else's. Over each pair of consecutive
 * calendar days, the category's return is the equal-weighted mean of NAV(day) / NAV(previous day) − 1 over the
 * plans with a NAV on BOTH days, so a plan that missed a day never brings a two-day return into a one-day
 * average. A day averaging fewer than `minPlans` plans is dropped and the next is measured from the last kept one,
 * except after a hole longer than `maxGapDays` that no plan spans: there the index restarts flat (count 0), and no
 * comparison pairs across it.
 */
export function categoryAverageReturns(
  seriesList: readonly NavSeries[],
  options: CategoryReturnsOptions = {},
): CategoryReturns {
  const minPlans = Math.max(1, options.minPlans ?? 1);
  const maxGapDays = options.maxGapDays ?? DEFAULT_MAX_GAP_DAYS;
  const plans = seriesList.filter((s) => s.days.length > 0);
  if (plans.length === 0) return empty(maxGapDays);
  let minDay = Infinity;
  let maxDay = -Infinity;
  for (const { days } of plans) {
    if (days[0]! < minDay) minDay = days[0]!;
    if (days[days.length - 1]! > maxDay) maxDay = days[days.length - 1]!;
  }
  // Dense per-day counts (a decade is ~3,650 slots): plans with a NAV that day, and plans alive that day.
  const size = maxDay - minDay + 1;
  const reporting = new Int32Array(size);
  const aliveDelta = new Int32Array(size + 1);
  for (const { days } of plans) {
    for (let i = 0; i < days.length; i++) reporting[days[i]! - minDay]!++;
    aliveDelta[days[0]! - minDay]!++;
    aliveDelta[days[days.length - 1]! - minDay + 1]!--;
  }

  // Only plans alive on a day are visited (most categories' plans span a fraction of the calendar): `active` holds
  // them, joined in order of their first NAV and dropped after their last. Each plan's arrays and last day are
  // held in arrays of their own: read through the series objects (of more than one shape), the loops below were
  // most of a daily refresh's time here.
  const daysOf = plans.map((s) => s.days);
  const navsOf = plans.map((s) => s.navs);
  const lastDayOf = Int32Array.from(daysOf, (days) => days[days.length - 1]!);
  const byStart = plans.map((_, p) => p).sort((a, b) => daysOf[a]![0]! - daysOf[b]![0]!);
  let started = 0;
  const active: number[] = [];
  const cursor = new Int32Array(plans.length);
  const previousNav = new Float64Array(plans.length).fill(NaN);
  const currentNav = new Float64Array(plans.length);
  const outDays: number[] = [];
  const outReturns: number[] = [];
  const outCounts: number[] = [];
  let alive = 0;
  for (let slot = 0; slot < size; slot++) {
    alive += aliveDelta[slot]!;
    if (reporting[slot]! === 0 || 2 * reporting[slot]! < alive) continue;
    const day = slot + minDay;
    while (started < byStart.length && daysOf[byStart[started]!]![0]! <= day) active.push(byStart[started++]!);
    // Compacted in place, in order: a filtered copy each day was most of a refresh's garbage from here.
    let kept = 0;
    for (let a = 0; a < active.length; a++) {
      const p = active[a]!;
      if (lastDayOf[p]! >= day) active[kept++] = p;
    }
    active.length = kept;
    let sum = 0;
    let count = 0;
    let present = 0;
    for (let a = 0; a < kept; a++) {
      const p = active[a]!;
      const days = daysOf[p]!;
      let j = cursor[p]!;
      while (j < days.length && days[j]! < day) j++;
      cursor[p] = j;
      const nav = j < days.length && days[j] === day ? navsOf[p]![j]! : NaN;
      currentNav[p] = nav;
      if (nav === nav) present++;
      const previous = previousNav[p]!;
      if (nav === nav && previous === previous) {
        sum += nav / previous - 1;
        count++;
      }
    }
    if (outDays.length === 0) {
      if (present < minPlans) continue;
      outReturns.push(0);
      outCounts.push(present);
    } else if (count >= minPlans) {
      outReturns.push(sum / count);
      outCounts.push(count);
    } else if (present >= minPlans && day - outDays[outDays.length - 1]! > maxGapDays) {
      // No plan spans the hole, and no comparison may span it either: the index restarts here, flat.
      outReturns.push(0);
      outCounts.push(0);
    } else continue;
    outDays.push(day);
    for (let a = 0; a < active.length; a++) previousNav[active[a]!] = currentNav[active[a]!]!;
  }
  if (outDays.length === 0) return empty(maxGapDays);
  const levels = new Float64Array(outDays.length);
  levels[0] = 1;
  for (let k = 1; k < outDays.length; k++) levels[k] = levels[k - 1]! * (1 + outReturns[k]!);
  return {
    index: { days: Int32Array.from(outDays), navs: levels },
    returns: Float64Array.from(outReturns),
    counts: Int32Array.from(outCounts),
    maxGapDays,
  };
}
