import { addMonths, dayToIso, firstDayOfMonthKey, monthKeyOfDay } from "@/lib/metrics/day-number";
import type { NavSeries } from "@/lib/metrics/nav-series";
import { finiteOrNull } from "@/lib/metrics/returns-math";
import { firstIndexOnOrAfter } from "@/lib/metrics/search";
import { xirrArrays } from "@/lib/metrics/xirr";

export const DEFAULT_SIP_INSTALMENT = 1000;

// Cash-flow buffers reused between calls, so a batch of plans allocates none per SIP.
let flowDays = new Float64Array(128);
let flowAmounts = new Float64Array(128);

export interface SipResult {
  instalments: number;
  firstInstalmentDate: string;
  lastInstalmentDate: string;
  investedAmount: number;
  /** Units bought × the as-of NAV. */
  currentValue: number;
  /** XIRR in percent a year; null only if it cannot be solved. */
  xirrPct: number | null;
}

/**
 * A monthly SIP of `months` instalments valued at the as-of (last) NAV.
 *
 * - Instalments fall in the `months` calendar months that START with the month of (as-of date − months)
 *   and END with the month BEFORE the as-of month (the as-of month itself has none), e.g. as of
 *   14-Jun-2024, a 1Y SIP pays in Jun-2023 … May-2024.
 * - Each instalment is made on the first NAV date of its month (the first business day); a month with
 *   no NAV at all (a gap in the data) is skipped, not moved.
 * - units = instalment / NAV that day; value = total units × as-of NAV; the rate is the XIRR of
 *   −instalment on each date and +value on the as-of date (so the amount does not affect it).
 * - Null when the plan has no NAV on or before (as-of date − months): it is younger than the SIP.
 */
export function sipReturns(series: NavSeries, months: number, instalment = DEFAULT_SIP_INSTALMENT): SipResult | null {
  const { days, navs } = series;
  const n = days.length;
  if (n < 2) return null;
  const asOf = days[n - 1]!;
  const startDay = addMonths(asOf, -months);
  if (days[0]! > startDay) return null;

  if (flowDays.length < months + 1) {
    flowDays = new Float64Array(months + 1);
    flowAmounts = new Float64Array(months + 1);
  }
  let count = 0;
  let units = 0;
  const firstKey = monthKeyOfDay(startDay);
  let index = firstIndexOnOrAfter(days, firstDayOfMonthKey(firstKey));
  for (let key = firstKey; key < firstKey + months; key++) {
    const monthStart = firstDayOfMonthKey(key);
    const nextMonthStart = firstDayOfMonthKey(key + 1);
    while (index < n && days[index]! < monthStart) index++;
    if (index >= n || days[index]! >= nextMonthStart) continue;
    flowDays[count] = days[index]!;
    flowAmounts[count] = -instalment;
    units += instalment / navs[index]!;
    count++;
  }
  if (count === 0) return null;

  const currentValue = units * navs[n - 1]!;
  const firstInstalmentDay = flowDays[0]!;
  const lastInstalmentDay = flowDays[count - 1]!;
  flowDays[count] = asOf;
  flowAmounts[count] = currentValue;
  const rate = xirrArrays(flowDays, flowAmounts, count + 1);
  return {
    instalments: count,
    firstInstalmentDate: dayToIso(firstInstalmentDay),
    lastInstalmentDate: dayToIso(lastInstalmentDay),
    investedAmount: count * instalment,
    currentValue,
    xirrPct: rate === null ? null : finiteOrNull(rate * 100),
  };
}
