import type { PendingQuery, Row, Sql } from "postgres";

/** The `and ...` condition on holdings.asset_type for the is_equity parameter (absent: every holding). */
export function equityCondition(sql: Sql, isEquity: boolean | undefined): PendingQuery<Row[]> {
  if (isEquity === undefined) return sql``;
  return isEquity ? sql`and asset_type = 'Equity'` : sql`and asset_type <> 'Equity'`;
}
