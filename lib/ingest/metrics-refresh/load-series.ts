import type { Sql } from "postgres";
import { seriesOwning, type NavSeries } from "@/lib/metrics";
import { decodeSeriesBatch } from "@/lib/ingest/metrics-refresh/series-bytes";

interface SeriesRow {
  scheme_code: number;
  days: Buffer;
  navs: Buffer;
}

/**
 * The positive NAVs of the given plans as series, from plan_nav_series (migration 0032: one row per plan, kept
 * exact by triggers on navs; series-bytes.ts), in two halves on two connections, each through a cursor so memory stays bounded.
 */
export async function loadSeries(sql: Sql, schemeCodes: number[]): Promise<Map<number, NavSeries>> {
  const half = Math.ceil(schemeCodes.length / 2);
  const [first, second] = await Promise.all([
    loadPart(sql, schemeCodes.slice(0, half)),
    loadPart(sql, schemeCodes.slice(half)),
  ]);
  for (const [code, series] of second) first.set(code, series);
  return first;
}

async function loadPart(sql: Sql, schemeCodes: number[]): Promise<Map<number, NavSeries>> {
  const result = new Map<number, NavSeries>();
  if (schemeCodes.length === 0) return result;
  const cursor = sql<SeriesRow[]>`
    select scheme_code, days || recent_days as days, navs || recent_navs as navs from plan_nav_series
    where scheme_code = any(${`{${schemeCodes.join(",")}}`}::int[])`.cursor(1000);
  for await (const rows of cursor) {
    const decoded = decodeSeriesBatch(rows.map((row) => ({ days: row.days, values: row.navs })));
    rows.forEach((row, i) => result.set(row.scheme_code, seriesOwning(decoded[i]!.days, decoded[i]!.navs)));
  }
  return result;
}
