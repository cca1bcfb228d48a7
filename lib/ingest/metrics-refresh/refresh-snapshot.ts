import type { Sql } from "postgres";

// What a metrics refresh writes, row by row (jsonb text, so numbers compare to the last digit), without the
// times rows were written: the daily job's incremental refresh is checked against a full refresh with it.
export const REFRESH_TABLES = ["plan_metrics", "category_metrics", "nav_events", "plan_series", "screener_plans"];
const TIME_COLUMNS = ["computed_at", "detected_at"];

export type RefreshSnapshot = Record<string, string[]>;

export async function snapshotRefresh(sql: Sql): Promise<RefreshSnapshot> {
  const result: RefreshSnapshot = {};
  const dropped = TIME_COLUMNS.map((c) => ` - '${c}'`).join("");
  for (const table of REFRESH_TABLES) {
    const rows = await sql.unsafe<{ row: string }[]>(
      `select (to_jsonb(t)${dropped})::text as row from ${table} t order by 1`,
    );
    result[table] = rows.map((r) => r.row);
  }
  return result;
}

/** Per table, the rows of either snapshot the other lacks (0 everywhere: the same rows). */
export function snapshotDifferences(a: RefreshSnapshot, b: RefreshSnapshot): Record<string, number> {
  const result: Record<string, number> = {};
  for (const table of REFRESH_TABLES) {
    const left = new Set(a[table]);
    const right = new Set(b[table]);
    let differ = 0;
    for (const row of left) if (!right.has(row)) differ += 1;
    for (const row of right) if (!left.has(row)) differ += 1;
    result[table] = differ;
  }
  return result;
}
