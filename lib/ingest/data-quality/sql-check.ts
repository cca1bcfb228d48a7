import type { PendingQuery, Row, Sql } from "postgres";
import type { CheckOutcome } from "@/lib/ingest/data-quality/check-types";

/**
 * A check whose failures one query lists, a row each: scheme_code (or null for a row that stands for a group),
 * name, detail and sort (the examples' order). The count (every row) and the first `limit` rows come in one round
 * trip.
 */
export function sqlCheck(failures: (sql: Sql) => PendingQuery<Row[]>) {
  return async (sql: Sql, limit: number): Promise<CheckOutcome> => {
    const rows = await sql<{ scheme_code: number | null; name: string; detail: string; total: number }[]>`
      select f.scheme_code, f.name, f.detail, (count(*) over ())::int as total
      from (${failures(sql)}) f
      order by f.sort, f.scheme_code nulls first, f.name
      limit ${Math.max(limit, 1)}`;
    return {
      count: rows[0]?.total ?? 0,
      examples: rows.slice(0, limit).map(({ scheme_code, name, detail }) => ({ scheme_code, name, detail })),
    };
  };
}
