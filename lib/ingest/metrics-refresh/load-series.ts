import type { Sql } from "postgres";
import { seriesFromArrays, type NavSeries } from "@/lib/metrics";

interface SeriesRow {
  scheme_code: number;
  days: Buffer;
  navs: Buffer;
}

/**
 * The positive NAVs of the given plans as series, from plan_nav_series (migration 0032: one row per plan, kept
 * exact by triggers on navs), in two halves on two connections, each through a cursor so memory stays bounded.
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
    for (const row of rows) result.set(row.scheme_code, decodeSeries(row));
  }
  return result;
}

/** days: int4send of each day number; navs: float8send of each NAV (both big-endian, in date order). */
function decodeSeries({ days: dayBytes, navs: navBytes }: SeriesRow): NavSeries {
  const n = dayBytes.byteLength / 4;
  const days = new Int32Array(n);
  const navs = new Float64Array(n);
  const dayView = new DataView(dayBytes.buffer, dayBytes.byteOffset, dayBytes.byteLength);
  const navView = new DataView(navBytes.buffer, navBytes.byteOffset, navBytes.byteLength);
  for (let i = 0; i < n; i++) {
    days[i] = dayView.getInt32(4 * i);
    navs[i] = navView.getFloat64(8 * i);
  }
  return seriesFromArrays(days, navs);
}
