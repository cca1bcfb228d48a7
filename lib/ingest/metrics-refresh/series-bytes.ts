// A series as PostgreSQL's binary send forms store it (plan_nav_series, category_index): days as int4send of each
// day number since 1970-01-01, values as float8send, both big-endian and in date order.
import type { NavSeries } from "@/lib/metrics";

export function decodeSeriesBytes(dayBytes: Uint8Array, valueBytes: Uint8Array): NavSeries {
  const n = dayBytes.byteLength / 4;
  const days = new Int32Array(n);
  const navs = new Float64Array(n);
  const dayView = new DataView(dayBytes.buffer, dayBytes.byteOffset, dayBytes.byteLength);
  const valueView = new DataView(valueBytes.buffer, valueBytes.byteOffset, valueBytes.byteLength);
  for (let i = 0; i < n; i++) {
    days[i] = dayView.getInt32(4 * i);
    navs[i] = valueView.getFloat64(8 * i);
  }
  return { days, navs };
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
