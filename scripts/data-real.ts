// npm run data:real: loads the real public sources in ../shared/data (or SHARED_DATA_DIR) into the
// database in one step: the AMFI NAV captures, then the fund facts (scheme master, expense ratios, AUM, index
// series), each file through data:import's path (lib/ingest/real-data-sources.ts lists them).
import { createDatabase } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { resolveDatabase } from "@/lib/db/resolve-database";
import { importRealData } from "@/lib/ingest/real-data-sources";
import { SHARED_DATA_DIR } from "@/lib/ingest/shared-data-dir";

async function main(): Promise<void> {
  const root = SHARED_DATA_DIR;
  const database = await resolveDatabase();
  const { sql } = createDatabase(database.url, 3);
  try {
    await runMigrations(database.url);
    if (!(await importRealData(sql, root))) {
      console.error(`Nothing imported from ${root} (set SHARED_DATA_DIR to the folder that holds amfi/, ter/, ...).`);
      process.exitCode = 1;
    }
  } catch (error) {
    console.error(`Import failed: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  } finally {
    await sql.end();
    await database.release();
  }
}

void main();
