// npm run bench:data: measures the data layer on the real AMFI corpus (../shared/data/amfi) and the
// metrics engine on the 10-year demo dataset, and prints the results as Markdown tables. Nothing is
// asserted; the goals are in issue 20 (the year in at most 3x a plain COPY of the kept rows and under 15 s,
// peak memory under 500 MB; daily import + metrics refresh under 5 s), issue 22 (every fund-fact source
// together under 15 s) and issue 35 (the daily job under 2 s and 1.5 s of CPU, its metrics identical to a full
// refresh's, which is checked here).
// Runs in a scratch database on DATABASE_URL's server or the embedded one, dropped at the end.
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import postgres from "postgres";
import { createDatabase } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { resolveDatabase } from "@/lib/db/resolve-database";
import { generateDemoDataset } from "@/lib/ingest/demo/dataset";
import type { FactImportReport } from "@/lib/ingest/fact-sources/fact-source";
import { FACT_SOURCES } from "@/lib/ingest/fact-sources/fact-sources";
import { importFactFiles } from "@/lib/ingest/fact-sources/import-fact-files";
import { sortSources } from "@/lib/ingest/fact-sources/sort-sources";
import { expandSources } from "@/lib/ingest/nav-import/expand-sources";
import { finishPendingMetrics } from "@/lib/ingest/nav-import/finish-pending-metrics";
import { importNavFiles } from "@/lib/ingest/nav-import/import-nav-files";
import { AMFI_CORPUS, corpusAvailable } from "@/lib/ingest/testing/amfi-corpus";
import { compareStoredNavs, lastCaptureValues } from "@/lib/ingest/testing/independent-nav-reading";
import { SHARED_DATA_DIR } from "@/lib/ingest/testing/shared-data";
import { REAL_FACT_FOLDERS } from "@/lib/ingest/real-data-sources";
import { checkAgainstFullRefresh } from "@/lib/ingest/metrics-refresh/testing/full-refresh-check";
import { parseServerEnv } from "@/lib/env/server-env";
import { startLocalServer } from "@/lib/http/testing/local-server";
import { SyncRunner } from "@/lib/schedule/sync-runner";
import type { SyncRunReport } from "@/lib/schedule/sync-runner-messages";

import { categoryAverageReturns, computePlanMetrics, isoToDay, seriesFromArrays, type NavSeries } from "@/lib/metrics";

/**
 * The last captures, run as daily jobs one after another in one sync process: its first job, then the days of a
 * server that has been up a while (a week of captures).
 */
const DAILY_CAPTURES = 6;

const seconds = (from: number) => (performance.now() - from) / 1000;
// CPU time of this process (all its threads) since `from`: on a shared machine it varies far less than the
// elapsed time, which other processes stretch.
const cpuSeconds = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return ((used.user + used.system) / 1e6).toFixed(1);
};
const rate = (n: number, s: number) => Math.round(n / s).toLocaleString("en-IN");

function table(title: string, header: string[], rows: (string | number)[][]): void {
  console.log(`\n### ${title}\n`);
  console.log(`| ${header.join(" | ")} |`);
  console.log(`| ${header.map(() => "---").join(" | ")} |`);
  for (const row of rows) console.log(`| ${row.join(" | ")} |`);
}

async function benchCorpus(serverUrl: string): Promise<void> {
  const name = `fundlens_bench_${randomBytes(4).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // The pool data:import and data:sync open (JIT and parallel workers off), so the job is measured as it runs.
  const { sql } = createDatabase(url.toString(), 3);
  const sources = await expandSources([AMFI_CORPUS]);
  try {
    await runMigrations(url.toString());
    const source = (file: { name: string; path: string }) => ({ name: file.name, read: () => readFile(file.path) });
    const year = sources.files.slice(0, -DAILY_CAPTURES);
    const days = sources.files.slice(-DAILY_CAPTURES);

    // 1. The year into an empty database: one batch, one transaction (all but the daily jobs' captures).
    const rssBefore = process.memoryUsage().rss;
    const importStart = performance.now();
    const importCpu = process.cpuUsage();
    const batch = await importNavFiles(sql, year.map(source));
    const importSeconds = seconds(importStart);
    const importCpuSeconds = cpuSeconds(importCpu);
    const peakRss = process.resourceUsage().maxRSS * 1024;
    const rows = batch.files.reduce((n, r) => n + r.rowsTotal, 0);

    // 2. The metrics of every plan (the year changed all of them), from scratch.
    const fullStart = performance.now();
    const full = await finishPendingMetrics(sql);
    const fullSeconds = seconds(fullStart);

    // 3. The fund facts of every public source (issues 22 and 23) into the same database, in data:import's order,
    // each file timed on its own; the total includes the one rebuild of the screener's view at the end. Before the
    // daily job, as on a live database: the scheme master and 390,000 facts change what the job's queries read.
    const factFiles = await expandSources(REAL_FACT_FOLDERS.map((folder) => path.join(SHARED_DATA_DIR, folder)));
    const facts: { report: FactImportReport; seconds: number }[] = [];
    let factSeconds = 0;
    try {
      const { factFiles: sorted } = await sortSources(factFiles.files);
      const factStart = performance.now();
      await importFactFiles(sql, sorted, (report, ms) => facts.push({ report, seconds: ms / 1000 }));
      factSeconds = seconds(factStart);
    } finally {
      await factFiles.cleanup();
    }
    await finishPendingMetrics(sql);
    // A live database's daily job runs on tables autovacuum has analysed since the last load, not beside it, and not
    // beside the checkpoint that writes out what the load left in the WAL.
    await sql`vacuum analyze`;
    await sql`checkpoint`;

    // 4. The daily job as the schedule runs it: data:sync --no-facts in the kept sync process, AMFI's NAVAll.txt
    // from a local server, one capture a day for the last DAILY_CAPTURES. The first is that process's first job; the
    // last, the one the goal is measured on, finds the code the days before it compiled, as every day of a server
    // that has run a week does. Between two days, a day's autovacuum and checkpoint.
    let served = new Uint8Array();
    const amfi = await startLocalServer((_req, res) => res.end(served));
    const base = amfi.origin;
    const runner = new SyncRunner({
      env: { ...process.env, DATABASE_URL: url.toString(), AMFI_WEBSITE_URL: base, AMFI_PORTAL_URL: base },
      output: "ignore",
    });
    const jobs: SyncRunReport[] = [];
    try {
      for (const day of days) {
        if (jobs.length) {
          await sql`vacuum analyze`;
          await sql`checkpoint`;
        }
        served = await readFile(day.path);
        jobs.push(await runner.run(["--no-facts"]));
      }
    } finally {
      await runner.stop();
      await amfi.close();
    }
    const daily = jobs.at(-1)!;
    const jobRow = (label: string, report: SyncRunReport, parts: string[]) => {
      const phases = report.phases.filter((p) => parts.includes(p.name));
      const computed = parts.includes("metrics") && report.refreshed;
      return [
        label,
        computed ? (report.refreshed!.plans - report.refreshed!.kept).toLocaleString("en-IN") : "",
        computed ? report.refreshed!.kept.toLocaleString("en-IN") : "",
        phases.reduce((n, p) => n + p.seconds, 0).toFixed(2),
        phases.reduce((n, p) => n + p.cpuSeconds, 0).toFixed(2),
      ];
    };
    // Not timed: what the daily job stored against a refresh computing every plan (exact, value by value).
    const equality = await checkAgainstFullRefresh(sql, parseServerEnv().RISK_FREE_RATE);

    // 5. The ceiling: the rows the store kept, held in memory in COPY's text format, COPYed into a table without keys.
    const kept: string[] = [];
    // (A cursor, not COPY TO: postgres-js can leave a connection unusable after a COPY TO stream.)
    const cursor = sql<
      { line: string }[]
    >`select scheme_code || E'\t' || nav_date || E'\t' || nav || E'\n' as line from navs`.cursor(50_000);
    for await (const rows of cursor) kept.push(rows.map((r) => r.line).join(""));
    await sql`create table bench_copy (scheme_code integer, nav_date date, nav numeric)`;
    const copyStart = performance.now();
    const copy = await sql`copy bench_copy from stdin`.writable();
    await pipeline(Readable.from(kept), copy);
    const copySeconds = seconds(copyStart);
    const [stored] = await sql<{ n: number }[]>`select count(*)::int as n from navs`;

    // 6. Not timed: the store against a second reading of the same files (the database tests do this on a slice).
    const expected = await lastCaptureValues(sources.files, "2026-11-26");
    const check = await compareStoredNavs(sql, expected);

    table(
      `Importing the real year (${year.length} files, 2025-07-16 to the capture before the daily jobs below)`,
      ["measure", "rows", "seconds", "rows/s", "x COPY", "peak memory (process RSS)", "process CPU s"],
      [
        [
          "full year into an empty database (read, parse, check, one COPY, one merge)",
          rows.toLocaleString("en-IN"),
          importSeconds.toFixed(1),
          rate(rows, importSeconds),
          (importSeconds / copySeconds).toFixed(1),
          `${(peakRss / 1e6).toFixed(0)} MB (${(rssBefore / 1e6).toFixed(0)} MB before)`,
          importCpuSeconds,
        ],
        [
          "ceiling: plain COPY of the kept rows, in memory in advance, no keys",
          stored!.n.toLocaleString("en-IN"),
          copySeconds.toFixed(1),
          rate(stored!.n, copySeconds),
          "1.0",
          "",
          "",
        ],
        [
          "files refused (AMFI's HTML error pages)",
          batch.files.filter((f) => f.status === "refused").length,
          "",
          "",
          "",
          "",
          "",
        ],
      ],
    );
    table(
      "The year's store against an independent reading of the files (last capture's value per scheme code and date)",
      ["NAVs expected", "NAVs stored", "missing, extra or different"],
      [
        [
          expected.size.toLocaleString("en-IN"),
          check.stored.toLocaleString("en-IN"),
          check.mismatches + Math.abs(expected.size - check.stored),
        ],
      ],
    );
    const factRow = (label: string, of: typeof facts) => [
      label,
      of.length,
      of.reduce((n, f) => n + f.report.rows, 0).toLocaleString("en-IN"),
      of.reduce((n, f) => n + f.report.matched, 0).toLocaleString("en-IN"),
      of.filter((f) => f.report.status === "refused").length,
      of.reduce((n, f) => n + f.seconds, 0).toFixed(1),
    ];
    table(
      "Fund facts: every public source, one transaction a file, after the year's NAVs",
      ["source", "files", "rows", "matched", "refused", "seconds"],
      [
        ...FACT_SOURCES.map(({ kind }) =>
          factRow(
            kind,
            facts.filter((f) => f.report.kind === kind),
          ),
        ),
        factRow(
          "the three large portfolio files (SBI, Nippon, ABSL)",
          facts.filter((f) => /(SBI|Nippon|ABSL)-all-schemes/.test(f.report.source)),
        ),
        [
          ...factRow("all sources together, with the screener view's rebuild", facts).slice(0, 5),
          factSeconds.toFixed(1),
        ],
      ],
    );
    table(
      "Metrics refresh and the daily job (plans refreshed: computed, or kept with their ranking judged again)",
      ["measure", "plans computed", "plans kept", "seconds", "CPU s"],
      [
        [
          "metrics of every plan, from scratch (in this process)",
          (full?.plans ?? 0).toLocaleString("en-IN"),
          "",
          fullSeconds.toFixed(1),
          "",
        ],
        ...jobs
          .slice(0, -1)
          .map((job, i) =>
            jobRow(
              i === 0
                ? `day 1, the sync process's first job (a new process): ${captureName(days[i]!)}`
                : `day ${i + 1}, same process: ${captureName(days[i]!)}`,
              job,
              ["nav", "metrics"],
            ),
          ),
        jobRow(`day ${jobs.length}, same process: download and import of ${captureName(days.at(-1)!)}`, daily, ["nav"]),
        jobRow(
          `**the daily job**, day ${jobs.length}: download, import and metrics refresh of the categories it touched`,
          daily,
          ["nav", "metrics"],
        ),
        jobRow("after it, not part of the goal: the data checks data:sync reports", daily, ["checks"]),
      ],
    );
    table(
      "The daily job's metrics against a refresh computing every plan (rows missing on either side or differing in any value)",
      ["table", "rows", "differing"],
      Object.entries(equality.rows).map(([name, rows]) => [
        name,
        rows.toLocaleString("en-IN"),
        equality.differing[name as keyof typeof equality.differing],
      ]),
    );
  } finally {
    await sources.cleanup();
    await sql.end();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** A capture's name in the corpus, without the archive's. */
const captureName = (file: { name: string }) => file.name.replace(/^.*:/, "");

function benchMetricsEngine(): void {
  const dataset = generateDemoDataset({ seed: 20260101, today: "2026-11-20" });
  const days = Int32Array.from(dataset.navDates, (d) => isoToDay(d));
  const categoryOfScheme = new Map(dataset.schemes.map((s) => [s.id, s.categoryId]));
  const byCategory = new Map<number, { series: NavSeries; growth: boolean }[]>();
  let points = 0;
  for (const group of dataset.navs()) {
    for (const { plan, startIndex, navs } of group) {
      const series = seriesFromArrays(days.subarray(startIndex, startIndex + navs.length), navs);
      points += navs.length;
      const category = categoryOfScheme.get(plan.schemeId) ?? -1;
      const members = byCategory.get(category) ?? [];
      members.push({ series, growth: plan.option === "Growth" || plan.option === null });
      byCategory.set(category, members);
    }
  }
  const start = performance.now();
  let plans = 0;
  for (const members of byCategory.values()) {
    const category = categoryAverageReturns(members.filter((m) => m.growth).map((m) => m.series));
    for (const member of members) {
      computePlanMetrics(member.series, { category });
      plans += 1;
    }
  }
  const s = seconds(start);
  table(
    "Metrics engine on the 10-year demo dataset (pure computation, no database)",
    ["plans", "NAV points", "seconds", "NAV points/s"],
    [[plans.toLocaleString("en-IN"), points.toLocaleString("en-IN"), s.toFixed(2), rate(points, s)]],
  );
}

async function main(): Promise<void> {
  // The corpus first, so that its peak memory is not the demo dataset's.
  if (corpusAvailable()) await benchCorpusOnDatabase();
  benchMetricsEngine();
}

async function benchCorpusOnDatabase(): Promise<void> {
  const database = await resolveDatabase();
  try {
    const admin = postgres(database.url, { max: 1, onnotice: () => undefined });
    const [version] = await admin<{ v: string }[]>`select current_setting('server_version') as v`;
    await admin.end();
    console.log(
      `\nDatabase: PostgreSQL ${version?.v} (${database.source === "embedded" ? "embedded" : "DATABASE_URL"})`,
    );
    await benchCorpus(database.url);
  } finally {
    await database.release();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
