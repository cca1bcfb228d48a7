// npm run data:import -- <file|folder|archive>...: imports AMFI NAV files (daily 6- or 8-column, or the
// NAV history download), each in its own transaction, then refreshes the metrics of the plans that changed.
import { readFile } from "node:fs/promises";
import { createDatabase } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { resolveDatabase } from "@/lib/db/resolve-database";
import { expandSources } from "@/lib/ingest/nav-import/expand-sources";
import { createImportSession, importNavFile } from "@/lib/ingest/nav-import/import-nav-file";
import type { NavImportReport } from "@/lib/ingest/nav-import/import-report";
import { refreshChangedPlans } from "@/lib/ingest/metrics-refresh/refresh-changed-plans";

function describe(report: NavImportReport): string {
  if (report.status !== "imported") return `${report.status.toUpperCase()}: ${report.message}`;
  const skipped = Object.entries(report.skipped).map(([reason, n]) => `${reason} ${n}`).join(", ") || "none";
  const extras = [
    report.rowsRevised ? `revised ${report.rowsRevised}` : "",
    report.isinProblems ? `bad ISINs ${report.isinProblems}` : "",
    report.unmappedHeadings.length ? `unmapped headings: ${report.unmappedHeadings.map((h) => `"${h.heading}" (${h.records})`).join("; ")}` : "",
    report.replacedDemo ? "replaced the demo dataset" : "",
  ].filter(Boolean);
  return `${report.layout}: ${report.rowsTotal} rows, added ${report.rowsAdded}, unchanged ${report.rowsUnchanged}; skipped: ${skipped}${extras.length ? `; ${extras.join("; ")}` : ""}`;
}

async function main(): Promise<void> {
  const inputs = process.argv.slice(2);
  if (inputs.length === 0) {
    console.error("Usage: npm run data:import -- <NAVAll.txt | folder | captures.tar.xz> ...");
    process.exit(2);
  }
  const database = await resolveDatabase();
  const { sql } = createDatabase(database.url, 2);
  let imported = 0;
  let refused = 0;
  const started = performance.now();
  try {
    await runMigrations(database.url);
    const sources = await expandSources(inputs);
    try {
      const totals = { rows: 0, added: 0, unchanged: 0, revised: 0, skipped: 0 };
      const changed = new Set<number>();
      const session = createImportSession();
      for (const file of sources.files) {
        const report = await importNavFile(sql, { name: file.name, bytes: await readFile(file.path) }, session);
        console.log(`${file.name}  ${describe(report)}`);
        if (report.status === "refused") refused += 1;
        if (report.status !== "imported") continue;
        imported += 1;
        totals.rows += report.rowsTotal;
        totals.added += report.rowsAdded;
        totals.unchanged += report.rowsUnchanged;
        totals.revised += report.rowsRevised;
        totals.skipped += Object.values(report.skipped).reduce((a, b) => a + (b ?? 0), 0);
        for (const code of report.changedSchemeCodes) changed.add(code);
      }
      const refresh = await refreshChangedPlans(sql, changed);
      if (refresh) console.log(`Metrics refreshed for ${refresh.plans} plans in ${refresh.categories} categories (${refresh.seconds.toFixed(1)} s).`);
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `\n${sources.files.length} files: ${imported} imported, ${refused} refused, ${sources.files.length - imported - refused} already imported. ` +
          `${totals.rows} rows: ${totals.added} added, ${totals.unchanged} unchanged, ${totals.revised} revised, ${totals.skipped} lines skipped. ${seconds.toFixed(1)} s.`,
      );
    } finally {
      await sources.cleanup();
    }
  } catch (error) {
    console.error(`Import failed: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  } finally {
    await sql.end();
    await database.release();
  }
  // A batch with some refused files (AMFI's HTML error pages) still succeeds; refusing everything does not.
  if (imported === 0 && refused > 0) process.exitCode = 1;
}

void main();
