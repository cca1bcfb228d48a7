import type { Sql } from "postgres";

/**
 * The plans a plan is ranked and averaged among: Growth plans (IDCW NAVs fall at every payout) of the same
 * category and plan type that the metrics engine did not mark as unranked (a stale latest NAV); a plan whose
 * metrics predate that mark counts. An index fund or ETF (`schemeCode`'s metrics name the index it tracks) is
 * ranked only among the plans that track the same index.
 */
export function samePeerGroup(sql: Sql, categoryId: number, planType: string | null, schemeCode?: number) {
  const sameIndex =
    schemeCode === undefined
      ? sql``
      : sql`and not exists (
          select 1 from plan_metrics own where own.scheme_code = ${schemeCode} and own.ranking -> 'peerIndex' ->> 'key' is not null
            and not exists (select 1 from plan_metrics e where e.scheme_code = sp.scheme_code
              and e.ranking -> 'peerIndex' ->> 'key' = own.ranking -> 'peerIndex' ->> 'key'))`;
  return sql`sp.category_id = ${categoryId} and coalesce(sp.option_type, 'Growth') = 'Growth'
    and ${planType === null ? sql`sp.plan_type is null` : sql`sp.plan_type = ${planType}`}
    and not exists (select 1 from plan_metrics e where e.scheme_code = sp.scheme_code and e.ranking ->> 'eligible' = 'false')
    ${sameIndex}`;
}
