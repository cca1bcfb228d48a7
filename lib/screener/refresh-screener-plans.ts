import type { Sql, TransactionSql } from "postgres";

/**
 * Publishes changed fund data: brings the screener's flattened rows up to date (refresh_screener_plans(), migration
 * 0032: only the rows that differ are written) and rebuilds each plan's fund for AUM totals
 * (plan_aum_fund, from the AUM import's fund-level rows) and bumps the data version that
 * tells every app instance to drop its cached API answers. Called inside the transaction that changed
 * metrics or factsheets, so readers see old data and old version, or new data and new version.
 * Readers keep the old rows until the transaction commits.
 */
export async function refreshScreenerPlans(sql: Sql | TransactionSql): Promise<void> {
  await sql`refresh materialized view concurrently plan_aum_fund`;
  await sql`select refresh_screener_plans()`;
  await sql`update data_version set version = version + 1, changed_at = now() where id = 1`;
}
