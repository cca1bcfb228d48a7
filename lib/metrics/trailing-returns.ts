import { DAYS_PER_YEAR, type MissingReturnReason } from "@/lib/metrics/conventions";
import { addMonths } from "@/lib/metrics/day-number";
import type { NavSeries } from "@/lib/metrics/nav-series";
import {
  FIXED_PERIOD_KEYS,
  nullPeriodValues,
  PERIOD_MONTHS,
  type FixedPeriodKey,
  type PeriodValues,
} from "@/lib/metrics/periods";
import { absoluteReturnPct, annualisedReturnPct, finiteOrNull, periodReturnPct } from "@/lib/metrics/returns-math";
import { startNavIndex } from "@/lib/metrics/start-nav";

export interface TrailingReturns {
  returnsPct: PeriodValues;
  /** Why a fixed period's return is null; only null periods have an entry. */
  missing: Partial<Record<FixedPeriodKey, MissingReturnReason>>;
}

/**
 * Point-to-point returns in percent, as of the series' last NAV date, for every period key.
 *
 * - Start date = as-of date − the period in calendar months (day clamped to month end, see addMonths).
 *   The start NAV follows the start-NAV rule (startNavIndex): the last NAV on or before the start date,
 *   at most START_NAV_TOLERANCE_DAYS before it, so a holiday start uses the NAV before it. Otherwise the
 *   period's return is null, "too-young" (no NAV that early) or "no-nav-near-start" (a gap in the data).
 * - Up to and including 1Y: absolute return. Beyond 1Y: CAGR over the NOMINAL period,
 *   (end / start)^(12 / months) − 1, e.g. 3Y uses the exponent 1/3 exactly, whatever the leap days
 *   and whichever earlier NAV stood in for a holiday start date.
 * - "max" (since inception): first NAV to last NAV; absolute when the two are less than 365 days apart,
 *   else CAGR with (end / first)^(365 / days) − 1, days = as-of date − first NAV date. A single NAV
 *   gives null.
 */
export function trailingReturns(series: NavSeries): TrailingReturns {
  const { days, navs } = series;
  const returnsPct = nullPeriodValues();
  const missing: TrailingReturns["missing"] = {};
  const last = days.length - 1;
  if (last < 0) {
    for (const key of FIXED_PERIOD_KEYS) missing[key] = "too-young";
    return { returnsPct, missing };
  }
  const asOf = days[last]!;
  const endNav = navs[last]!;

  for (const key of FIXED_PERIOD_KEYS) {
    const months = PERIOD_MONTHS[key];
    const start = startNavIndex(days, addMonths(asOf, -months));
    if (typeof start !== "number") {
      missing[key] = start;
      continue;
    }
    const startNav = navs[start]!;
    returnsPct[key] = finiteOrNull(periodReturnPct(startNav, endNav, months));
  }

  if (last < 1) return { returnsPct, missing };
  const elapsed = asOf - days[0]!;
  returnsPct.max = finiteOrNull(
    elapsed < DAYS_PER_YEAR
      ? absoluteReturnPct(navs[0]!, endNav)
      : annualisedReturnPct(navs[0]!, endNav, elapsed / DAYS_PER_YEAR),
  );
  return { returnsPct, missing };
}
