// A series as PostgreSQL's binary send forms store it (plan_nav_series, category_index): days as int4send of each
// day number since 1970-01-01, values as float8send, both big-endian and in date order.
import { endianness } from "node:os";
import type { NavSeries } from "@/lib/metrics";

const LITTLE_ENDIAN = endianness() === "LE";

export function decodeSeriesBytes(dayBytes: Uint8Array, valueBytes: Uint8Array): NavSeries {
  return decodeSeriesBatch([{ days: dayBytes, values: valueBytes }])[0]!;
}

/**
 * Several series decoded into views of two shared arrays: one allocation a batch instead of two a series (a
 * daily refresh loads thousands, and every array buffer is memory the garbage collector tracks one by one).
 */
export function decodeSeriesBatch(rows: readonly { days: Uint8Array; values: Uint8Array }[]): NavSeries[] {
  let total = 0;
  for (const row of rows) {
    if (row.days.byteLength % 4 !== 0 || row.values.byteLength !== 2 * row.days.byteLength)
      throw new RangeError(
        `a stored series has ${row.days.byteLength} bytes of days and ${row.values.byteLength} of values`,
      );
    total += row.days.byteLength / 4;
  }
  // The bytes copied side by side and turned to this machine's order in one native pass each: a DataView read
  // per value took ten times as long for a day's million NAVs.
  // Not zero-filled (every byte is copied over) and not pooled, so each starts its own buffer at offset 0.
  const dayBytes = Buffer.allocUnsafeSlow(total * 4);
  const navBytes = Buffer.allocUnsafeSlow(total * 8);
  let at = 0;
  for (const row of rows) {
    dayBytes.set(row.days, at * 4);
    navBytes.set(row.values, at * 8);
    at += row.days.byteLength / 4;
  }
  if (LITTLE_ENDIAN) {
    dayBytes.swap32();
    navBytes.swap64();
  }
  const allDays = new Int32Array(dayBytes.buffer, 0, total);
  const allNavs = new Float64Array(navBytes.buffer, 0, total);
  at = 0;
  return rows.map((row) => {
    const n = row.days.byteLength / 4;
    const series = { days: allDays.subarray(at, at + n), navs: allNavs.subarray(at, at + n) };
    at += n;
    return series;
  });
}

export function encodeSeriesBytes({ days, navs }: NavSeries): { days: Buffer; values: Buffer } {
  const dayBytes = Buffer.alloc(days.length * 4);
  const valueBytes = Buffer.alloc(navs.length * 8);
  for (let i = 0; i < days.length; i++) {
    dayBytes.writeInt32BE(days[i]!, 4 * i);
    valueBytes.writeDoubleBE(navs[i]!, 8 * i);
  }
  return { days: dayBytes, values: valueBytes };
}
