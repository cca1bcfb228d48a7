import type { Sql } from "postgres";
import type { TopFundsPage, TopFundsQuery } from "@/lib/api/schemas/categories";
import { categoryByRef } from "@/lib/funds/category-lookup";
import { SCREENER_ROW_COLUMNS, toScreenerPlans, type ScreenerRowData } from "@/lib/screener/screener-row";

/** One page of a category's funds, one row each (the Direct Growth plan, or the only plan), best 3-year return first. */
export async function categoryTopFunds(sql: Sql, ref: string, query: TopFundsQuery): Promise<TopFundsPage> {
  const category = await categoryByRef(sql, ref);
  const offset = (query.page - 1) * query.page_size;
  const [result] = await sql<{ total: number; plans: ScreenerRowData[] | null }[]>`
    with rows as (
      select * from screener_plans
      where category_id = ${category.id} and is_fund_primary and coalesce(option_type, 'Growth') = 'Growth'
    )
    select (select count(*) from rows)::int as total,
      (select json_agg(page) from (
        select ${sql.unsafe(SCREENER_ROW_COLUMNS)} from rows
        order by return_3y desc nulls last, scheme_code
        limit ${query.page_size} offset ${offset}
      ) page) as plans`;
  const total = result?.total ?? 0;
  return {
    category,
    plans: toScreenerPlans(result?.plans ?? []),
    page: query.page,
    page_size: query.page_size,
    total_pages: Math.ceil(total / query.page_size),
    total,
  };
}
