import { MISSING_RETURN_REASONS } from "@/lib/metrics/conventions";
import { addMonths, dayToIso } from "@/lib/metrics/day-number";
import type { NavSeries } from "@/lib/metrics/nav-series";
import { PERIOD_MONTHS } from "@/lib/metrics/periods";
import { finiteOrNull, periodReturnPct } from "@/lib/metrics/returns-math";
import { startNavIndex } from "@/lib/metrics/start-nav";

/** The trailing periods a fund is compared with its benchmark over. */
export const BENCHMARK_PERIODS = ["1y", "3y", "5y"] as const;
export type BenchmarkPeriod = (typeof BENCHMARK_PERIODS)[number];

/**
 * Why a period has no comparison: the fund's own reason (trailingReturns), or the index has no value within
 * START_NAV_TOLERANCE_DAYS on or before the period's start or its end (the fund's latest NAV date).
 */
export const BENCHMARK_MISSING_REASONS = [
  ...MISSING_RETURN_REASONS,
  "no-index-near-start",
  "no-index-near-end",
] as const;
export type BenchmarkMissingReason = (typeof BENCHMARK_MISSING_REASONS)[number];

export interface PeriodComparison {
  /** The fund's return, equal to its trailing return for the period. */
  fundPct: number;
  indexPct: number;
  /** fundPct − indexPct, percentage points. */
  differencePct: number;
  /** The period's nominal start: the fund's as-of date − the period. */
  startDate: string;
  /** The fund's latest NAV date. */
  endDate: string;
}

export interface BenchmarkReturns {
  periods: Record<BenchmarkPeriod, PeriodComparison | null>;
  /** Only null periods have an entry. */
  missing: Partial<Record<BenchmarkPeriod, BenchmarkMissingReason>>;
}

/**
 * Fund and index returns over the same trailing periods, as of the fund's latest NAV date, by the fund's own
 * conventions (trailingReturns): start date = as-of − the period in calendar months; each series' start value
 * is its last on or before the start date when at most START_NAV_TOLERANCE_DAYS before it; the index's end value
 * is its last on or before the as-of date by the same tolerance; absolute up to 1Y, CAGR over the nominal period
 * beyond. Needs a non-empty fund series.
 */
export function benchmarkReturns(fund: NavSeries, index: NavSeries): BenchmarkReturns {
  const last = fund.days.length - 1;
  const asOf = fund.days[last]!;
  const periods = { "1y": null, "3y": null, "5y": null } as BenchmarkReturns["periods"];
  const missing: BenchmarkReturns["missing"] = {};
  const indexEnd = startNavIndex(index.days, asOf);
  for (const period of BENCHMARK_PERIODS) {
    const months = PERIOD_MONTHS[period];
    const startDay = addMonths(asOf, -months);
    const fundStart = startNavIndex(fund.days, startDay);
    if (typeof fundStart !== "number") {
      missing[period] = fundStart;
      continue;
    }
    const indexStart = startNavIndex(index.days, startDay);
    if (typeof indexStart !== "number") {
      missing[period] = "no-index-near-start";
      continue;
    }
    if (typeof indexEnd !== "number") {
      missing[period] = "no-index-near-end";
      continue;
    }
    const fundPct = finiteOrNull(periodReturnPct(fund.navs[fundStart]!, fund.navs[last]!, months));
    const indexPct = finiteOrNull(periodReturnPct(index.navs[indexStart]!, index.navs[indexEnd]!, months));
    if (fundPct === null || indexPct === null) continue;
    periods[period] = {
      fundPct,
      indexPct,
      differencePct: fundPct - indexPct,
      startDate: dayToIso(startDay),
      endDate: dayToIso(asOf),
    };
  }
  return { periods, missing };
}
