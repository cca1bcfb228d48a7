import { DEFAULT_MAX_GAP_DAYS } from "@/lib/metrics/conventions";
import { dayToIso } from "@/lib/metrics/day-number";
import type { NavSeries } from "@/lib/metrics/nav-series";
import { PairedMoments, type Jensen } from "@/lib/metrics/paired-moments";
import { finiteOrNull } from "@/lib/metrics/returns-math";
import { firstIndexOnOrAfter } from "@/lib/metrics/search";
import type { RiskParameters } from "@/lib/metrics/risk";
import type { IndexWindow } from "@/lib/metrics/risk-window";

/** Beta (cov(fund, index) / var(index) of the paired returns) and Jensen's alpha, with the active-return figures. */
export interface RelativeRisk extends Jensen {
  /** Sample standard deviation of (fund − index) returns × √(trading days), percent. */
  trackingErrorPct: number;
  /** Mean (fund − index) return × trading days / tracking error; null when the tracking error is 0. */
  informationRatio: number | null;
  /** Paired returns used. */
  observations: number;
  /** The first and last date both series have in the window. */
  startDate: string;
  endDate: string;
}

/**
 * Beta, alpha, tracking error and information ratio of a fund against an index over the fund's risk window.
 * The two are aligned by date: only days on which both have a value count, and a return runs from one such
 * common day to the next, for fund and index alike, so both cover the same interval; a pair is skipped when
 * the common days are more than `maxGapDays` apart (a gap in either series). With Rf and Rb the mean paired
 * returns × trading days (arithmetic, as for Sharpe): alpha = (Rf − rf) − beta × (Rb − rf); information
 * ratio = (Rf − Rb) / tracking error. Null with fewer than 2 pairs or an index that never moves.
 */
export function relativeRisk(
  fund: NavSeries,
  window: IndexWindow,
  index: NavSeries,
  parameters: RiskParameters,
  maxGapDays = DEFAULT_MAX_GAP_DAYS,
): RelativeRisk | null {
  const { days, navs } = fund;
  const indexDays = index.days;
  const indexValues = index.navs;
  // The index usually reaches back years before the window: start at the window's first day, not at its first.
  let k = window.base <= window.end ? firstIndexOnOrAfter(indexDays, days[window.base]!) : 0;
  let previousDay = -Infinity;
  let previousFund = 0;
  let previousIndex = 0;
  let firstDay = -1;
  let lastDay = -1;

  const moments = new PairedMoments();
  // The active return's own running mean and moment (Welford, as in PairedMoments).
  let meanActive = 0;
  let activeMoment = 0;
  for (let i = window.base; i <= window.end; i++) {
    const day = days[i]!;
    while (k < indexDays.length && indexDays[k]! < day) k++;
    if (k >= indexDays.length) break;
    if (indexDays[k]! !== day) continue;
    if (firstDay < 0) firstDay = day;
    if (day - previousDay <= maxGapDays) {
      const x = navs[i]! / previousFund - 1;
      const y = indexValues[k]! / previousIndex - 1;
      moments.add(x, y);
      const n = moments.count;
      // The active return on its own: a fund that tracks its index closely differs from it by far less than
      // either moves, which var(x) + var(y) − 2 cov(x, y) would lose to cancellation.
      const a = x - y;
      const da = a - meanActive;
      meanActive += da / n;
      activeMoment += da * (a - meanActive);
      lastDay = day;
    }
    previousDay = day;
    previousFund = navs[i]!;
    previousIndex = indexValues[k]!;
  }
  const jensen = moments.jensen(parameters);
  if (jensen === null) return null;

  const n = moments.count;
  const { tradingDaysPerYear } = parameters;
  const activeVariance = activeMoment / (n - 1);
  const trackingError = Math.sqrt(activeVariance * tradingDaysPerYear);
  return {
    ...jensen,
    trackingErrorPct: trackingError * 100,
    informationRatio: trackingError > 0 ? finiteOrNull((meanActive * tradingDaysPerYear) / trackingError) : null,
    observations: n,
    startDate: dayToIso(firstDay),
    endDate: dayToIso(lastDay),
  };
}
