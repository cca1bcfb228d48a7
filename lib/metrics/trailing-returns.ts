import { addMonths } from "@/lib/metrics/day-number";
import type { NavSeries } from "@/lib/metrics/nav-series";
import { FIXED_PERIOD_KEYS, PERIOD_MONTHS, type PeriodValues } from "@/lib/metrics/periods";
import { DAYS_PER_YEAR, absoluteReturnPct, annualisedReturnPct, finiteOrNull } from "@/lib/metrics/returns-math";
import { lastIndexOnOrBefore } from "@/lib/metrics/search";

/**
 * Point-to-point returns in percent, as of the series' last NAV date, for every period key.
 *
 * - Start date = as-of date − the period in calendar months (day clamped to month end, see addMonths).
 *   The start NAV is the last NAV on or before the start date, so a start date on a holiday uses the
 *   NAV before it (however old, if the plan has a gap). No such NAV (plan younger than the period):
 *   null.
 * - Up to and including 1Y: absolute return. Beyond 1Y: CAGR over the NOMINAL period,
 *   (end / start)^(12 / months) − 1, e.g. 3Y uses the exponent 1/3 exactly, whatever the leap days
 *   and whichever earlier NAV stood in for a holiday start date.
 * - "max" (since inception): first NAV to last NAV; absolute when the two are less than 365 days apart,
 *   else CAGR with (end / first)^(365 / days) − 1, days = as-of date − first NAV date. A single NAV
 *   gives null.
 */
export function trailingReturns(series: NavSeries): PeriodValues {
  const { days, navs } = series;
  const result: PeriodValues = { "1m": null, "3m": null, "6m": null, "1y": null, "3y": null, "5y": null, "10y": null, max: null };
  const last = days.length - 1;
  if (last < 1) return result;
  const asOf = days[last]!;
  const endNav = navs[last]!;

  for (const key of FIXED_PERIOD_KEYS) {
    const months = PERIOD_MONTHS[key];
    const start = lastIndexOnOrBefore(days, addMonths(asOf, -months));
    if (start < 0) continue;
    const startNav = navs[start]!;
    result[key] = finiteOrNull(
      months <= 12 ? absoluteReturnPct(startNav, endNav) : annualisedReturnPct(startNav, endNav, months / 12),
    );
  }

  const elapsed = asOf - days[0]!;
  result.max = finiteOrNull(
    elapsed < DAYS_PER_YEAR
      ? absoluteReturnPct(navs[0]!, endNav)
      : annualisedReturnPct(navs[0]!, endNav, elapsed / DAYS_PER_YEAR),
  );
  return result;
}
