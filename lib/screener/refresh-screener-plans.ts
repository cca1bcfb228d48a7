import type { Sql, TransactionSql } from "postgres";

/**
 * Rebuilds the screener's flattened rows after metrics or factsheets change. CONCURRENTLY keeps the old
 * rows readable while the new ones are computed, so a screen never waits on an import.
 */
export async function refreshScreenerPlans(sql: Sql | TransactionSql): Promise<void> {
  await sql`refresh materialized view concurrently screener_plans`;
}
