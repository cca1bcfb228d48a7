import { DEFAULT_SIP_INSTALMENT, START_NAV_TOLERANCE_DAYS, type MissingReturnReason } from "@/lib/metrics/conventions";
import { addMonths, dayToIso, firstDayOfMonthKey, monthKeyOfDay } from "@/lib/metrics/day-number";
import type { NavSeries } from "@/lib/metrics/nav-series";
import { finiteOrNull } from "@/lib/metrics/returns-math";
import { firstIndexOnOrAfter } from "@/lib/metrics/search";
import { xirrArrays } from "@/lib/metrics/xirr";

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
 * A monthly SIP of `months` instalments valued at the as-of (last) NAV, or why the period has none.
 *
 * - Instalments fall in the `months` calendar months that START with the month of (as-of date − months)
 *   and END with the month BEFORE the as-of month (the as-of month itself has none), e.g. as of
 *   14-Jun-2024, a 1Y SIP pays in Jun-2023 … May-2024.
 * - Each instalment is due on the 1st of its month (in the first month, on the plan's launch if that is
 *   later) and is made at the first NAV on or after that day (the next business day). Start-NAV rule for
 *   SIPs: when that NAV is more than START_NAV_TOLERANCE_DAYS after the due day (a gap in the data), the
 *   period has no SIP return, "no-nav-near-start": an instalment is never skipped or moved, so a 5Y SIP
 *   always has 60 instalments.
 * - units = instalment / NAV that day; value = total units × as-of NAV; the rate is the XIRR of
 *   −instalment on each date and +value on the as-of date (so the amount does not affect it).
 * - "too-young" when the plan has no NAV on or before (as-of date − months).
 */
export function sipReturns(
  series: NavSeries,
  months: number,
  instalment = DEFAULT_SIP_INSTALMENT,
): SipResult | MissingReturnReason {
  const { days, navs } = series;
  const n = days.length;
  if (n < 2) return "too-young";
  const asOf = days[n - 1]!;
  const startDay = addMonths(asOf, -months);
  const launch = days[0]!;
  if (launch > startDay) return "too-young";

  if (flowDays.length < months + 1) {
    flowDays = new Float64Array(months + 1);
    flowAmounts = new Float64Array(months + 1);
  }
  let count = 0;
  let units = 0;
  const firstKey = monthKeyOfDay(startDay);
  let index = firstIndexOnOrAfter(days, firstDayOfMonthKey(firstKey));
  for (let key = firstKey; key < firstKey + months; key++) {
    const due = Math.max(firstDayOfMonthKey(key), launch);
    while (index < n && days[index]! < due) index++;
    if (index >= n || days[index]! - due > START_NAV_TOLERANCE_DAYS) return "no-nav-near-start";
    flowDays[count] = days[index]!;
    flowAmounts[count] = -instalment;
    units += instalment / navs[index]!;
    count++;
  }

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
