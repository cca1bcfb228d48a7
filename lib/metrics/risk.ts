import { dayToIso } from "@/lib/metrics/day-number";
import { maxDrawdown } from "@/lib/metrics/max-drawdown";
import type { NavSeries } from "@/lib/metrics/nav-series";
import { finiteOrNull } from "@/lib/metrics/returns-math";
import type { IndexWindow } from "@/lib/metrics/risk-window";

export interface RiskMetrics {
  /** Date of the NAV the window's first return starts from. */
  windowStartDate: string;
  /** Number of daily returns used. */
  observations: number;
  /** Mean daily return × trading days, percent. */
  annualisedReturnPct: number;
  /** Sample standard deviation of daily returns × √(trading days), percent. */
  annualisedVolatilityPct: number;
  sharpe: number | null;
  sortino: number | null;
  maxDrawdownPct: number;
  peakDate: string | null;
  troughDate: string | null;
  recoveryDate: string | null;
}

export interface RiskParameters {
  /** Annual, as a fraction: 0.065 = 6.5%. */
  riskFreeRate: number;
  tradingDaysPerYear: number;
}

/**
 * Risk over a window (see riskWindow). Conventions:
 * - A daily return is NAV(i) / NAV(i−1) − 1 between consecutive NAVs, whatever the gap between them.
 * - Annualising is arithmetic: mean × T and sample std dev × √T, T = trading days a year (252).
 * - Sharpe = (annualised mean − rf) / annualised volatility.
 * - Sortino = (annualised mean − rf) / annualised downside deviation, where downside deviation =
 *   √(Σ min(0, r − rf/T)² / N) over ALL N returns (target = the daily risk-free rate rf/T).
 * - Ratios are null when their denominator is 0 (a NAV that never moves, or never lags the target).
 */
export function riskMetrics(series: NavSeries, window: IndexWindow, parameters: RiskParameters): RiskMetrics {
  const { days, navs } = series;
  const { base, end } = window;
  const { riskFreeRate, tradingDaysPerYear } = parameters;
  const count = end - base;

  // One pass. The sums are taken around the first return (a shifted-data variance), which avoids the
  // cancellation of the naive Σx² − (Σx)²/n while still needing no second pass.
  const dailyTarget = riskFreeRate / tradingDaysPerYear;
  const pivot = navs[base + 1]! / navs[base]! - 1;
  let sum = 0;
  let squares = 0;
  let downsideSquares = 0;
  for (let i = base + 1; i <= end; i++) {
    const r = navs[i]! / navs[i - 1]! - 1;
    const d = r - pivot;
    sum += d;
    squares += d * d;
    if (r < dailyTarget) downsideSquares += (r - dailyTarget) * (r - dailyTarget);
  }
  const mean = pivot + sum / count;
  const variance = Math.max(0, (squares - (sum * sum) / count) / (count - 1));
  const volatility = Math.sqrt(variance * tradingDaysPerYear);
  const downside = Math.sqrt((downsideSquares / count) * tradingDaysPerYear);
  const excess = mean * tradingDaysPerYear - riskFreeRate;
  const drawdown = maxDrawdown(series, base, end);

  return {
    windowStartDate: dayToIso(days[base]!),
    observations: count,
    annualisedReturnPct: mean * tradingDaysPerYear * 100,
    annualisedVolatilityPct: volatility * 100,
    sharpe: volatility > 0 ? finiteOrNull(excess / volatility) : null,
    sortino: downside > 0 ? finiteOrNull(excess / downside) : null,
    maxDrawdownPct: drawdown.maxDrawdownPct,
    peakDate: drawdown.peak >= 0 ? dayToIso(days[drawdown.peak]!) : null,
    troughDate: drawdown.trough >= 0 ? dayToIso(days[drawdown.trough]!) : null,
    recoveryDate: drawdown.recovery >= 0 ? dayToIso(days[drawdown.recovery]!) : null,
  };
}
