import type { Sql } from "postgres";
import { seriesFromArrays, type NavSeries } from "@/lib/metrics";

interface SeriesRow {
  scheme_code: number;
  days: number[];
  navs: number[];
}

/**
 * Every NAV of the given plans as series: one row per plan with its days and NAVs aggregated in order,
 * read through a cursor so memory stays bounded. Days come out of PostgreSQL already as day numbers
 * since 1970-01-01, the metrics' unit. (A COPY TO stream was faster on paper, but postgres-js could leave
 * its connection unusable afterwards, hanging the next transaction on the pool.)
 */
export async function loadSeries(sql: Sql, schemeCodes: number[]): Promise<Map<number, NavSeries>> {
  const result = new Map<number, NavSeries>();
  if (schemeCodes.length === 0) return result;
  const cursor = sql<SeriesRow[]>`
    select scheme_code,
           array_agg(nav_date - date '1970-01-01' order by nav_date) as days,
           array_agg(nav::float8 order by nav_date) as navs
    from navs
    where scheme_code = any(${`{${schemeCodes.join(",")}}`}::int[]) and nav > 0
    group by scheme_code`.cursor(500);
  for await (const rows of cursor) {
    for (const row of rows) result.set(row.scheme_code, seriesFromArrays(row.days, row.navs));
  }
  return result;
}
