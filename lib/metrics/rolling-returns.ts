import { ABSOLUTE_RETURN_MAX_MONTHS, START_NAV_TOLERANCE_DAYS } from "@/lib/metrics/conventions";
import { AscendingMonthShifter, dayToIso } from "@/lib/metrics/day-number";
import type { NavSeries } from "@/lib/metrics/nav-series";

export interface RollingReturnSeries {
  /** End date (day number) of each window. */
  days: Int32Array;
  /** Return of the window ending that day, percent (annualised beyond 12 months). */
  returnsPct: Float64Array;
}

export interface RollingSummary {
  count: number;
  meanPct: number;
  minPct: number;
  maxPct: number;
  /** Share of windows with a return strictly above 0, in percent. */
  positivePct: number;
  /** End date of the worst / best window (the earliest one on a tie). */
  minEndDate: string;
  maxEndDate: string;
}

/**
 * Walks the windows: one for each NAV date d with d − months (calendar months, clamped as in
 * addMonths) on or after the first NAV date; its start value is the last NAV on or before d − months, and
 * by the start-NAV rule a window whose start NAV is more than START_NAV_TOLERANCE_DAYS older than d − months
 * (a gap in the data) is left out. Up to 12 months the return is absolute; beyond, annualised over the nominal period
 * ((end/start)^(12/months) − 1), as in trailingReturns. Writes the windows to `out` when given, and
 * returns the summary either way (no allocation per point).
 */
function walkWindows(series: NavSeries, months: number, out: RollingReturnSeries | null): RollingSummary | null {
  const { days, navs } = series;
  const n = days.length;
  if (n < 2) return null;
  const firstDay = days[0]!;
  const annualise = months > ABSOLUTE_RETURN_MAX_MONTHS;
  const exponent = 12 / months;
  const cubeRoot = months === 36; // Math.cbrt is ~2× faster than expm1(log(x) / 3) here
  const shifter = new AscendingMonthShifter(-months, firstDay);
  let count = 0;
  let sum = 0;
  let positives = 0;
  let min = Infinity;
  let max = -Infinity;
  let minDay = 0;
  let maxDay = 0;
  let start = 0;
  for (let i = 1; i < n; i++) {
    const end = days[i]!;
    const startDay = shifter.shift(end);
    if (startDay < firstDay) continue;
    // startDay never decreases as d grows, so the start index only moves forward.
    while (days[start + 1]! <= startDay) start++;
    if (startDay - days[start]! > START_NAV_TOLERANCE_DAYS) continue;
    const ratio = navs[i]! / navs[start]!;
    const value =
      (!annualise ? ratio - 1 : cubeRoot ? Math.cbrt(ratio) - 1 : Math.expm1(Math.log(ratio) * exponent)) * 100;
    if (out) {
      out.days[count] = end;
      out.returnsPct[count] = value;
    }
    count++;
    sum += value;
    if (value > 0) positives++;
    if (value < min) {
      min = value;
      minDay = end;
    }
    if (value > max) {
      max = value;
      maxDay = end;
    }
  }
  if (count === 0) return null;
  return {
    count,
    meanPct: sum / count,
    minPct: min,
    maxPct: max,
    positivePct: (positives / count) * 100,
    minEndDate: dayToIso(minDay),
    maxEndDate: dayToIso(maxDay),
  };
}

/** Every rolling window's return (for charts); see walkWindows for the conventions. */
export function rollingReturnSeries(series: NavSeries, months: number): RollingReturnSeries {
  const n = series.days.length;
  const out = { days: new Int32Array(n), returnsPct: new Float64Array(n) };
  const count = walkWindows(series, months, out)?.count ?? 0;
  return { days: out.days.subarray(0, count), returnsPct: out.returnsPct.subarray(0, count) };
}

/** Mean, extremes and share positive of the rolling windows; null when there is none. */
export function rollingReturns(series: NavSeries, months: number): RollingSummary | null {
  return walkWindows(series, months, null);
}
