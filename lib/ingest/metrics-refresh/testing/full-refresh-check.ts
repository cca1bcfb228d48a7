// The incremental refresh's proof: what it stored against what a refresh computing every plan stores, row by row
// and value by value (doubles and jsonb numbers compared exactly). For bench:data and the database tests.
import type { Sql } from "postgres";
import { refreshMetrics } from "@/lib/ingest/metrics-refresh/refresh-metrics";
import { PLAN_METRICS_COLUMNS } from "@/lib/ingest/metrics-refresh/metrics-rows";

const COMPARED = {
  plan_metrics: { key: ["scheme_code"], columns: [...PLAN_METRICS_COLUMNS] },
  category_metrics: { key: ["category_id", "plan_type"], columns: ["as_of", "plan_count", "averages", "plan_counts"] },
  category_index: { key: ["category_id"], columns: ["days", "levels"] },
  metrics_state: { key: ["id"], columns: ["site_as_of"] },
  nav_events: {
    key: ["scheme_code", "nav_date"],
    columns: ["previous_nav_date", "previous_nav", "nav", "ratio", "factor", "kind", "band_pct"],
  },
} as const;

export interface FullRefreshCheck {
  /** Rows compared per table (the full refresh's count). */
  rows: Record<keyof typeof COMPARED, number>;
  /** Rows missing on either side or differing in any value, per table. */
  differing: Record<keyof typeof COMPARED, number>;
}

/**
 * Copies the stored metrics, computes every plan again (refreshMetrics without scheme codes, which keeps nothing)
 * and counts the rows that differ. Leaves the database as the full refresh left it.
 */
export async function checkAgainstFullRefresh(sql: Sql, riskFreeRate?: number): Promise<FullRefreshCheck> {
  const tables = Object.keys(COMPARED) as (keyof typeof COMPARED)[];
  for (const table of tables)
    await sql.unsafe(
      `drop table if exists "before_${table}"; create table "before_${table}" as select * from "${table}"`,
    );
  await refreshMetrics(sql, { riskFreeRate });
  const rows = {} as FullRefreshCheck["rows"];
  const differing = {} as FullRefreshCheck["differing"];
  for (const table of tables) {
    const { key, columns } = COMPARED[table];
    const on = key.map((k) => `a."${k}" = b."${k}"`).join(" and ");
    const values = (side: string) => `(${columns.map((c) => `${side}."${c}"`).join(", ")})`;
    const [counts] = await sql.unsafe<{ rows: number; differing: number }[]>(`
      select (select count(*) from "${table}")::int as rows,
             count(*) filter (where a."${key[0]}" is null or b."${key[0]}" is null or ${values("a")} is distinct from ${values("b")})::int as differing
      from "before_${table}" a full join "${table}" b on ${on}`);
    rows[table] = counts!.rows;
    differing[table] = counts!.differing;
    await sql.unsafe(`drop table "before_${table}"`);
  }
  return { rows, differing };
}
