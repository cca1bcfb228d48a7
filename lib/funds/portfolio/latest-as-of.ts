import type { Sql } from "postgres";

/**
 * Per-scheme portfolio data; each is loaded on its own, so each has its own latest date. The scheme_* views
 * join the factsheets' tables and the fund houses' disclosures (migration 0016).
 */
export type SchemeFactsheetTable =
  | "scheme_holdings"
  | "fund_managers"
  | "scheme_sector_allocations"
  | "scheme_asset_allocations"
  | "scheme_credit_quality";

/** The latest factsheet date (YYYY-MM-DD) a table has for a scheme, or null when it has none. */
export async function latestAsOf(sql: Sql, table: SchemeFactsheetTable, schemeId: number): Promise<string | null> {
  const [row] = await sql<{ as_of: string | null }[]>`
    select to_char(max(as_of), 'YYYY-MM-DD') as as_of from ${sql(table)} where scheme_id = ${schemeId}`;
  return row?.as_of ?? null;
}
