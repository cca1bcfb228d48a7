// npm run data:status [-- --json]: what is loaded (demo or AMFI), each fund-fact file with its as-of date, rows,
// matches and first unmatched names, the data-quality checks' results, the last imports, and the scheduled sync
// (each job's schedule, last run and next run).
import { createDatabase } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { resolveDatabase } from "@/lib/db/resolve-database";
import { describeChecks, summariseChecks } from "@/lib/ingest/data-quality/describe-checks";
import { runDataQualityChecks } from "@/lib/ingest/data-quality/run-checks";
import { datasetStatus, fileNameOf as fileNameOfImport, type DatasetStatus } from "@/lib/ingest/dataset-status";
import { textTable } from "@/lib/ingest/text-table";
import { readDataFreshness } from "@/lib/schedule/data-freshness";
import { readScheduleStatus, type ScheduledJob } from "@/lib/schedule/schedule-status";

function printSources(status: DatasetStatus): void {
  console.log("\nFund-fact files (the latest import of each):");
  if (status.sources.length === 0) {
    console.log("  none imported (npm run data:real loads ../shared/data)");
    return;
  }
  const table = textTable(
    ["kind", "file", "as of", "rows", "matched", "unmatched"],
    status.sources.map((s) => [s.kind, s.file, s.as_of, s.rows, s.matched, s.unmatched]),
  );
  for (const line of table) console.log(`  ${line}`);
  for (const source of status.sources.filter((s) => s.unmatched_names.length > 0)) {
    console.log(`\n  Unmatched in ${source.file} (${source.unmatched}):`);
    for (const name of source.unmatched_names) console.log(`    ${name}`);
    const more = (source.unmatched ?? 0) - source.unmatched_names.length;
    if (more > 0) console.log(`    ... and ${more} more (--json lists up to 500)`);
  }
}

/** A moment in the job's own time zone: "2026-11-30 22:30". */
const inZone = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone, dateStyle: "short", timeStyle: "short" }).format(new Date(iso));

function printSchedule(jobs: ScheduledJob[] | null): void {
  console.log("\nScheduled sync (docs/serving.md):");
  if (jobs === null || jobs.length === 0) {
    console.log("  never started on this database (npm start runs it on AMFI data, or with SYNC_SCHEDULE=on)");
    return;
  }
  const table = textTable(
    ["job", "schedule", "time zone", "last run", "state", "attempts", "next run"],
    jobs.map((job) => [
      job.job,
      job.cron,
      job.time_zone,
      job.last_run ? inZone(job.last_run.at, job.time_zone) : "none yet",
      job.last_run?.state ?? "",
      job.last_run?.attempts ?? "",
      inZone(job.next_run, job.time_zone),
    ]),
  );
  for (const line of table) console.log(`  ${line}`);
  for (const job of jobs.filter((j) => j.last_run?.reason))
    console.log(`  ${job.job} last failed: ${job.last_run!.reason}`);
}

async function main(): Promise<void> {
  const asJson = process.argv.includes("--json");
  const database = await resolveDatabase();
  const { sql } = createDatabase(database.url, 3);
  try {
    await runMigrations(database.url);
    const [status, checks, schedule, freshness] = await Promise.all([
      datasetStatus(sql),
      runDataQualityChecks(sql),
      readScheduleStatus(sql),
      readDataFreshness(sql, new Date()),
    ]);
    if (asJson) {
      console.log(JSON.stringify({ ...status, checks: checks.results, freshness, schedule }, null, 2));
      return;
    }
    const label = {
      demo: "demo dataset (fictional funds)",
      amfi: "AMFI data",
      empty: "empty: run npm run data:demo or npm run data:import",
    }[status.kind];
    console.log(`Dataset:          ${label}`);
    console.log(`Fund houses:      ${status.amcs}`);
    console.log(`Categories:       ${status.categories}`);
    console.log(`Schemes:          ${status.schemes}`);
    console.log(`Plans:            ${status.plans}`);
    console.log(`NAV rows:         ${status.nav_rows}`);
    console.log(`As of:            ${status.as_of_date ?? "--"} (the date most plans report)`);
    console.log(`Latest NAV date:  ${status.latest_nav_date ?? "--"}`);
    console.log(
      `Freshness:        ${freshness.stale ? "STALE" : "current"} (AMFI should have published ${freshness.expected_nav_date})`,
    );
    console.log(
      status.metrics_pending
        ? `Metrics pending:  ${status.metrics_pending} plans (an import was interrupted before its metrics refresh; npm run data:import or the next npm start finishes it)`
        : "Metrics pending:  none",
    );
    printSources(status);
    console.log(`\n${summariseChecks(checks.results, checks.seconds)}`);
    for (const line of describeChecks(checks.results)) console.log(line);
    if (status.imports.length) {
      console.log("\nLast imports:");
      const table = textTable(
        ["id", "kind", "file", "finished", "added", "unchanged", "revised", "skipped"],
        status.imports.map((i) => [
          i.id,
          i.kind,
          fileNameOfImport(i.source),
          i.finished_at ?? "unfinished",
          i.rows_added,
          i.rows_unchanged,
          i.rows_revised,
          Object.entries(i.skipped)
            .map(([reason, n]) => `${reason}: ${n}`)
            .join(", ") || "none",
        ]),
      );
      for (const line of table) console.log(`  ${line}`);
    }
    printSchedule(schedule);
  } finally {
    await sql.end();
    await database.release();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
