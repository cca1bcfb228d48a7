// The database of the benchmarks (bench:api, bench:pages): DATABASE_URL when set; otherwise the machine's
// PostgreSQL on 127.0.0.1:5432 when pg_isready answers (database fundlens_bench_api, created if missing;
// user PGUSER or postgres, password PGPASSWORD if any); otherwise the embedded server (a
// fundlens_bench_api database beside the app's own). The real AMFI corpus, then the real fund facts, are
// imported on the first run (a few minutes) and reused afterwards, by every benchmark.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import postgres, { type Sql } from "postgres";
import { createDatabase } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { resolveDatabase } from "@/lib/db/resolve-database";
import { parseServerEnv } from "@/lib/env/server-env";
import { expandSources } from "@/lib/ingest/nav-import/expand-sources";
import { finishPendingMetrics } from "@/lib/ingest/nav-import/finish-pending-metrics";
import { importNavFiles } from "@/lib/ingest/nav-import/import-nav-files";
import { importPaths } from "@/lib/ingest/import-paths";
import { REAL_FACT_FOLDERS } from "@/lib/ingest/real-data-sources";
import { SHARED_DATA_DIR } from "@/lib/ingest/shared-data-dir";
import { AMFI_CORPUS, corpusAvailable } from "@/lib/ingest/testing/amfi-corpus";
import { whole } from "@/lib/bench/bench-format";
import { secondsSince, type Progress } from "./progress";

const BENCH_DATABASE = "fundlens_bench_api";

export interface BenchDatabase {
  url: string;
  /** Where it is, for the report's header. */
  source: string;
  /** A pool with the app's own settings (no JIT, no parallel workers). */
  sql: Sql;
  /** Ends the pool, then stops the embedded server if this process started it. */
  release: () => Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function ensureBenchDatabase(serverUrl: string, progress: Progress): Promise<string> {
  const admin = postgres(withDatabase(serverUrl, "postgres"), { max: 1, onnotice: () => undefined });
  try {
    const [row] = await admin<
      { exists: boolean }[]
    >`select exists(select 1 from pg_database where datname = ${BENCH_DATABASE}) as exists`;
    if (!row?.exists) {
      progress(`creating database ${BENCH_DATABASE}`);
      await admin.unsafe(`create database ${BENCH_DATABASE}`);
    }
  } finally {
    await admin.end();
  }
  return withDatabase(serverUrl, BENCH_DATABASE);
}

function machinePostgresReady(): boolean {
  try {
    execFileSync("pg_isready", ["-h", "127.0.0.1", "-p", "5432", "-q"], { stdio: "ignore", timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

async function locateDatabase(progress: Progress): Promise<Omit<BenchDatabase, "sql">> {
  const configured = parseServerEnv().DATABASE_URL;
  if (configured) return { url: configured, source: "DATABASE_URL", release: async () => undefined };
  if (machinePostgresReady()) {
    // postgres-js (here and in the server) takes the password from PGPASSWORD when the URL has none.
    const user = encodeURIComponent(process.env.PGUSER ?? "postgres");
    const url = await ensureBenchDatabase(`postgres://${user}@127.0.0.1:5432/postgres`, progress);
    return {
      url,
      source: `the machine's PostgreSQL on 127.0.0.1:5432, database ${BENCH_DATABASE}`,
      release: async () => undefined,
    };
  }
  const embedded = await resolveDatabase();
  const url = await ensureBenchDatabase(embedded.url, progress);
  return { url, source: `the embedded server, database ${BENCH_DATABASE}`, release: embedded.release };
}

/** Imports the corpus the way `npm run data:import` does, unless a previous run finished it. */
async function ensureCorpus(sql: Sql, progress: Progress): Promise<void> {
  const [state] = await sql<{ plans: number; metrics: number }[]>`
    select (select count(*) from plans)::int as plans, (select count(*) from plan_metrics)::int as metrics`;
  // Metrics are written last: plans without metrics mean an earlier first run was interrupted.
  if (state && state.plans > 0 && state.metrics > 0) {
    progress(`reusing the imported corpus (${whole(state.plans)} plans)`);
    return;
  }
  if (!corpusAvailable()) throw new Error(`The benchmark needs the AMFI corpus at ${AMFI_CORPUS}.`);
  progress(`${(state?.plans ?? 0) > 0 ? "resuming" : "first run:"} importing ${AMFI_CORPUS} (later runs reuse it)`);
  const started = performance.now();
  const sources = await expandSources([AMFI_CORPUS]);
  try {
    const batch = await importNavFiles(
      sql,
      sources.files.map((file) => ({ name: file.name, read: () => readFile(file.path) })),
    );
    for (const report of batch.files.filter((r) => r.status === "refused"))
      progress(`  refused ${report.source}: ${report.message}`);
    progress(
      `imported ${whole(batch.files.reduce((n, r) => n + r.rowsTotal, 0))} rows in ${secondsSince(started).toFixed(1)} s; refreshing metrics`,
    );
    // An earlier interrupted run left its plans pending too: finishing the list covers them.
    const refresh = await finishPendingMetrics(sql);
    progress(
      `imported in ${secondsSince(started).toFixed(1)} s (metrics of ${whole(refresh?.plans ?? 0)} plans in ${(refresh?.seconds ?? 0).toFixed(1)} s)`,
    );
    // What autovacuum would do in the minutes after a bulk load, done now so that it does not run during the measurements.
    await sql`vacuum (analyze)`;
    progress(`vacuumed and analysed, ${secondsSince(started).toFixed(1)} s in all`);
  } finally {
    await sources.cleanup();
  }
}

/**
 * The real fund facts of data:real (scheme master, TERs, AUM, index series, portfolios, scheme attributes) on
 * top of the NAV corpus, once: the X-ray looks through disclosed portfolios and prices TERs. A database that
 * has any disclosed portfolio is taken as done.
 */
async function ensureFacts(sql: Sql, progress: Progress): Promise<void> {
  const [state] = await sql<{ done: boolean }[]>`select exists(select 1 from scheme_holdings) as done`;
  if (state?.done) return;
  const folders = REAL_FACT_FOLDERS.map((folder) => path.join(SHARED_DATA_DIR, folder)).filter((p) => existsSync(p));
  if (folders.length === 0) {
    progress(`no fund-fact folders under ${SHARED_DATA_DIR}: the X-ray will find no disclosed portfolio`);
    return;
  }
  const started = performance.now();
  progress(`importing the fund facts (${folders.map((f) => path.basename(f)).join(", ")}; later runs reuse them)`);
  await importPaths(sql, folders, { log: () => undefined });
  await sql`vacuum (analyze)`;
  progress(`fund facts imported, vacuumed and analysed in ${secondsSince(started).toFixed(1)} s`);
}

/** Finds or creates the benchmark database, migrates it, imports the corpus when missing and refreshes the screener's view. */
export async function prepareBenchDatabase(progress: Progress, poolSize: number): Promise<BenchDatabase> {
  const located = await locateDatabase(progress);
  let sql: Sql | undefined;
  try {
    progress(`database: ${located.source}`);
    const { applied, total } = await runMigrations(located.url);
    progress(`migrations: ${applied} applied now, ${total} in total`);
    sql = createDatabase(located.url, poolSize).sql;
    await ensureCorpus(sql, progress);
    await ensureFacts(sql, progress);
    // The screener reads a table kept level with its view: make sure it reflects what is imported, with statistics.
    await sql`select refresh_screener_plans()`;
    await sql`analyze screener_plans`;
  } catch (error) {
    await sql?.end();
    await located.release();
    throw error;
  }
  const pool = sql;
  return {
    ...located,
    sql: pool,
    release: async () => {
      await pool.end();
      await located.release();
    },
  };
}
