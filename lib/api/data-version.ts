import type { Sql } from "postgres";

/** The public fund data's version (bumped by refreshScreenerPlans in every import's transaction). */
export async function readDataVersion(sql: Sql): Promise<string> {
  const [row] = await sql<{ version: string }[]>`select version::text as version from data_version where id = 1`;
  return row?.version ?? "0";
}
