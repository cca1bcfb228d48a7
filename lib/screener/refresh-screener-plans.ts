import type { Sql, TransactionSql } from "postgres";

/**
 * Publishes changed fund data: brings the screener's flattened rows up to date (refresh_screener_plans(), migration
 * 0032: only the rows that differ are written) and bumps the data version that tells every app instance to drop its
 * cached API answers. Each plan's fund for AUM totals (plan_aum_fund) is rebuilt by the statement that writes
 * fund_aum (migration 0037), not here. Called inside the transaction that changed
 * metrics or factsheets, so readers see old data and old version, or new data and new version.
 * Readers keep the old rows until the transaction commits.
 */
export async function refreshScreenerPlans(sql: Sql | TransactionSql): Promise<void> {
  await sql`select refresh_screener_plans()`;
  await sql`update data_version set version = version + 1, changed_at = now() where id = 1`;
}
