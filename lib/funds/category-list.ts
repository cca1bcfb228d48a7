import type { Sql } from "postgres";
import { MIN_PEER_PLANS } from "@/lib/metrics/category-ranking";

/** The broad categories in display order (the asset classes of the canonical categories). */
export const BROAD_CATEGORIES = ["Equity", "Debt", "Hybrid", "Solution Oriented", "Other"] as const;

export interface CategoryListItem {
  slug: string;
  /** SEBI category, e.g. Large Cap Fund. */
  name: string;
  /** Broad category: Equity, Debt, Hybrid, Solution Oriented or Other. */
  asset_class: string;
  /** Active schemes in the category. */
  fund_count: number;
  /** Average 1-year return (percent) of one plan per fund (Growth, Direct where split); null below MIN_PEER_PLANS funds. */
  return_1y: number | null;
  /** Funds behind return_1y. */
  return_1y_count: number;
  /** Average 3-year annualised return (percent), as return_1y. */
  return_3y: number | null;
  /** Funds behind return_3y. */
  return_3y_count: number;
}

/**
 * Every category with at least one active fund, in broad-category order and then by name. Averages use
 * the plan that stands for each fund (is_fund_primary, Growth), so each fund counts once.
 */
export async function listCategories(sql: Sql): Promise<CategoryListItem[]> {
  const FUND_PLAN = sql`sp.is_fund_primary and coalesce(sp.option_type, 'Growth') = 'Growth'`;
  return sql<CategoryListItem[]>`
    select c.slug, c.sebi_category as name, c.asset_class,
      count(distinct sp.scheme_id)::int as fund_count,
      case when count(sp.return_1y) filter (where ${FUND_PLAN}) >= ${MIN_PEER_PLANS}
        then avg(sp.return_1y) filter (where ${FUND_PLAN}) end as return_1y,
      (count(sp.return_1y) filter (where ${FUND_PLAN}))::int as return_1y_count,
      case when count(sp.return_3y) filter (where ${FUND_PLAN}) >= ${MIN_PEER_PLANS}
        then avg(sp.return_3y) filter (where ${FUND_PLAN}) end as return_3y,
      (count(sp.return_3y) filter (where ${FUND_PLAN}))::int as return_3y_count
    from screener_plans sp
    join categories c on c.id = sp.category_id
    group by c.id
    order by coalesce(array_position(${sql.array([...BROAD_CATEGORIES])}::text[], c.asset_class), 99), c.asset_class, c.sebi_category`;
}
