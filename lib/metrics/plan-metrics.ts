import { betaAlpha, type CategoryComparison } from "@/lib/metrics/beta-alpha";
import { benchmarkReturns, type BenchmarkReturns } from "@/lib/metrics/benchmark-returns";
import { calendarYearReturns, type CalendarYearReturn } from "@/lib/metrics/calendar-year-returns";
import type { CategoryReturns } from "@/lib/metrics/category-returns";
import {
  DEFAULT_RISK_FREE_RATE,
  DEFAULT_RISK_WINDOW_YEARS,
  DEFAULT_SIP_INSTALMENT,
  DEFAULT_TRADING_DAYS_PER_YEAR,
  type MissingReturnReason,
} from "@/lib/metrics/conventions";
import { dayToIso } from "@/lib/metrics/day-number";
import type { NavSeries } from "@/lib/metrics/nav-series";
import type { PeriodValues } from "@/lib/metrics/periods";
import { riskMetrics, type RiskMetrics } from "@/lib/metrics/risk";
import { riskWindow } from "@/lib/metrics/risk-window";
import { relativeRisk, type RelativeRisk } from "@/lib/metrics/relative-risk";
import { rollingReturns, type RollingSummary } from "@/lib/metrics/rolling-returns";
import { sipReturns, type SipResult } from "@/lib/metrics/sip-returns";
import { trailingReturns, type TrailingReturns } from "@/lib/metrics/trailing-returns";

export interface PlanMetricsOptions {
  /** Annual risk-free rate as a FRACTION (0.065 = 6.5%). Default 0.065. */
  riskFreeRate?: number;
  /** The plan's category average daily returns (categoryAverageReturns); without it vsCategory is null. */
  category?: CategoryReturns | null;
  /** The plan's benchmark index series (values as a NavSeries); without it vsBenchmark is null. */
  benchmark?: NavSeries | null;
  /** Risk, beta and alpha window in years ending at the as-of date. Default 3. */
  riskWindowYears?: number;
  /** SIP instalment in rupees (does not change the XIRR). Default 1,000. */
  sipInstalment?: number;
  /** Annualisation factor for daily statistics. Default 252. */
  tradingDaysPerYear?: number;
}

export interface InceptionInfo {
  inceptionDate: string;
  /** The latest NAV date: every metric is as of this day. */
  asOfDate: string;
  firstNav: number;
  latestNav: number;
  navCount: number;
}

export type SipPeriodKey = "1y" | "3y" | "5y";
const SIP_MONTHS: Readonly<Record<SipPeriodKey, number>> = { "1y": 12, "3y": 36, "5y": 60 };

/**
 * Everything about one plan, JSON-serialisable (plain objects, ISO dates, finite numbers or null).
 * Returns, volatility, drawdown and alpha are in PERCENT at full precision (10 = 10%; rounding is left
 * to display); Sharpe, Sortino and beta are plain ratios.
 */
export interface PlanMetrics {
  inception: InceptionInfo;
  /** Point-to-point returns: absolute up to 1Y, CAGR beyond (see trailingReturns). */
  trailingPct: PeriodValues;
  /** Why a fixed period's return is null (the start-NAV rule); only null periods have an entry. */
  trailingMissing: TrailingReturns["missing"];
  /** Complete calendar years before the as-of year, ascending. */
  calendarYears: CalendarYearReturn[];
  ytd: CalendarYearReturn;
  rolling: { "1y": RollingSummary | null; "3y": RollingSummary | null };
  sip: Record<SipPeriodKey, SipResult | null>;
  /** Why a SIP period is null (see sipReturns); only null periods have an entry. */
  sipMissing: Partial<Record<SipPeriodKey, MissingReturnReason>>;
  risk: RiskMetrics | null;
  vsCategory: CategoryComparison | null;
  /** Against the benchmark index series, when one is given: trailing returns side by side, and relative risk over the risk window. */
  vsBenchmark: { returns: BenchmarkReturns; risk: RelativeRisk | null } | null;
}

/** All metrics of one plan as of its latest NAV date. Throws a RangeError on an empty series. */
export function computePlanMetrics(series: NavSeries, options: PlanMetricsOptions = {}): PlanMetrics {
  const { days, navs } = series;
  const count = days.length;
  if (count === 0) throw new RangeError("computePlanMetrics needs at least one NAV");
  const parameters = {
    riskFreeRate: options.riskFreeRate ?? DEFAULT_RISK_FREE_RATE,
    tradingDaysPerYear: options.tradingDaysPerYear ?? DEFAULT_TRADING_DAYS_PER_YEAR,
  };
  const instalment = options.sipInstalment ?? DEFAULT_SIP_INSTALMENT;
  const window = riskWindow(series, options.riskWindowYears ?? DEFAULT_RISK_WINDOW_YEARS);
  const { years, ytd } = calendarYearReturns(series);
  const trailing = trailingReturns(series);
  const sip = {} as PlanMetrics["sip"];
  const sipMissing: PlanMetrics["sipMissing"] = {};
  for (const key of Object.keys(SIP_MONTHS) as SipPeriodKey[]) {
    const result = sipReturns(series, SIP_MONTHS[key], instalment);
    sip[key] = typeof result === "string" ? null : result;
    if (typeof result === "string") sipMissing[key] = result;
  }

  return {
    inception: {
      inceptionDate: dayToIso(days[0]!),
      asOfDate: dayToIso(days[count - 1]!),
      firstNav: navs[0]!,
      latestNav: navs[count - 1]!,
      navCount: count,
    },
    trailingPct: trailing.returnsPct,
    trailingMissing: trailing.missing,
    calendarYears: years,
    ytd: ytd!,
    rolling: { "1y": rollingReturns(series, 12), "3y": rollingReturns(series, 36) },
    sip,
    sipMissing,
    risk: window ? riskMetrics(series, window, parameters) : null,
    vsCategory: window && options.category ? betaAlpha(series, options.category, window, parameters) : null,
    vsBenchmark: options.benchmark
      ? {
          returns: benchmarkReturns(series, options.benchmark),
          risk: window ? relativeRisk(series, window, options.benchmark, parameters) : null,
        }
      : null,
  };
}
