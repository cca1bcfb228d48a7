import { addMonths, dayToIso } from "@/lib/metrics/day-number";
import type { NavSeries } from "@/lib/metrics/nav-series";
import { finiteOrNull } from "@/lib/metrics/returns-math";
import { firstIndexOnOrAfter } from "@/lib/metrics/search";
import { xirrArrays } from "@/lib/metrics/xirr";

export interface SipBacktest {
  instalments: number;
  /** The NAV date of the first and of the last instalment (YYYY-MM-DD). */
  firstInstalmentDate: string;
  lastInstalmentDate: string;
  /** The latest NAV date, on which the units are valued. */
  valueDate: string;
  latestNav: number;
  investedAmount: number;
  units: number;
  currentValue: number;
  /** currentValue − investedAmount, rupees. */
  gain: number;
  /** gain / investedAmount, percent (absolute, not annualised). */
  gainPct: number;
  /** XIRR in percent a year; null when every flow falls on one day (a lone instalment on the latest NAV date). */
  xirrPct: number | null;
}

/**
 * "What would my SIP have become": `amount` invested every month from `startDay` (a day number) up to the
 * latest NAV, valued at the latest NAV.
 *
 * - Instalment k is due on startDay + k calendar months (from the start each time, so a SIP started on
 *   the 31st pays on 28/29-Feb and again on 31-Mar), for every due day up to the latest NAV date.
 * - It buys at the NAV of its due day, or of the next NAV date when the fund published none that day
 *   (weekend, holiday): as a fund house executes an instalment.
 * - The rate is the XIRR of −amount on each purchase date and +value on the latest NAV date.
 *
 * Null for an amount that is not a positive number, a start before the first NAV (there was no price to
 * buy at; nothing is moved silently) or after the latest one; sipBacktestInput words these for a person.
 */
export function sipBacktest(series: NavSeries, amount: number, startDay: number): SipBacktest | null {
  const { days, navs } = series;
  const n = days.length;
  if (n === 0 || !(amount > 0) || !Number.isFinite(amount) || startDay < days[0]!) return null;
  const lastDay = days[n - 1]!;
  const latestNav = navs[n - 1]!;
  const flowDays: number[] = [];
  const flowAmounts: number[] = [];
  let units = 0;
  for (let k = 0; ; k++) {
    const due = addMonths(startDay, k);
    if (due > lastDay) break;
    const index = firstIndexOnOrAfter(days, due);
    flowDays.push(days[index]!);
    flowAmounts.push(-amount);
    units += amount / navs[index]!;
  }
  const count = flowDays.length;
  if (count === 0) return null;
  const investedAmount = count * amount;
  const currentValue = units * latestNav;
  const firstInstalmentDay = flowDays[0]!;
  const lastInstalmentDay = flowDays[count - 1]!;
  flowDays.push(lastDay);
  flowAmounts.push(currentValue);
  const rate = xirrArrays(flowDays, flowAmounts, count + 1);
  return {
    instalments: count,
    firstInstalmentDate: dayToIso(firstInstalmentDay),
    lastInstalmentDate: dayToIso(lastInstalmentDay),
    valueDate: dayToIso(lastDay),
    latestNav,
    investedAmount,
    units,
    currentValue,
    gain: currentValue - investedAmount,
    gainPct: ((currentValue - investedAmount) / investedAmount) * 100,
    xirrPct: rate === null ? null : finiteOrNull(rate * 100),
  };
}
