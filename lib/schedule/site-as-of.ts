import type { Sql } from "postgres";

/** The site's as-of date: the date most plans report as their latest NAV (site_as_of_date(), migration 0011). */
export async function readSiteAsOf(sql: Sql): Promise<string | null> {
  const [row] = await sql<{ as_of: string | null }[]>`select to_char(site_as_of_date(), 'YYYY-MM-DD') as as_of`;
  return row?.as_of ?? null;
}
