// npm run bench:data: measures the data layer on the real AMFI corpus (../shared/data/amfi) and the
// metrics engine on the 10-year demo dataset, and prints the results as Markdown tables. Nothing is
// asserted; the goals are in the issue (full year < 60 s, daily import + metrics refresh < 10 s).
// Runs in a scratch database on DATABASE_URL's server or the embedded one, dropped at the end.
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import postgres from "postgres";
import { runMigrations } from "@/lib/db/migrate";
import { resolveDatabase } from "@/lib/db/resolve-database";
import { parseNavFile } from "@/lib/ingest/amfi/parse-nav-file";
import { NotANavFileError, type NavRecord } from "@/lib/ingest/amfi/types";
import { generateDemoDataset } from "@/lib/ingest/demo/dataset";
import { refreshChangedPlans } from "@/lib/ingest/metrics-refresh/refresh-changed-plans";
import { refreshMetrics } from "@/lib/ingest/metrics-refresh/refresh-metrics";
import { expandSources } from "@/lib/ingest/nav-import/expand-sources";
import { createImportSession, importNavFile } from "@/lib/ingest/nav-import/import-nav-file";
import { AMFI_CORPUS, corpusAvailable } from "@/lib/ingest/testing/amfi-corpus";
import { categoryAverageReturns, computePlanMetrics, isoToDay, seriesFromArrays, type NavSeries } from "@/lib/metrics";

const seconds = (from: number) => (performance.now() - from) / 1000;
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
  const sql = postgres(url.toString(), { max: 2, onnotice: () => undefined });
  const sources = await expandSources([AMFI_CORPUS]);
  try {
    await runMigrations(url.toString());
    const files = await Promise.all(sources.files.map(async (f) => ({ name: f.name, bytes: await readFile(f.path) })));
    const last = files.pop()!;

    // 1. The year into an empty database, one transaction per file (all but the last capture).
    let rows = 0;
    const session = createImportSession();
    const importStart = performance.now();
    for (const file of files) rows += (await importNavFile(sql, file, session)).rowsTotal;
    const importSeconds = seconds(importStart);

    // 2. The metrics of every plan, from scratch.
    const fullStart = performance.now();
    const full = await refreshMetrics(sql);
    const fullSeconds = seconds(fullStart);

    // 3. The next day's file and the refresh of what it changed: the daily job.
    const dailyStart = performance.now();
    const daily = await importNavFile(sql, last, session);
    const dailyImportSeconds = seconds(dailyStart);
    const refresh = await refreshChangedPlans(sql, new Set(daily.changedSchemeCodes));
    const dailySeconds = seconds(dailyStart);
    const yearSeconds = importSeconds + dailyImportSeconds;
    rows += daily.rowsTotal;

    // 4. The ceiling: the same rows parsed in advance and COPYed into a table without keys.
    const chunks: string[] = [];
    let copied = 0;
    for (const file of [...files, last]) {
      try {
        const parsed: NavRecord[] = parseNavFile(new TextDecoder().decode(file.bytes)).records;
        chunks.push(parsed.map((r) => `${r.schemeCode}\t${r.date}\t${r.nav}\n`).join(""));
        copied += parsed.length;
      } catch (error) {
        if (!(error instanceof NotANavFileError)) throw error;
      }
    }
    await sql`create table bench_copy (scheme_code integer, nav_date date, nav numeric)`;
    const copyStart = performance.now();
    const copy = await sql`copy bench_copy from stdin`.writable();
    await pipeline(Readable.from(chunks), copy);
    const copySeconds = seconds(copyStart);
    const [stored] = await sql<{ n: number }[]>`select count(*)::int as n from navs`;

    table(
      "Importing the real year (373 captures, 2025-07-16 to 2026-08-22)",
      ["measure", "rows", "seconds", "rows/s"],
      [
        ["full year into an empty database (parse, upsert, revisions; one transaction per file)", rows.toLocaleString("en-IN"), yearSeconds.toFixed(1), rate(rows, yearSeconds)],
        ["ceiling: plain COPY of the same rows, parsed in advance, no keys", copied.toLocaleString("en-IN"), copySeconds.toFixed(1), rate(copied, copySeconds)],
        ["distinct NAVs stored", stored!.n.toLocaleString("en-IN"), "", ""],
      ],
    );
    table(
      "Metrics refresh and the daily job",
      ["measure", "plans", "seconds"],
      [
        ["metrics of every plan, from scratch", full.plans.toLocaleString("en-IN"), fullSeconds.toFixed(1)],
        [`daily import of ${last.name.replace(/^.*:/, "")}`, "", dailyImportSeconds.toFixed(2)],
        ["daily import + metrics refresh of the categories it touched", (refresh?.plans ?? 0).toLocaleString("en-IN"), dailySeconds.toFixed(2)],
      ],
    );
  } finally {
    await sources.cleanup();
    await sql.end();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

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
  benchMetricsEngine();
  if (!corpusAvailable()) return;
  const database = await resolveDatabase();
  try {
    const admin = postgres(database.url, { max: 1, onnotice: () => undefined });
    const [version] = await admin<{ v: string }[]>`select current_setting('server_version') as v`;
    await admin.end();
    console.log(`\nDatabase: PostgreSQL ${version?.v} (${database.source === "embedded" ? "embedded" : "DATABASE_URL"})`);
    await benchCorpus(database.url);
  } finally {
    await database.release();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
