// Real values from the imported corpus that the benchmarks request: a big fund house, the large-cap
// category and one of the largest plans.
import type { Sql } from "postgres";

export interface ExamplePlan {
  scheme_code: number;
  isin: string;
  name: string;
  aum: number | null;
}

/** The fund house with the most active plans. */
export async function busiestAmc(sql: Sql): Promise<string | null> {
  const [row] = await sql<
    { amc_slug: string }[]
  >`select amc_slug from screener_plans group by amc_slug order by count(*) desc, amc_slug limit 1`;
  return row?.amc_slug ?? null;
}

/** Equity: Large Cap Fund, else the equity category with the most plans. */
export async function largeCapCategory(sql: Sql): Promise<string | null> {
  const [row] = await sql<{ category_slug: string }[]>`
    select category_slug from screener_plans where category_slug is not null
    group by category_slug order by (category_slug = 'equity-large-cap-fund') desc, (min(sebi_category_name) = 'Equity') desc, count(*) desc limit 1`;
  return row?.category_slug ?? null;
}

/**
 * The largest plan by AUM when factsheets are loaded. The NAV corpus carries no AUM: then the Direct
 * Growth plan of one of the largest funds (Parag Parikh Flexi Cap, HDFC Flexi Cap, SBI Large Cap).
 */
export async function largestPlan(sql: Sql, preferredAmc: string | null): Promise<ExamplePlan | null> {
  const [plan] = await sql<ExamplePlan[]>`
    select scheme_code, isin, plan_display_name as name, aum from screener_plans
    where isin is not null
    order by aum desc nulls last,
      case when search_text like 'parag parikh flexi cap fund - direct plan - growth%' then 0
        when search_text like 'hdfc flexi cap fund - direct plan - growth%' then 1
        when search_text like 'sbi large cap fund - direct plan - growth%' then 2 else 3 end,
      (plan_type = 'Direct' and option_type = 'Growth') desc, (amc_slug = ${preferredAmc ?? ""}) desc, scheme_code
    limit 1`;
  return plan ?? null;
}
