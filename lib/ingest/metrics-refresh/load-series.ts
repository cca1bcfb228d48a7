import type { Sql } from "postgres";
import { readNumericSend } from "@/lib/ingest/metrics-refresh/decode-numeric-send";
import { seriesFromArrays, type NavSeries } from "@/lib/metrics";

interface SeriesRow {
  scheme_code: number;
  n: number;
  days: Buffer;
  navs: Buffer;
}

/**
 * Every NAV of the given plans as series (in two halves on two connections, so the server reads them on two
 * cores): one row per plan with its days (int4send of the day number since
 * 1970-01-01, the metrics' unit) and NAVs (numeric_send) concatenated in date order, read through a cursor so
 * memory stays bounded. Binary, because the text forms (and numeric::float8, which goes through text) cost
 * more than reading the table. (A COPY TO stream was faster on paper, but postgres-js could leave its
 * connection unusable afterwards, hanging the next transaction on the pool.)
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
    select scheme_code, count(*)::int as n,
           string_agg(int4send(nav_date - date '1970-01-01'), ''::bytea order by nav_date) as days,
           string_agg(numeric_send(nav), ''::bytea order by nav_date) as navs
    from navs
    where scheme_code = any(${`{${schemeCodes.join(",")}}`}::int[]) and nav > 0
    group by scheme_code`.cursor(500);
  for await (const rows of cursor) {
    for (const row of rows) result.set(row.scheme_code, decodeSeries(row));
  }
  return result;
}

function decodeSeries({ n, days: dayBytes, navs: navBytes }: SeriesRow): NavSeries {
  const days = new Int32Array(n);
  const navs = new Float64Array(n);
  const dayView = new DataView(dayBytes.buffer, dayBytes.byteOffset, dayBytes.byteLength);
  const navView = new DataView(navBytes.buffer, navBytes.byteOffset, navBytes.byteLength);
  let at = 0;
  for (let i = 0; i < n; i++) {
    days[i] = dayView.getInt32(4 * i);
    at = readNumericSend(navView, at, navs, i);
  }
  return seriesFromArrays(days, navs);
}
