import type { Sql } from "postgres";

/**
 * SQL for a plan's value in a period over screener_plans (alias sp): its trailing return (CAGR beyond a
 * year) or its SIP XIRR from the metrics details. `years` is 1, 3 or 5 (validated by the schema).
 */
export function peerValue(sql: Sql, mode: "trailing" | "sip", years: 1 | 3 | 5) {
  if (mode === "trailing") return sql.unsafe(`sp.return_${years}y`);
  return sql`(select (m.details -> 'sip' -> ${`${years}y`} ->> 'xirrPct')::float8 from plan_metrics m where m.scheme_code = sp.scheme_code)`;
}

/** Growth plans of the same plan type: IDCW NAVs fall at every payout, so only Growth plans are ranked. */
export function samePeerGroup(sql: Sql, categoryId: number, planType: string | null) {
  return sql`sp.category_id = ${categoryId} and coalesce(sp.option_type, 'Growth') = 'Growth'
    and ${planType === null ? sql`sp.plan_type is null` : sql`sp.plan_type = ${planType}`}`;
}
