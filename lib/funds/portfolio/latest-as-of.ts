import type { Sql } from "postgres";

/** Per-scheme factsheet tables; each is loaded on its own, so each has its own latest date. */
export type SchemeFactsheetTable = "holdings" | "fund_managers" | "sector_allocations" | "asset_allocations" | "credit_quality";

/** The latest factsheet date (YYYY-MM-DD) a table has for a scheme, or null when it has none. */
export async function latestAsOf(sql: Sql, table: SchemeFactsheetTable, schemeId: number): Promise<string | null> {
  const [row] = await sql<{ as_of: string | null }[]>`
    select to_char(max(as_of), 'YYYY-MM-DD') as as_of from ${sql(table)} where scheme_id = ${schemeId}`;
  return row?.as_of ?? null;
}
