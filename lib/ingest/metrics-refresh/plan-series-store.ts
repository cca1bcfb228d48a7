// plan_series: each plan's NAV series as the metrics read it, kept by the refresh so that a daily refresh reads
// the series of the plans it recomputes from one row each instead of aggregating every NAV in navs. A plan's
// stored series is kept before the earliest NAV date an import changed (metrics_pending.from_date) and read
// again from navs from that day on; a plan without a stored series, or whose from_date is NULL, is read whole.
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Sql, TransactionSql } from "postgres";
import { loadSeries, loadSeriesFrom } from "@/lib/ingest/metrics-refresh/load-series";
import type { NavSeries } from "@/lib/metrics";

/** A series to store: the whole of it, or (keep > 0) the stored one's first `keep` points followed by `tail`. */
export interface SeriesWrite {
  schemeCode: number;
  keep: number;
  tail: NavSeries;
}

export interface ReadSeries {
  series: Map<number, NavSeries>;
  /** What plan_series must receive for the series read from navs (writeStoredSeries, in the refresh's transaction). */
  writes: SeriesWrite[];
  /** Plans read from navs without any NAV: their stored series, if any, goes. */
  gone: number[];
  /** How many series were read whole from navs, and how many in part. */
  readWhole: number;
  readTails: number;
}

/**
 * The series of `schemeCodes`: from plan_series, except the plans in `changedFrom` (day number of the earliest
 * changed NAV, or null for the whole series), read again from navs (in part where their stored series allows).
 */
export async function readSeries(
  sql: Sql,
  schemeCodes: readonly number[],
  changedFrom: ReadonlyMap<number, number | null>,
): Promise<ReadSeries> {
  const stored = await loadStoredSeries(sql, schemeCodes);
  const whole: number[] = [];
  const wholeSet = new Set<number>();
  const tails = new Map<number, { fromDay: number; keep: number }>();
  for (const code of schemeCodes) {
    const own = stored.get(code);
    const fromDay = changedFrom.get(code);
    if (!own || fromDay === null) {
      whole.push(code);
      wholeSet.add(code);
    } else if (fromDay !== undefined) tails.set(code, { fromDay, keep: pointsBefore(own.days, fromDay) });
  }
  const [wholeSeries, tailSeries] = await Promise.all([
    loadSeries(sql, whole),
    loadSeriesFrom(
      sql,
      [...tails].map(([schemeCode, { fromDay }]) => ({ schemeCode, fromDay })),
    ),
  ]);
  const series = new Map<number, NavSeries>();
  const writes: SeriesWrite[] = [];
  const gone: number[] = [];
  for (const code of schemeCodes) {
    const tail = tails.get(code);
    if (tail) {
      const own = stored.get(code)!;
      const rest = tailSeries.get(code) ?? { days: new Int32Array(0), navs: new Float64Array(0) };
      const joined = joinSeries(own, tail.keep, rest);
      if (joined.days.length === 0) gone.push(code);
      else {
        series.set(code, joined);
        writes.push({ schemeCode: code, keep: tail.keep, tail: rest });
      }
    } else if (wholeSet.has(code)) {
      const read = wholeSeries.get(code);
      if (read) {
        series.set(code, read);
        writes.push({ schemeCode: code, keep: 0, tail: read });
      } else gone.push(code);
    } else series.set(code, stored.get(code)!);
  }
  return { series, writes, gone, readWhole: whole.length, readTails: tails.size };
}

/** The number of points of `days` (ascending) before `day`. */
export function pointsBefore(days: Int32Array, day: number): number {
  let low = 0;
  let high = days.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (days[mid]! < day) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The first `keep` points of `head` followed by `tail`. */
export function joinSeries(head: NavSeries, keep: number, tail: NavSeries): NavSeries {
  if (keep === 0) return tail;
  const days = new Int32Array(keep + tail.days.length);
  const navs = new Float64Array(keep + tail.navs.length);
  days.set(head.days.subarray(0, keep));
  navs.set(head.navs.subarray(0, keep));
  days.set(tail.days, keep);
  navs.set(tail.navs, keep);
  return { days, navs };
}

async function loadStoredSeries(sql: Sql, schemeCodes: readonly number[]): Promise<Map<number, NavSeries>> {
  const result = new Map<number, NavSeries>();
  if (schemeCodes.length === 0) return result;
  const cursor = sql<{ scheme_code: number; days: Buffer; navs: Buffer }[]>`
    select scheme_code, days, navs from plan_series where scheme_code = any(${`{${schemeCodes.join(",")}}`}::int[])`.cursor(
    1000,
  );
  for await (const rows of cursor)
    for (const row of rows) result.set(row.scheme_code, decodeStored(row.days, row.navs));
  return result;
}

export function decodeStored(dayBytes: Buffer, navBytes: Buffer): NavSeries {
  const n = dayBytes.byteLength / 4;
  const days = new Int32Array(n);
  const navs = new Float64Array(n);
  const dayView = new DataView(dayBytes.buffer, dayBytes.byteOffset, dayBytes.byteLength);
  const navView = new DataView(navBytes.buffer, navBytes.byteOffset, navBytes.byteLength);
  for (let i = 0; i < n; i++) {
    days[i] = dayView.getInt32(4 * i, true);
    navs[i] = navView.getFloat64(8 * i, true);
  }
  return { days, navs };
}

export function encodeStored({ days, navs }: NavSeries): { days: Buffer; navs: Buffer } {
  const dayBytes = Buffer.allocUnsafe(4 * days.length);
  const navBytes = Buffer.allocUnsafe(8 * navs.length);
  for (let i = 0; i < days.length; i++) {
    dayBytes.writeInt32LE(days[i]!, 4 * i);
    navBytes.writeDoubleLE(navs[i]!, 8 * i);
  }
  return { days: dayBytes, navs: navBytes };
}

/**
 * Stores what readSeries read from navs: whole series by one binary COPY (replacing the plans' rows), tails by
 * one update that keeps each stored series' first points. `replaceAll` empties the table first (a full refresh).
 */
export async function writeStoredSeries(
  tx: TransactionSql,
  read: Pick<ReadSeries, "writes" | "gone">,
  replaceAll = false,
): Promise<void> {
  const whole = read.writes.filter((w) => w.keep === 0);
  const tails = read.writes.filter((w) => w.keep > 0);
  if (replaceAll) await tx`truncate plan_series`;
  else {
    const dropped = [...read.gone, ...whole.map((w) => w.schemeCode)];
    if (dropped.length) await tx`delete from plan_series where scheme_code = any(${`{${dropped.join(",")}}`}::int[])`;
  }
  if (whole.length) {
    const copy = await tx`copy plan_series (scheme_code, days, navs) from stdin with (format binary)`.writable();
    await pipeline(Readable.from(copyChunks(whole)), copy);
  }
  if (tails.length) {
    const encoded = tails.map((w) => encodeStored(w.tail));
    await tx`
      update plan_series p set
        days = substring(p.days from 1 for 4 * u.keep) || decode(u.days, 'hex'),
        navs = substring(p.navs from 1 for 8 * u.keep) || decode(u.navs, 'hex')
      from unnest(${tails.map((w) => w.schemeCode)}::int[], ${tails.map((w) => w.keep)}::int[],
                  ${encoded.map((e) => e.days.toString("hex"))}::text[], ${encoded.map((e) => e.navs.toString("hex"))}::text[])
        as u(scheme_code, keep, days, navs)
      where p.scheme_code = u.scheme_code`;
  }
}

// PostgreSQL's binary COPY: header, rows of (int4, bytea, bytea), trailer.
const COPY_HEADER = Buffer.from([
  0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00, 0, 0, 0, 0, 0, 0, 0, 0,
]);

function* copyChunks(writes: readonly SeriesWrite[]): Generator<Buffer> {
  yield COPY_HEADER;
  for (const { schemeCode, tail } of writes) {
    const { days, navs } = encodeStored(tail);
    const head = Buffer.allocUnsafe(2 + 8 + 4);
    head.writeInt16BE(3, 0);
    head.writeInt32BE(4, 2);
    head.writeInt32BE(schemeCode, 6);
    head.writeInt32BE(days.length, 10);
    const navLength = Buffer.allocUnsafe(4);
    navLength.writeInt32BE(navs.length, 0);
    yield Buffer.concat([head, days, navLength, navs]);
  }
  yield Buffer.from([0xff, 0xff]);
}
