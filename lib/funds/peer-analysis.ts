import type { Sql } from "postgres";
import { notFound } from "@/lib/api/api-error";
import type { PeerAnalysis } from "@/lib/api/schemas/fund-analysis";
import { categoryByRef } from "@/lib/funds/category-lookup";
import { valueSourceSql } from "@/lib/funds/categories/value-source-sql";
import { samePeerGroup } from "@/lib/funds/peer-value";
import { MIN_PEER_PLANS } from "@/lib/metrics/category-ranking";
import { resolvePlan, type PlanRef } from "@/lib/funds/plan-lookup";

const TOP_PEERS = 10;

export async function ownCategoryId(sql: Sql, schemeId: number): Promise<string | undefined> {
  const [row] = await sql<{ id: number | null }[]>`select category_id as id from schemes where id = ${schemeId}`;
  return row?.id?.toString();
}

type PeerRow = PeerAnalysis["peers"][number] & {
  average: number | null;
  peer_count: number;
  in_group: boolean;
  group_average: number | null;
  place: number;
};

/** The top plans of the category over the period, and the fund itself wherever it ranks. */
export async function peerAnalysis(
  sql: Sql,
  isinOrPlan: string | PlanRef,
  years: 1 | 3 | 5,
  categoryRef?: string,
): Promise<PeerAnalysis> {
  const plan = await resolvePlan(sql, isinOrPlan);
  const ref = categoryRef ?? (await ownCategoryId(sql, plan.scheme_id));
  if (!ref)
    throw notFound(
      "This fund has no SEBI category on record, so it has no peers; pass a sub_category_id to compare it with one.",
    );
  const category = await categoryByRef(sql, ref);
  const rows = await sql<PeerRow[]>`
    with peers as (
      select sp.scheme_code, sp.isin, sp.plan_display_name, sp.amc_name, ${valueSourceSql(sql, { kind: "trailing", period: `${years}y` })} as return_pct,
        sp.volatility, sp.sharpe, sp.expense_ratio, sp.aum, sp.risk_level,
        (${samePeerGroup(sql, category.id, plan.plan_type, plan.scheme_code)}) as in_group
      -- The fund itself is placed among them even when it is not of the group (another category, an IDCW plan).
      from screener_plans sp where (${samePeerGroup(sql, category.id, plan.plan_type, plan.scheme_code)}) or sp.scheme_code = ${plan.scheme_code}
    ),
    counted as (
      -- The group's average and ranks need MIN_PEER_PLANS plans of the group with a value; an outsider is placed
      -- among them but counts in neither.
      select *, (count(return_pct) filter (where in_group) over ())::int as peer_count,
        avg(return_pct) filter (where in_group) over () as group_average
      from peers
    ),
    ranked as (
      select *, rank() over (order by return_pct desc nulls last)::int as place,
        case when peer_count < ${MIN_PEER_PLANS} then null else group_average end as average
      from counted
    )
    -- In a field too small to rank, the top plans are still listed by return, without a rank.
    select *, case when return_pct is null or peer_count < ${MIN_PEER_PLANS} then null else place end as rank,
      scheme_code = ${plan.scheme_code} as is_self
    from ranked
    where (return_pct is not null and place <= ${TOP_PEERS}) or scheme_code = ${plan.scheme_code}
    order by return_pct desc nulls last, scheme_code`;
  return {
    scheme_code: plan.scheme_code,
    duration: years,
    category,
    category_average_pct: rows[0]?.average ?? null,
    peer_count: rows[0]?.peer_count ?? 0,
    peers: rows.map(({ average, peer_count, in_group, group_average, place, ...peer }) => peer),
  };
}
