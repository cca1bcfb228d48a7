import type { Sql } from "postgres";
import type { PerformancePage, PerformancePlan, PerformanceQuery } from "@/lib/api/schemas/categories";
import { categoryByRef } from "@/lib/funds/category-lookup";
import { performanceView } from "@/lib/funds/categories/performance-columns";
import { valueSourceSql } from "@/lib/funds/categories/value-source-sql";

/** The latest calendar year the dataset covers in full (its last metrics date is 31 December or later). */
async function lastCompleteYear(sql: Sql): Promise<number> {
  const [row] = await sql<{ year: number }[]>`
    select (extract(year from coalesce(max(as_of), current_date) + 1) - 1)::int as year from plan_metrics`;
  return row!.year;
}

/** One page of a category's Growth plans with the returns of the chosen view, best 3-year value first. */
export async function categoryPerformance(sql: Sql, ref: string, query: PerformanceQuery): Promise<PerformancePage> {
  const category = await categoryByRef(sql, ref);
  const view = performanceView(
    query.mode,
    query.return_type,
    query.return_type === "calendar" ? await lastCompleteYear(sql) : 0,
  );
  const values = view.columns
    .map((column) => sql`${column.key}::text, ${valueSourceSql(sql, column.source)}`)
    .reduce((list, pair) => sql`${list}, ${pair}`);
  const offset = (query.page - 1) * query.page_size;
  const [result] = await sql<{ total: number; plans: PerformancePlan[] | null }[]>`
    with rows as (
      select sp.scheme_code, sp.isin, sp.plan_display_name, sp.amc_name, sp.aum,
        jsonb_build_object(${values}) as values, ${valueSourceSql(sql, view.rankBy)} as rank_value
      from screener_plans sp left join plan_metrics m on m.scheme_code = sp.scheme_code
      where sp.category_id = ${category.id} and coalesce(sp.option_type, 'Growth') = 'Growth'
    )
    select (select count(*) from rows)::int as total,
      (select json_agg(page) from (
        select scheme_code, isin, plan_display_name, amc_name, aum, values from rows
        order by rank_value desc nulls last, scheme_code
        limit ${query.page_size} offset ${offset}
      ) page) as plans`;
  const total = result?.total ?? 0;
  return {
    category,
    mode: query.mode,
    return_type: query.return_type,
    columns: view.columns.map(({ key, label }) => ({ key, label })),
    plans: result?.plans ?? [],
    page: query.page,
    page_size: query.page_size,
    total_pages: Math.ceil(total / query.page_size),
    total,
  };
}
