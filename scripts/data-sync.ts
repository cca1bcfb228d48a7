// npm run data:sync [-- --from YYYY-MM-DD [--to YYYY-MM-DD] [--chunk-days N]]
// Downloads today's NAVAll.txt from AMFI and imports it; with --from, first backfills history through
// AMFI's NAV history download in chunks. Offline, it fails at the first request with a clear message.
import { parseArgs } from "node:util";
import { z } from "zod";
import { createDatabase } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { resolveDatabase } from "@/lib/db/resolve-database";
import { refreshChangedPlans } from "@/lib/ingest/metrics-refresh/refresh-changed-plans";
import { createImportSession, importNavFile } from "@/lib/ingest/nav-import/import-nav-file";
import { AMFI_DAILY_NAV_URL, amfiHistoryUrl } from "@/lib/ingest/sync/amfi-urls";
import { fetchWithRetry } from "@/lib/ingest/sync/fetch-with-retry";
import { historyChunks } from "@/lib/ingest/sync/history-chunks";
import { writeProgress } from "@/lib/ingest/sync/progress-bar";
import { todayInIndia } from "@/lib/ingest/today-in-india";

const isoDate = z.iso.date();
const argsSchema = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  "chunk-days": z.coerce.number().int().min(1).max(90).default(30),
});

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { from: { type: "string" }, to: { type: "string" }, "chunk-days": { type: "string" } } });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(`Bad arguments: ${parsed.error.issues.map((i) => `--${i.path.join(".")}: ${i.message}`).join("; ")}`);
    process.exit(2);
  }
  const args = parsed.data;
  const database = await resolveDatabase();
  const { sql } = createDatabase(database.url, 2);
  const changed = new Set<number>();
  const session = createImportSession();
  try {
    await runMigrations(database.url);
    if (args.from) {
      const chunks = historyChunks(args.from, args.to ?? todayInIndia(), args["chunk-days"]);
      for (const [index, chunk] of chunks.entries()) {
        writeProgress(process.stderr, index, chunks.length, `downloading ${chunk.from} to ${chunk.to}`);
        const bytes = await fetchWithRetry(amfiHistoryUrl(chunk), {
          timeoutMs: 120_000,
          onRetry: (attempt, reason, delay) => console.error(`\n  attempt ${attempt} failed (${reason}); retrying in ${delay / 1000} s`),
        });
        const report = await importNavFile(sql, { name: `amfi-history-${chunk.from}-${chunk.to}.txt`, bytes }, session);
        if (report.status === "refused") console.error(`\n  ${chunk.from} to ${chunk.to}: refused: ${report.message}`);
        for (const code of report.changedSchemeCodes) changed.add(code);
      }
      writeProgress(process.stderr, chunks.length, chunks.length, "history downloaded");
    }
    const bytes = await fetchWithRetry(AMFI_DAILY_NAV_URL, { timeoutMs: 60_000 });
    const report = await importNavFile(sql, { name: `NAVAll-${todayInIndia()}.txt`, bytes }, session);
    if (report.status === "refused") throw new Error(`AMFI's file was refused: ${report.message}`);
    for (const code of report.changedSchemeCodes) changed.add(code);
    const refresh = await refreshChangedPlans(sql, changed);
    if (refresh) console.log(`Metrics refreshed for ${refresh.plans} plans (${refresh.seconds.toFixed(1)} s).`);
    console.log(
      report.status === "imported"
        ? `Imported today's NAVs: ${report.rowsTotal} rows, ${report.rowsAdded} added, ${report.rowsRevised} revised, ${report.rowsUnchanged} unchanged.`
        : "Today's file is unchanged since the last sync.",
    );
  } catch (error) {
    console.error(`\nSync failed: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  } finally {
    await sql.end();
    await database.release();
  }
}

void main();
