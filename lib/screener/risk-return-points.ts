import type { Sql } from "postgres";
import { z } from "zod";
import type { graphPoint } from "@/lib/api/schemas/screener";

type GraphPoint = z.output<typeof graphPoint>;

/**
 * Risk (3-year volatility) against 3-year return for the Direct Growth plans (or the single plan of a fund
 * without that split) of a broad category and/or SEBI category: one point per fund, not one per option.
 */
export async function riskReturnPoints(
  sql: Sql,
  filter: { category?: string; sub_category?: string },
): Promise<GraphPoint[]> {
  return sql<GraphPoint[]>`
    select scheme_code, isin, plan_display_name, amc_name, sebi_subcategory_name, return_3y, volatility, aum
    from screener_plans
    where return_3y is not null and volatility is not null
      and is_fund_primary and coalesce(option_type, 'Growth') = 'Growth'
      ${filter.category ? sql`and lower(sebi_category_name) = lower(${filter.category})` : sql``}
      ${filter.sub_category ? sql`and category_slug = ${filter.sub_category}` : sql``}
    order by aum desc nulls last, scheme_code`;
}
