import type { GrowthRow } from "@/lib/calculators/growth-row";
import { MoneySum } from "@/lib/calculators/money-sum";
import { MONTHS_PER_PERIOD, type Frequency } from "@/lib/calculators/periods";
import { navWindow } from "@/lib/calculators/nav-window";
import { NO_NAV_HISTORY_MESSAGE, navWindowProblem } from "@/lib/calculators/nav-window-problem";
import { addMonths, dayToIso, isoToDay } from "@/lib/metrics/day-number";
import { seriesFromPoints, type NavPoint } from "@/lib/metrics/nav-series";
import { absoluteReturnPct, finiteOrNull } from "@/lib/metrics/returns-math";
import { firstIndexOnOrAfter, lastIndexOnOrBefore } from "@/lib/metrics/search";
import { xirrArrays } from "@/lib/metrics/xirr";

/**
 * The mutual fund calculator's convention, for the page. Real NAVs, no assumed return: each
 * instalment (the SIP date repeats every month, quarter or year from the start date; a 31st becomes
 * the month's last day) buys units at the NAV of that date, or of the next date with a NAV when it is
 * a holiday; units are not rounded. The value is all units × the latest NAV. XIRR is the yearly rate
 * of the dated cash flows (each purchase on its NAV date, the value on the latest NAV date, 365-day
 * years), or "not computable" when no rate fits.
 */
export const MUTUAL_FUND_CONVENTION =
  "Uses the fund's actual NAV history, not an assumed return. Each instalment buys units at the NAV of its date, or " +
  "of the next business day with a NAV when the date is a holiday; SIP dates repeat every month (or quarter, or year) " +
  "from the start date, and a 31st becomes the last day of shorter months. Units = amount ÷ NAV. The current value is " +
  "all units × the latest NAV. XIRR is the yearly return of these dated cash flows, counting 365 days to a year. " +
  "Stamp duty, exit loads and taxes are not deducted, and fund houses round units to three decimals, so a real " +
  "statement can differ slightly. Past performance does not guarantee future returns.";

export type MutualFundMode = "sip" | "lumpsum";

export interface MutualFundPlan {
  mode: MutualFundMode;
  /** Each instalment (SIP) or the one investment (lumpsum), in rupees. */
  amount: number;
  /** SIP only. */
  frequency: Frequency;
  /** YYYY-MM-DD; default DEFAULT_LOOKBACK_YEARS before the latest NAV (see NavWindow). */
  startDate?: string;
  /** SIP only, YYYY-MM-DD: no instalment after it; default the latest NAV date (later dates count as it). */
  endDate?: string;
}

export interface MutualFundPurchase {
  /** The instalment's date (YYYY-MM-DD). */
  instalmentDate: string;
  /** The NAV date the units were bought at: the instalment date or the next date with a NAV. */
  navDate: string;
  nav: number;
  amount: number;
  units: number;
}

export interface MutualFundYearRow extends GrowthRow {
  /** The row's date: an anniversary of the start date, or the latest NAV date for the last row. */
  date: string;
  units: number;
  /** The NAV the row is valued at: the last one on or before `date`. */
  nav: number;
}

export interface MutualFundResult {
  startDate: string;
  valuationDate: string;
  valuationNav: number;
  purchases: MutualFundPurchase[];
  invested: number;
  units: number;
  totalValue: number;
  gains: number;
  absoluteReturnPct: number;
  /** XIRR in percent a year; null when not computable (e.g. a single purchase on the latest NAV date). */
  xirrPct: number | null;
  rows: MutualFundYearRow[];
}

export type MutualFundOutcome =
  | { ok: true; result: MutualFundResult }
  /** Inputs that do not fit the fund's NAV history; `field` is where the page shows the message. */
  | { ok: false; field: "startDate" | "endDate" | null; message: string };

/** What the page shows for an XIRR of null. */
export const XIRR_NOT_COMPUTABLE_LABEL = "Not computable";

/**
 * Runs a SIP or lumpsum on a NAV history (`{ date, nav }` points in any order; every NAV must be a
 * positive number, as seriesFromPoints checks). Never rounds.
 */
export function calculateMutualFund(plan: MutualFundPlan, navs: readonly NavPoint[]): MutualFundOutcome {
  if (navs.length === 0) return { ok: false, field: null, message: NO_NAV_HISTORY_MESSAGE };
  const series = seriesFromPoints(navs);
  const { days } = series;
  const firstDay = days[0]!;
  const lastDay = days[days.length - 1]!;

  const span = navWindow(firstDay, lastDay);
  const problem = navWindowProblem(plan, span);
  if (problem) return { ok: false, ...problem };
  const startDay = isoToDay(plan.startDate ?? span.defaultStart);
  const endDay = plan.mode === "sip" && plan.endDate !== undefined ? isoToDay(plan.endDate) : lastDay;

  const purchases = buy(plan, series, startDay, Math.min(endDay, lastDay));
  const valuationNav = series.navs[series.navs.length - 1]!;
  const invested = new MoneySum();
  const units = new MoneySum();
  for (const p of purchases) {
    invested.add(p.amount);
    units.add(p.units);
  }
  const totalValue = units.value * valuationNav;
  return {
    ok: true,
    result: {
      startDate: dayToIso(startDay),
      valuationDate: dayToIso(lastDay),
      valuationNav,
      purchases,
      invested: invested.value,
      units: units.value,
      totalValue,
      gains: totalValue - invested.value,
      absoluteReturnPct: absoluteReturnPct(invested.value, totalValue),
      xirrPct: xirrPct(purchases, lastDay, totalValue),
      rows: yearRows(purchases, series, startDay, lastDay),
    },
  };
}

type Series = ReturnType<typeof seriesFromPoints>;

/** The instalment days: the start day, then every `monthsApart` months from it up to `endDay`. */
function sipDays(startDay: number, endDay: number, monthsApart: number): number[] {
  const result: number[] = [];
  // Counted from the start date each time (not from the previous instalment), so a 31st is not lost
  // after February: 31-Jan, 29-Feb, 31-Mar.
  for (let day = startDay, k = 1; day <= endDay; day = addMonths(startDay, k * monthsApart), k++) result.push(day);
  return result;
}

function buy(plan: MutualFundPlan, series: Series, startDay: number, endDay: number): MutualFundPurchase[] {
  const { days, navs } = series;
  const instalmentDays =
    plan.mode === "lumpsum" ? [startDay] : sipDays(startDay, endDay, MONTHS_PER_PERIOD[plan.frequency]);
  return instalmentDays.map((day) => {
    // endDay ≤ the latest NAV day, so there is always a NAV on or after an instalment.
    const index = firstIndexOnOrAfter(days, day);
    const nav = navs[index]!;
    return {
      instalmentDate: dayToIso(day),
      navDate: dayToIso(days[index]!),
      nav,
      amount: plan.amount,
      units: plan.amount / nav,
    };
  });
}

function xirrPct(purchases: readonly MutualFundPurchase[], valuationDay: number, value: number): number | null {
  const n = purchases.length;
  const flowDays = new Float64Array(n + 1);
  const flowAmounts = new Float64Array(n + 1);
  for (const [k, p] of purchases.entries()) {
    flowDays[k] = isoToDay(p.navDate);
    flowAmounts[k] = -p.amount;
  }
  flowDays[n] = valuationDay;
  flowAmounts[n] = value;
  const rate = xirrArrays(flowDays, flowAmounts, n + 1);
  return rate === null ? null : finiteOrNull(rate * 100);
}

/**
 * A row at each anniversary of the start date before the latest NAV date, and one at the latest NAV
 * date; a last row part-way through a plan year counts the elapsed part of that year's days.
 */
function yearRows(
  purchases: readonly MutualFundPurchase[],
  series: Series,
  startDay: number,
  lastDay: number,
): MutualFundYearRow[] {
  const rows: MutualFundYearRow[] = [];
  const invested = new MoneySum();
  const units = new MoneySum();
  let next = 0;
  let previousAnniversary = startDay;
  for (let year = 1; ; year++) {
    const anniversary = addMonths(startDay, 12 * year);
    const day = Math.min(anniversary, lastDay);
    while (next < purchases.length && isoToDay(purchases[next]!.navDate) <= day) {
      invested.add(purchases[next]!.amount);
      units.add(purchases[next]!.units);
      next++;
    }
    const nav = series.navs[lastIndexOnOrBefore(series.days, day)]!;
    const value = units.value * nav;
    const elapsedYears = year - 1 + (day - previousAnniversary) / (anniversary - previousAnniversary);
    const gains = value - invested.value;
    rows.push({
      year,
      elapsedYears,
      invested: invested.value,
      value,
      gains,
      date: dayToIso(day),
      units: units.value,
      nav,
    });
    if (anniversary >= lastDay) return rows;
    previousAnniversary = anniversary;
  }
}
