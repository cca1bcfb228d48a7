// npm run data:sync [-- --from YYYY-MM-DD [--to YYYY-MM-DD] [--chunk-days N] [--no-facts | --facts-only]]
// Downloads today's NAVAll.txt from AMFI and imports it, then the fund facts with a public address (scheme
// master, expense ratios, fund performance); with --from, first backfills NAV history in chunks. The scheduled
// jobs (lib/schedule/sync-jobs.ts) run it with --no-facts (weekday evenings) and --facts-only (weekly). AMFI_WEBSITE_URL
// and AMFI_PORTAL_URL point it at a mirror. Offline, it fails at the first request with a clear message.
import { parseArgs } from "node:util";
import { z } from "zod";
import { createDatabase } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { resolveDatabase } from "@/lib/db/resolve-database";
import { amfiHostsFromEnv } from "@/lib/ingest/sync/amfi-urls";
import { runSync } from "@/lib/ingest/sync/run-sync";
import { todayInIndia } from "@/lib/ingest/today-in-india";

const isoDate = z.iso.date();
const argsSchema = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  "chunk-days": z.coerce.number().int().min(1).max(90).default(30),
  "no-facts": z.boolean().default(false),
  "facts-only": z.boolean().default(false),
});

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      from: { type: "string" },
      to: { type: "string" },
      "chunk-days": { type: "string" },
      "no-facts": { type: "boolean" },
      "facts-only": { type: "boolean" },
    },
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(`Bad arguments: ${parsed.error.issues.map((i) => `--${i.path.join(".")}: ${i.message}`).join("; ")}`);
    process.exit(2);
  }
  const args = parsed.data;
  if (args["facts-only"] && (args["no-facts"] || args.from)) {
    console.error("Bad arguments: --facts-only syncs no NAVs, so it takes neither --no-facts nor --from");
    process.exit(2);
  }
  const database = await resolveDatabase();
  const { sql } = createDatabase(database.url, 3);
  try {
    await runMigrations(database.url);
    await runSync(sql, {
      hosts: amfiHostsFromEnv(),
      today: todayInIndia(),
      from: args.from,
      to: args.to,
      chunkDays: args["chunk-days"],
      facts: !args["no-facts"],
      nav: !args["facts-only"],
      onRetry: (attempt, reason, delay) =>
        console.error(`  attempt ${attempt} failed (${reason}); retrying in ${delay / 1000} s`),
    });
  } catch (error) {
    console.error(`\nSync failed: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  } finally {
    await sql.end();
    await database.release();
  }
}

void main();
