// npm run data:import -- [--allow-shrink] <file|folder|archive>...: imports AMFI NAV files (daily 6- or
// 8-column, or the NAV history download; plain or gzip) in one batch, then the fund-fact files among them
// (recognised by content: lib/ingest/fact-sources/fact-sources.ts), then refreshes the metrics of what
// changed, including any an interrupted import left pending. Exit 1 only when nothing could be imported.
import { parseArgs } from "node:util";
import { createDatabase } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { resolveDatabase } from "@/lib/db/resolve-database";
import { importPaths } from "@/lib/ingest/import-paths";

async function main(): Promise<void> {
  const { values, positionals: inputs } = parseArgs({
    options: { "allow-shrink": { type: "boolean", default: false } },
    allowPositionals: true,
  });
  if (inputs.length === 0) {
    console.error(
      "Usage: npm run data:import -- [--allow-shrink] <NAVAll.txt | NAVAll.txt.gz | folder | captures.tar.xz | fund-fact file> ...",
    );
    process.exit(2);
  }
  const database = await resolveDatabase();
  const { sql } = createDatabase(database.url, 3);
  try {
    await runMigrations(database.url);
    if (!(await importPaths(sql, inputs, { allowShrink: values["allow-shrink"] }))) process.exitCode = 1;
  } catch (error) {
    console.error(`Import failed: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  } finally {
    await sql.end();
    await database.release();
  }
}

void main();
