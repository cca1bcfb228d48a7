import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Sql } from "postgres";
import { BinaryCopyEncoder } from "@/lib/db/binary-copy";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";
import { PLAN_METRICS_COLUMNS, writePlanMetricsRow } from "@/lib/ingest/metrics-refresh/metrics-rows";
import { computePlanMetrics, isoToDay, seriesFromArrays } from "@/lib/metrics";

let database: MigratedDatabase;
let sql: Sql;
beforeAll(async () => {
  database = await createMigratedDatabase();
  sql = database.sql;
}, 60_000);
afterAll(() => database.drop());

describe("plan_metrics rows in binary COPY format", () => {
  it("store every value as given, names with quotes, backslashes, tabs and line breaks included", async () => {
    const days = Int32Array.from(["2025-01-01", "2025-01-02", "2025-01-03"], isoToDay);
    const metrics = computePlanMetrics(seriesFromArrays(days, Float64Array.from([10, 10.1, 10.05])));
    const awkward = 'Nifty "50" \\ TRI\tnew\r\nline';
    const benchmark = { name: awkward, basis: "scheme" as const, fact: null, series: null, own: null };
    const ranking = {
      eligible: false,
      reason: "stale-nav" as const,
      siteAsOf: "2025-03-01",
      lastNavDate: "2025-01-03",
    };
    // A figure that is not a finite number is stored as null, as is an absent signature.
    const young = computePlanMetrics(seriesFromArrays(days.subarray(0, 2), Float64Array.from([10, 10.1])));
    const unsettled = { ...young, trailingPct: { ...young.trailingPct, "1m": Number.POSITIVE_INFINITY, max: NaN } };
    // A chunk size of one byte: every row is a chunk of its own, past the end of the encoder's first buffer.
    const out = new BinaryCopyEncoder(1);
    const chunks: Buffer[] = [];
    writePlanMetricsRow(out, { schemeCode: 101, metrics, ranks: null, ranking, benchmark, inputs: "sig\\nature" });
    if (out.full) chunks.push(out.flush());
    writePlanMetricsRow(out, {
      schemeCode: 102,
      metrics: unsettled,
      ranks: null,
      ranking,
      benchmark: null,
      inputs: null,
    });
    chunks.push(out.end());
    expect(chunks).toHaveLength(2);
    const copy = await sql
      .unsafe(`copy plan_metrics (${PLAN_METRICS_COLUMNS.join(", ")}) from stdin with (format binary)`)
      .writable();
    await pipeline(Readable.from(chunks), copy);
    const [row] = await sql<
      {
        details: { benchmark: { name: string } };
        ranking: unknown;
        inputs: string;
        beta: null;
        return_1m: number | null;
        as_of: string;
      }[]
    >`
      select details, ranking, inputs, beta, return_1m, to_char(as_of, 'YYYY-MM-DD') as as_of from plan_metrics where scheme_code = 101`;
    expect(row).toEqual({
      details: expect.objectContaining({ benchmark: expect.objectContaining({ name: awkward }) }),
      // Stored without the site's date it was judged against (metrics_state holds it for every plan).
      ranking: { eligible: false, reason: "stale-nav", lastNavDate: "2025-01-03" },
      inputs: "sig\\nature",
      beta: null,
      return_1m: metrics.trailingPct["1m"],
      as_of: "2025-01-03",
    });
    expect(row!.details).not.toHaveProperty("ranking");
    // details: the metrics' document with the ranks, the benchmark and what beta was measured against added.
    const [whole] = await sql<{ details: unknown; return_max: number | null; volatility: number | null }[]>`
      select details, return_max, volatility from plan_metrics where scheme_code = 101`;
    expect(whole).toEqual({
      details: JSON.parse(JSON.stringify({ ...metrics, ranks: null, benchmark, betaBasis: null })),
      return_max: metrics.trailingPct.max,
      volatility: metrics.risk?.annualisedVolatilityPct ?? null,
    });
    const [other] = await sql<{ return_1m: null; return_max: null; inputs: null; details: Record<string, unknown> }[]>`
      select return_1m, return_max, inputs, details from plan_metrics where scheme_code = 102`;
    expect(other).toEqual({
      return_1m: null,
      return_max: null,
      inputs: null,
      details: expect.objectContaining({ ranks: null, benchmark: null, betaBasis: null }),
    });
  });
  it("keep a row of a few KB whole, its details uncompressed (migration 0039)", async () => {
    const days = Int32Array.from(["2025-01-01", "2025-01-02"], isoToDay);
    const metrics = computePlanMetrics(seriesFromArrays(days, Float64Array.from([10, 10.1])));
    // 4,000 repeated characters: the kind of value pglz shrinks, and past the 2 KB past which it would have.
    const benchmark = { name: "x".repeat(4000), basis: "scheme" as const, fact: null, series: null, own: null };
    const ranking = {
      eligible: false,
      reason: "stale-nav" as const,
      siteAsOf: "2025-03-01",
      lastNavDate: "2025-01-02",
    };
    const out = new BinaryCopyEncoder(1 << 16);
    writePlanMetricsRow(out, { schemeCode: 103, metrics, ranks: null, ranking, benchmark, inputs: null });
    const copy = await sql
      .unsafe(`copy plan_metrics (${PLAN_METRICS_COLUMNS.join(", ")}) from stdin with (format binary)`)
      .writable();
    await pipeline(Readable.from([out.end()]), copy);
    const [row] = await sql<{ compression: string | null; size: number }[]>`
      select pg_column_compression(details) as compression, pg_column_size(details) as size
      from plan_metrics where scheme_code = 103`;
    expect(row!.compression).toBeNull();
    expect(row!.size).toBeGreaterThan(4000);
  });
});
