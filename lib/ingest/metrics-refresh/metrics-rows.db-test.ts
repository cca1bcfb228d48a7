import type { Sql } from "postgres";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";
import { PLAN_METRICS_COLUMNS, planMetricsCopyLine } from "@/lib/ingest/metrics-refresh/metrics-rows";
import { computePlanMetrics, isoToDay, seriesFromArrays } from "@/lib/metrics";

let database: MigratedDatabase;
let sql: Sql;
beforeAll(async () => {
  database = await createMigratedDatabase();
  sql = database.sql;
}, 60_000);
afterAll(() => database.drop());

describe("plan_metrics lines in COPY's text format", () => {
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
    const line = planMetricsCopyLine(101, metrics, null, ranking, benchmark, "sig\\nature");
    expect(line.split("\t")).toHaveLength(PLAN_METRICS_COLUMNS.length);
    expect(line.endsWith("\n") && line.indexOf("\n") === line.length - 1).toBe(true);
    const copy = await sql.unsafe(`copy plan_metrics (${PLAN_METRICS_COLUMNS.join(", ")}) from stdin`).writable();
    await new Promise<void>((resolve, reject) =>
      copy.end(line, (error?: Error | null) => (error ? reject(error) : resolve())),
    );
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
  });
});
