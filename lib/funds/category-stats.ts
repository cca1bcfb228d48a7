import type { Sql } from "postgres";
import type { z } from "zod";
import type { categoryMetrics } from "@/lib/api/schemas/fund-analysis";
import { categoryByRef } from "@/lib/funds/category-lookup";
import { fundAumOnce } from "@/lib/funds/fund-aum-once";
import { enoughPeers } from "@/lib/metrics/category-ranking";

type CategoryMetrics = z.output<typeof categoryMetrics>;

/**
 * A category's size and averages over its active plans. Averages of returns and risk use Growth plans
 * (Direct where a fund has the split) so each fund counts once; AUM is a fund's figure, summed once
 * per fund (fund-aum-once.ts). Each average comes with the plans (expense ratios) or funds (returns and risk)
 * behind it, and is null below MIN_PEER_PLANS of them.
 */
export async function categoryStats(sql: Sql, ref: string): Promise<CategoryMetrics> {
  const category = await categoryByRef(sql, ref);
  const [[row], riskLevels] = await Promise.all([
    sql<
      (Omit<CategoryMetrics, "category" | "risk_levels" | "averages" | "average_counts"> &
        CategoryMetrics["averages"] & { counts: CategoryMetrics["average_counts"] })[]
    >`
      with plans as (select * from screener_plans where category_id = ${category.id}),
      growth_plans as (select * from plans where coalesce(option_type, 'Growth') = 'Growth'),
      funds as (select * from growth_plans where is_fund_primary)
      select (select count(distinct scheme_id) from plans)::int as fund_count, (select count(*) from plans)::int as plan_count,
        (${sql.unsafe(fundAumOnce("plans"))}) as total_aum,
        (select avg(expense_ratio) from growth_plans where plan_type = 'Direct') as expense_ratio_direct,
        (select avg(expense_ratio) from growth_plans where plan_type = 'Regular') as expense_ratio_regular,
        avg(return_1y) as return_1y, avg(return_3y) as return_3y, avg(return_5y) as return_5y,
        avg(volatility) as volatility, avg(sharpe) as sharpe, avg(sortino) as sortino, avg(max_drawdown) as max_drawdown,
        json_build_object(
          'expense_ratio_direct', (select count(expense_ratio) from growth_plans where plan_type = 'Direct'),
          'expense_ratio_regular', (select count(expense_ratio) from growth_plans where plan_type = 'Regular'),
          'return_1y', count(return_1y), 'return_3y', count(return_3y), 'return_5y', count(return_5y),
          'volatility', count(volatility), 'sharpe', count(sharpe), 'sortino', count(sortino), 'max_drawdown', count(max_drawdown)) as counts
      from funds`,
    sql<CategoryMetrics["risk_levels"]>`
      select risk_level, count(distinct scheme_id)::int as fund_count from screener_plans
      where category_id = ${category.id} and risk_level is not null group by risk_level
      order by array_position(array['Low', 'Low to Moderate', 'Moderate', 'Moderately High', 'High', 'Very High'], risk_level)`,
  ]);
  const { fund_count, plan_count, total_aum, counts, ...averages } = row!;
  for (const key of Object.keys(counts) as (keyof typeof counts)[]) if (!enoughPeers(counts[key])) averages[key] = null;
  return { category, fund_count, plan_count, total_aum, averages, average_counts: counts, risk_levels: riskLevels };
}
