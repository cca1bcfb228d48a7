// A series as PostgreSQL's binary send forms store it (plan_nav_series, category_index): days as int4send of each
// day number since 1970-01-01, values as float8send, both big-endian and in date order.
import type { NavSeries } from "@/lib/metrics";

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
  const allDays = new Int32Array(total);
  const allNavs = new Float64Array(total);
  let at = 0;
  return rows.map((row) => {
    const n = row.days.byteLength / 4;
    const dayView = new DataView(row.days.buffer, row.days.byteOffset, row.days.byteLength);
    const valueView = new DataView(row.values.buffer, row.values.byteOffset, row.values.byteLength);
    for (let i = 0; i < n; i++) {
      allDays[at + i] = dayView.getInt32(4 * i);
      allNavs[at + i] = valueView.getFloat64(8 * i);
    }
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
