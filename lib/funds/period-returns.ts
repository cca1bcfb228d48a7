import type { Sql } from "postgres";
import type { z } from "zod";
import type { periodReturns } from "@/lib/api/schemas/funds";
import { adjustedNavPoints } from "@/lib/funds/nav-adjustments";
import { planByIsin } from "@/lib/funds/plan-lookup";
import { addMonths, dayToIso, isoToDay } from "@/lib/metrics/day-number";
import { seriesFromPoints } from "@/lib/metrics/nav-series";
import { periodEndReturns, type ReturnInterval } from "@/lib/metrics/period-end-returns";

/**
 * Month-, quarter- or year-end returns of a plan over the last `years` years, on the series the chart and the
 * metrics read (adjustedNavPoints): split-adjusted, without NAVs held back or reverted.
 */
export async function periodReturnsOf(
  sql: Sql,
  isin: string,
  years: number,
  interval: ReturnInterval,
): Promise<z.output<typeof periodReturns>> {
  const plan = await planByIsin(sql, isin);
  const [stats] = await sql<
    { last: string }[]
  >`select to_char(last_nav_date, 'YYYY-MM-DD') as last from plan_nav_stats where scheme_code = ${plan.scheme_code}`;
  // Enough history for the first period's opening NAV: one year more than asked covers any interval.
  const from = stats ? dayToIso(addMonths(isoToDay(stats.last), -12 * (years + 1))) : null;
  const rows = from
    ? await sql<{ date: string; nav: number }[]>`
        select to_char(nav_date, 'YYYY-MM-DD') as date, nav::float8 as nav from navs
        where scheme_code = ${plan.scheme_code} and nav_date >= ${from} order by nav_date`
    : [];
  const navs = await adjustedNavPoints(sql, plan.scheme_code, rows);
  const points = periodEndReturns(seriesFromPoints(navs), interval, years).map((p) => ({
    period_end: p.periodEnd,
    nav_date: p.navDate,
    nav: p.nav,
    return_pct: p.returnPct,
  }));
  return { scheme_code: plan.scheme_code, isin, duration: years, interval, points };
}
