// Real values from the imported corpus that the benchmarks request: a big fund house, the large-cap
// category, one of the largest plans and 20 plans with disclosed portfolios.
import type { Sql } from "postgres";
import { MAX_XRAY_FUNDS } from "@/lib/xray/xray-selection";

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

/**
 * A 20-fund X-ray: one plan (Regular Growth first, so the costs price a Direct switch) of each of the 20 schemes
 * with the longest latest disclosed portfolios, the fund houses taken in turn so that several are looked through.
 * Fewer than 20 when fewer schemes have a disclosure (none on the NAV corpus alone).
 */
export async function xrayPortfolioPlans(sql: Sql): Promise<number[]> {
  const rows = await sql<{ scheme_code: number }[]>`
    with latest as (
      select scheme_id, max(as_of) as as_of from scheme_holdings group by scheme_id
    ), disclosed as (
      select h.scheme_id, count(*)::int as lines
      from scheme_holdings h join latest l on l.scheme_id = h.scheme_id and l.as_of = h.as_of
      group by h.scheme_id
    ), one_plan as (
      select distinct on (p.scheme_id) p.scheme_id, p.scheme_code, p.amc_slug, d.lines
      from screener_plans p join disclosed d on d.scheme_id = p.scheme_id
      order by p.scheme_id, (p.plan_type = 'Regular') desc, (p.option_type = 'Growth') desc, p.scheme_code
    ), ranked as (
      select *, row_number() over (partition by amc_slug order by lines desc, scheme_code) as turn from one_plan
    )
    select scheme_code from ranked order by turn, lines desc, scheme_code limit ${MAX_XRAY_FUNDS}`;
  return rows.map((row) => row.scheme_code);
}
