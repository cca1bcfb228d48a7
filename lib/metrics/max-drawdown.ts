import type { NavSeries } from "@/lib/metrics/nav-series";

export interface DrawdownIndexes {
  /** Largest fall from a running high, percent, <= 0 (0 when the NAV never fell). */
  maxDrawdownPct: number;
  /** -1 when there was no fall. */
  peak: number;
  trough: number;
  /** First index after the trough back at or above the peak NAV; -1 if not recovered by `end`. */
  recovery: number;
}

/**
 * Maximum drawdown over NAV indexes from..end (inclusive): min over t of NAV(t) / max(NAV(from..t)) − 1.
 * The peak is the latest day the running high was set or matched before the trough; the trough is the
 * first day of the deepest fall.
 */
export function maxDrawdown(series: NavSeries, from = 0, end = series.navs.length - 1): DrawdownIndexes {
  const { navs } = series;
  let runningPeak = from;
  let worst = 0;
  let peak = -1;
  let trough = -1;
  for (let i = from; i <= end; i++) {
    const nav = navs[i]!;
    if (nav >= navs[runningPeak]!) {
      runningPeak = i;
      continue;
    }
    const drawdown = nav / navs[runningPeak]! - 1;
    if (drawdown < worst) {
      worst = drawdown;
      peak = runningPeak;
      trough = i;
    }
  }
  let recovery = -1;
  if (trough >= 0) {
    const peakNav = navs[peak]!;
    for (let i = trough + 1; i <= end; i++) {
      if (navs[i]! >= peakNav) {
        recovery = i;
        break;
      }
    }
  }
  return { maxDrawdownPct: worst * 100, peak, trough, recovery };
}
