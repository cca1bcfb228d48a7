import type { Sql } from "postgres";

/**
 * The plans a plan is ranked and averaged among: Growth plans (IDCW NAVs fall at every payout) of the same
 * category and plan type that the metrics engine did not mark as unranked (a stale latest NAV); a plan whose
 * metrics predate that mark counts.
 */
export function samePeerGroup(sql: Sql, categoryId: number, planType: string | null) {
  return sql`sp.category_id = ${categoryId} and coalesce(sp.option_type, 'Growth') = 'Growth'
    and ${planType === null ? sql`sp.plan_type is null` : sql`sp.plan_type = ${planType}`}
    and not exists (select 1 from plan_metrics e where e.scheme_code = sp.scheme_code and e.details -> 'ranking' ->> 'eligible' = 'false')`;
}
