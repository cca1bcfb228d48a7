import type { Sql } from "postgres";
import type { NavRange, NavSeriesPayload } from "@/lib/api/schemas/funds";
import { adjustNavPoints, navAdjustments } from "@/lib/funds/nav-adjustments";
import { planByIsin } from "@/lib/funds/plan-lookup";
import { addMonths, dayToIso, isoToDay } from "@/lib/metrics/day-number";
import { absoluteReturnPct, finiteOrNull } from "@/lib/metrics/returns-math";

const RANGE_MONTHS: Record<Exclude<NavRange, "MAX">, number> = {
  "1M": 1,
  "3M": 3,
  "6M": 6,
  "1Y": 12,
  "3Y": 36,
  "5Y": 60,
};

export type NavWindow = Pick<NavSeriesPayload, "start_date" | "end_date" | "change_pct" | "points" | "adjustments">;

/**
 * The plan's NAVs over a chart range ending at its latest NAV. The range starts at the last NAV on or
 * before the same day N months earlier, so a 1Y chart's first point is the one a 1-year return uses. The points
 * are the series the metrics read (adjustNavPoints): split-adjusted, without NAVs held back or reverted; the
 * events that changed the range are listed in `adjustments` for the note under the chart.
 */
export async function navHistory(sql: Sql, isin: string, duration: NavRange): Promise<NavSeriesPayload> {
  const plan = await planByIsin(sql, isin);
  return { scheme_code: plan.scheme_code, isin, duration, ...(await navWindow(sql, plan.scheme_code, duration)) };
}

/** navHistory's points for a plan named by its scheme code (the fund page's, which may have no ISIN). */
export async function navWindow(sql: Sql, schemeCode: number, duration: NavRange): Promise<NavWindow> {
  const [stats] = await sql<
    { last: string }[]
  >`select to_char(last_nav_date, 'YYYY-MM-DD') as last from plan_nav_stats where scheme_code = ${schemeCode}`;
  let points: { date: string; nav: number }[] = [];
  let adjustments: NavWindow["adjustments"] = [];
  if (stats) {
    const from = duration === "MAX" ? null : dayToIso(addMonths(isoToDay(stats.last), -RANGE_MONTHS[duration]));
    const rows = await sql<{ date: string; nav: number }[]>`
      select to_char(nav_date, 'YYYY-MM-DD') as date, nav::float8 as nav from navs
      where scheme_code = ${schemeCode}
        ${from ? sql`and nav_date >= coalesce((select max(nav_date) from navs where scheme_code = ${schemeCode} and nav_date <= ${from}), ${from})` : sql``}
      order by nav_date`;
    const events = await navAdjustments(sql, schemeCode);
    points = adjustNavPoints(rows, events);
    const firstDate = rows[0]?.date;
    adjustments = firstDate ? events.filter((e) => e.date > firstDate) : [];
  }
  const first = points[0];
  const last = points.at(-1);
  return {
    start_date: first?.date ?? null,
    end_date: last?.date ?? null,
    change_pct: first && last && points.length > 1 ? finiteOrNull(absoluteReturnPct(first.nav, last.nav)) : null,
    points,
    adjustments,
  };
}
