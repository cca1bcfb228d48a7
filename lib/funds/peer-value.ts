import type { Sql } from "postgres";

/** Growth plans of the same plan type: IDCW NAVs fall at every payout, so only Growth plans are ranked. */
export function samePeerGroup(sql: Sql, categoryId: number, planType: string | null) {
  return sql`sp.category_id = ${categoryId} and coalesce(sp.option_type, 'Growth') = 'Growth'
    and ${planType === null ? sql`sp.plan_type is null` : sql`sp.plan_type = ${planType}`}`;
}
