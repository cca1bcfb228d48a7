import type { Sql } from "postgres";

/** A fingerprint of whole tables' contents, to prove that an operation changed nothing. */
export async function snapshotTables(sql: Sql, tables: string[]): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of tables) {
    const [row] = await sql.unsafe<{ digest: string | null; n: number }[]>(
      `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest, count(*)::int as n from ${table} t`,
    );
    result[table] = `${row?.n}:${row?.digest}`;
  }
  return result;
}
