import type { Sql } from "postgres";
import type { Ranking } from "@/lib/api/schemas/fund-analysis";
import { categoryByRef } from "@/lib/funds/category-lookup";
import { categoryStandings } from "@/lib/funds/category-standings";
import { planByIsin } from "@/lib/funds/plan-lookup";

/**
 * Where a plan stands among the Growth plans of the same type in a category: competition rank (ties
 * share), quartile (as the metrics engine computes it) and the share of ranked plans it beats. The plan
 * need not belong to the category: it is then placed among them as an outsider.
 */
export async function categoryRank(
  sql: Sql,
  query: { isin: string; category: string; duration: 1 | 3 | 5; mode: "trailing" | "sip" },
): Promise<Ranking> {
  const plan = await planByIsin(sql, query.isin);
  const category = await categoryByRef(sql, query.category);
  const { value: standing } = await categoryStandings(sql, plan, category.id, {
    value: { kind: query.mode, period: `${query.duration}y` },
  });
  return {
    scheme_code: plan.scheme_code,
    category,
    plan_type: plan.plan_type,
    mode: query.mode,
    duration: query.duration,
    value_pct: standing.value_pct,
    rank: standing.rank,
    out_of: standing.out_of,
    quartile: standing.quartile,
    percentile:
      standing.rank === null || standing.out_of <= 1 ? null : ((standing.beaten ?? 0) / (standing.out_of - 1)) * 100,
    category_average_pct: standing.average_pct,
    best_pct: standing.best_pct,
    worst_pct: standing.worst_pct,
  };
}
