import { parseArgs } from "node:util";
import type { Sql } from "postgres";
import { z } from "zod";
import { amfiHostsFromEnv } from "@/lib/ingest/sync/amfi-urls";
import { runSync, type SyncResult } from "@/lib/ingest/sync/run-sync";
import { todayInIndia } from "@/lib/ingest/today-in-india";

const isoDate = z.iso.date();
const argsSchema = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  "chunk-days": z.coerce.number().int().min(1).max(90).default(30),
  "no-facts": z.boolean().default(false),
  "facts-only": z.boolean().default(false),
});

export type SyncArgs = z.infer<typeof argsSchema>;

/**
 * data:sync's arguments (`--from`, `--to`, `--chunk-days`, `--no-facts`, `--facts-only`), read the same way by the
 * command line (scripts/data-sync.ts) and the scheduled runs' process (scripts/sync-runner.ts).
 */
export function parseSyncArgs(argv: readonly string[]): { ok: true; args: SyncArgs } | { ok: false; message: string } {
  let values: Record<string, unknown>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        from: { type: "string" },
        to: { type: "string" },
        "chunk-days": { type: "string" },
        "no-facts": { type: "boolean" },
        "facts-only": { type: "boolean" },
      },
    }));
  } catch (error) {
    return { ok: false, message: `Bad arguments: ${error instanceof Error ? error.message : String(error)}` };
  }
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success)
    return {
      ok: false,
      message: `Bad arguments: ${parsed.error.issues.map((i) => `--${i.path.join(".")}: ${i.message}`).join("; ")}`,
    };
  const args = parsed.data;
  if (args["facts-only"] && (args["no-facts"] || args.from))
    return {
      ok: false,
      message: "Bad arguments: --facts-only syncs no NAVs, so it takes neither --no-facts nor --from",
    };
  return { ok: true, args };
}

/** Runs the sync those arguments ask for, against AMFI's hosts or the mirror AMFI_WEBSITE_URL / AMFI_PORTAL_URL name. */
export function runSyncCommand(sql: Sql, args: SyncArgs): Promise<SyncResult> {
  return runSync(sql, {
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
}
