import type { Sql } from "postgres";
import type { Ranking } from "@/lib/api/schemas/fund-analysis";
import { categoryByRef } from "@/lib/funds/category-lookup";
import { peerValue, samePeerGroup } from "@/lib/funds/peer-value";
import { planByIsin } from "@/lib/funds/plan-lookup";
import { quartileOf } from "@/lib/metrics/category-ranking";

interface RankRow {
  value: number | null;
  rank: number | null;
  out_of: number;
  beaten: number | null;
  average: number | null;
  best: number | null;
  worst: number | null;
}

/**
 * Where a plan stands among the Growth plans of the same type in a category: competition rank (ties
 * share), quartile (as the metrics engine computes it) and the share of ranked plans it beats. The plan
 * need not belong to the category: it is then placed among them as an outsider.
 */
export async function categoryRank(sql: Sql, query: { isin: string; category: string; duration: 1 | 3 | 5; mode: "trailing" | "sip" }): Promise<Ranking> {
  const plan = await planByIsin(sql, query.isin);
  const category = await categoryByRef(sql, query.category);
  const value = peerValue(sql, query.mode, query.duration);
  const [row] = await sql<RankRow[]>`
    with peers as (
      select sp.scheme_code, ${value} as value from screener_plans sp
      where ${samePeerGroup(sql, category.id, plan.plan_type)} and sp.scheme_code <> ${plan.scheme_code}
    ),
    self as (select ${value} as value from screener_plans sp where sp.scheme_code = ${plan.scheme_code}),
    field as (select value from peers where value is not null union all select value from self where value is not null)
    select self.value,
      case when self.value is null then null else (select count(*) from peers where value > self.value)::int + 1 end as rank,
      (select count(*) from field)::int as out_of,
      case when self.value is null then null else (select count(*) from peers where value < self.value)::int end as beaten,
      (select avg(value) from field) as average, (select max(value) from field) as best, (select min(value) from field) as worst
    from (select 1) one left join self on true`;
  const outOf = row?.out_of ?? 0;
  const rank = row?.rank ?? null;
  return {
    scheme_code: plan.scheme_code,
    category,
    plan_type: plan.plan_type,
    mode: query.mode,
    duration: query.duration,
    value_pct: row?.value ?? null,
    rank,
    out_of: outOf,
    quartile: rank === null ? null : quartileOf(rank, outOf),
    percentile: rank === null || outOf <= 1 ? null : ((row?.beaten ?? 0) / (outOf - 1)) * 100,
    category_average_pct: row?.average ?? null,
    best_pct: row?.best ?? null,
    worst_pct: row?.worst ?? null,
  };
}
