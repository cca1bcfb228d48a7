// npm run data:sync [-- --from YYYY-MM-DD [--to YYYY-MM-DD] [--chunk-days N] [--no-facts | --facts-only]]
// Downloads today's NAVAll.txt from AMFI and imports it, then the fund facts with a public address (scheme
// master, expense ratios, fund performance); with --from, first backfills NAV history in chunks. The scheduled
// jobs (lib/schedule/sync-jobs.ts) run the same sync with --no-facts (weekday evenings) and --facts-only (weekly), in
// the server's sync process (lib/schedule/sync-runner.ts). AMFI_WEBSITE_URL and AMFI_PORTAL_URL point it at a
// mirror. Offline, it fails at the first request with a clear message.
import { createDatabase } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { resolveDatabase } from "@/lib/db/resolve-database";
import { parseSyncArgs, runSyncCommand } from "@/lib/ingest/sync/sync-command";

async function main(): Promise<void> {
  const parsed = parseSyncArgs(process.argv.slice(2));
  if (!parsed.ok) {
    console.error(parsed.message);
    process.exit(2);
  }
  const database = await resolveDatabase();
  const { sql } = createDatabase(database.url, 3);
  try {
    await runMigrations(database.url);
    await runSyncCommand(sql, parsed.args);
  } catch (error) {
    console.error(`\nSync failed: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  } finally {
    await sql.end();
    await database.release();
  }
}

void main();
