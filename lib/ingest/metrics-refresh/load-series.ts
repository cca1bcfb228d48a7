import type { Sql } from "postgres";
import { BinaryCopyReader } from "@/lib/db/binary-copy-rows";
import { copyOut } from "@/lib/db/copy-out";
import { seriesOwning, type NavSeries } from "@/lib/metrics";
import { decodeSeriesBatch } from "@/lib/ingest/metrics-refresh/series-bytes";

/**
 * The positive NAVs of the given plans as series, from plan_nav_series (migration 0032: one row per plan, kept
 * exact by triggers on navs; series-bytes.ts), in two halves on two connections. Read as binary COPY: as rows,
 * every series came as a hex string twice its size, which cost twice the CPU and most of the refresh's garbage.
 */
export async function loadSeries(sql: Sql, schemeCodes: number[]): Promise<Map<number, NavSeries>> {
  // Every other code to each connection: split in code order, one half's COPY took five times as long as the
  // other's in a daily job (284 against 55 ms) for about as many bytes.
  const [first, second] = await Promise.all([
    loadPart(
      sql,
      schemeCodes.filter((_, i) => i % 2 === 0),
    ),
    loadPart(
      sql,
      schemeCodes.filter((_, i) => i % 2 === 1),
    ),
  ]);
  // In the order asked for, as before the split: the NAV events found are listed in this order.
  const result = new Map<number, NavSeries>();
  for (const code of schemeCodes) {
    const series = first.get(code) ?? second.get(code);
    if (series) result.set(code, series);
  }
  return result;
}

/**
 * The bytes of series decoded together into one pair of arrays (decodeSeriesBatch): a few hundred series, so that
 * decoding keeps up with the COPY, and a refresh's 27 MB make some thirty pairs rather than thousands.
 */
const DECODE_BATCH_BYTES = 1 << 20;

async function loadPart(sql: Sql, schemeCodes: number[]): Promise<Map<number, NavSeries>> {
  const result = new Map<number, NavSeries>();
  if (schemeCodes.length === 0) return result;
  // COPY takes no parameters, so the codes are written into the statement: integers only.
  for (const code of schemeCodes)
    if (!Number.isSafeInteger(code)) throw new RangeError(`a scheme code must be an integer: ${code}`);
  const reader = new BinaryCopyReader(3);
  let batch: { code: number; days: Uint8Array; values: Uint8Array }[] = [];
  let batchBytes = 0;
  const decode = () => {
    const decoded = decodeSeriesBatch(batch);
    batch.forEach((row, i) => result.set(row.code, seriesOwning(decoded[i]!.days, decoded[i]!.navs)));
    batch = [];
    batchBytes = 0;
  };
  // Decoded a batch at a time as the rows arrive, while the server is still sending the rest.
  await copyOut(
    sql,
    `copy (select scheme_code, days || recent_days, navs || recent_navs from plan_nav_series
           where scheme_code = any('{${schemeCodes.join(",")}}'::int[])) to stdout with (format binary)`,
    (chunk) => {
      for (const [code, days, navs] of reader.push(chunk)) {
        if (!code || code.length !== 4 || !days || !navs)
          throw new RangeError("a plan_nav_series row has a null field");
        batch.push({ code: code.readInt32BE(0), days, values: navs });
        batchBytes += days.length + navs.length;
        if (batchBytes >= DECODE_BATCH_BYTES) decode();
      }
    },
  );
  reader.end();
  if (batch.length) decode();
  return result;
}
