import type { Sql } from "postgres";
import type { z } from "zod";
import type { categoryReturns } from "@/lib/api/schemas/fund-analysis";
import { categoryByRef } from "@/lib/funds/category-lookup";
import { MIN_PEER_PLANS } from "@/lib/metrics/category-ranking";
import type { PeriodKey, PeriodValues } from "@/lib/metrics/periods";

type CategoryReturns = z.output<typeof categoryReturns>;

/**
 * A category's average returns per plan type (as the metrics refresh stored them) and its average
 * calendar-year returns over the last `years` complete years, from the Growth plans (Direct where a fund
 * has the split, so each fund counts once). Partial years (a fund launched mid-year) and plans the metrics
 * engine marked as not ranked (a stale latest NAV) are left out. Each average comes with its count, and is null
 * below MIN_PEER_PLANS plans (the refresh stores trailing averages so; a year's average is nulled here).
 */
export async function categoryReturnsOf(
  sql: Sql,
  ref: string,
  period: PeriodKey,
  years: number,
): Promise<CategoryReturns> {
  const category = await categoryByRef(sql, ref);
  const [averages, calendar] = await Promise.all([
    sql<
      {
        plan_type: string;
        as_of: string;
        plan_count: number;
        returns: PeriodValues;
        counts: Partial<PeriodValues<number>>;
      }[]
    >`
      select plan_type, to_char(as_of, 'YYYY-MM-DD') as as_of, plan_count, averages as returns, coalesce(plan_counts, '{}') as counts
      from category_metrics where category_id = ${category.id} order by plan_type`,
    sql<{ year: number; average_pct: number | null; plan_count: number }[]>`
      with years as (
        select (y ->> 'year')::int as year, (y ->> 'returnPct')::float8 as return_pct
        from screener_plans sp
        join plan_metrics m on m.scheme_code = sp.scheme_code
        cross join lateral jsonb_array_elements(m.details -> 'calendarYears') y
        where sp.category_id = ${category.id} and sp.is_fund_primary and coalesce(sp.option_type, 'Growth') = 'Growth' and not coalesce((y ->> 'partial')::boolean, false)
          and coalesce(m.ranking ->> 'eligible', 'true') <> 'false'
      ),
      recent as (select year, return_pct from years where year > (select max(year) from years) - ${years})
      select year, case when count(*) >= ${MIN_PEER_PLANS} then avg(return_pct)::float8 end as average_pct, count(*)::int as plan_count
      from recent where return_pct is not null group by year order by year`,
  ]);
  return {
    category,
    period,
    duration: years,
    averages: averages.map((row) => ({ ...row, period_average_pct: row.returns[period] ?? null })),
    calendar_years: calendar,
  };
}
