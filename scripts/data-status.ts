// npm run data:status [-- --json]: what is loaded (demo or AMFI), how much of it, and the last imports.
import { createDatabase } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { resolveDatabase } from "@/lib/db/resolve-database";
import { datasetStatus } from "@/lib/ingest/dataset-status";
import { navEventsStatusText } from "@/lib/ingest/nav-anomalies/nav-events-report";

async function main(): Promise<void> {
  const asJson = process.argv.includes("--json");
  const database = await resolveDatabase();
  const { sql } = createDatabase(database.url, 1);
  try {
    await runMigrations(database.url);
    const status = await datasetStatus(sql);
    if (asJson) {
      console.log(JSON.stringify(status, null, 2));
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
      status.metrics_pending
        ? `Metrics pending:  ${status.metrics_pending} plans (an import was interrupted before its metrics refresh; npm run data:import or the next npm start finishes it)`
        : "Metrics pending:  none",
    );
    console.log("\nFund-fact sources (latest import of each):");
    if (status.fact_sources.length === 0) console.log("  none imported (npm run data:real loads ../shared/data)");
    else
      console.table(
        status.fact_sources.map((f) => ({
          kind: f.kind,
          source: f.source,
          "as of": f.as_of ?? "--",
          imported: f.finished_at,
          rows: f.rows_total,
          matched: f.rows_matched ?? "--",
          unmatched: f.rows_unmatched ?? "--",
        })),
      );
    console.log(await navEventsStatusText(sql));
    if (status.imports.length) {
      console.log("\nLast imports:");
      console.table(
        status.imports.map((i) => ({
          id: i.id,
          kind: i.kind,
          source: i.source,
          finished: i.finished_at ?? "unfinished",
          added: i.rows_added,
          unchanged: i.rows_unchanged,
          revised: i.rows_revised,
          skipped:
            Object.entries(i.skipped)
              .map(([reason, n]) => `${reason}: ${n}`)
              .join(", ") || "none",
        })),
      );
    }
  } finally {
    await sql.end();
    await database.release();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
