import type { Sql } from "postgres";
import type { NavPoint } from "@/lib/funds/compare/growth-of-investment";
import { adjustNavPoints, navAdjustmentsByPlan } from "@/lib/funds/nav-adjustments";

/**
 * The NAVs of each plan over the plans' common period (from the youngest plan's first NAV to the earliest
 * latest NAV), each starting with its last NAV on or before that first day so it can be rebased there.
 * The NAVs are the series the chart and the metrics read (adjustNavPoints): split-adjusted, without NAVs held back
 * or reverted. A plan without NAVs gets an empty list; the lists follow the order of the codes.
 */
export async function compareNavSeries(sql: Sql, schemeCodes: readonly number[]): Promise<NavPoint[][]> {
  if (schemeCodes.length === 0) return [];
  const rows = await sql<{ scheme_code: number; date: string; nav: number }[]>`
    with span as (
      select max(first_nav_date) as first_day, min(last_nav_date) as last_day
      from plan_nav_stats where scheme_code = any(${schemeCodes as number[]}::int[])
    )
    select n.scheme_code, to_char(n.nav_date, 'YYYY-MM-DD') as date, n.nav::float8 as nav
    from span
    cross join unnest(${schemeCodes as number[]}::int[]) as asked(scheme_code)
    cross join lateral (
      select coalesce(max(nav_date), span.first_day) as from_day from navs where scheme_code = asked.scheme_code and nav_date <= span.first_day
    ) base
    join navs n on n.scheme_code = asked.scheme_code and n.nav_date between base.from_day and span.last_day
    order by n.scheme_code, n.nav_date`;
  const byCode = new Map<number, NavPoint[]>();
  for (const { scheme_code, date, nav } of rows) {
    const points = byCode.get(scheme_code) ?? [];
    points.push({ date, nav });
    byCode.set(scheme_code, points);
  }
  const adjustments = await navAdjustmentsByPlan(sql, schemeCodes);
  return schemeCodes.map((code) => adjustNavPoints(byCode.get(code) ?? [], adjustments.get(code) ?? []));
}
