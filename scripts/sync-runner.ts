// The server's sync process (lib/schedule/sync-runner.ts starts it and keeps it between runs): takes runs of
// data:sync over IPC, one at a time, and answers each with its outcome and its parts' times (runSync's phases). The
// database is DATABASE_URL (the server's); the pool holds no connection between runs.
import { createDatabase, type Database } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { parseServerEnv } from "@/lib/env/server-env";
import { parseSyncArgs, runSyncCommand } from "@/lib/ingest/sync/sync-command";
import { syncRunRequestSchema, type SyncRunAnswer } from "@/lib/schedule/sync-runner-messages";

let database: Database | null = null;
let migrated = false;

async function answer(message: unknown): Promise<SyncRunAnswer> {
  const request = syncRunRequestSchema.parse(message);
  try {
    const parsed = parseSyncArgs(request.args);
    if (!parsed.ok) throw new Error(parsed.message);
    const url = parseServerEnv().DATABASE_URL;
    if (!url) throw new Error("the sync process was started without DATABASE_URL");
    database ??= createDatabase(url, 3, { idleTimeoutSeconds: 30 });
    if (!migrated) {
      await runMigrations(url);
      migrated = true;
    }
    const { phases, refreshed } = await runSyncCommand(database.sql, parsed.args);
    return { id: request.id, ok: true, pid: process.pid, phases, refreshed };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`\nSync failed: ${reason}`);
    return { id: request.id, ok: false, pid: process.pid, reason };
  }
}

// One run at a time: the server sends the next only after this one's answer.
process.on("message", (message) => {
  void answer(message).then(
    (reply) => process.send!(reply),
    (error: unknown) => {
      console.error(`The sync process could not read its request: ${String(error)}`);
      process.exit(1);
    },
  );
});
// The server went away (stopped, or killed): nothing is left to answer to.
process.on("disconnect", () => process.exit(0));
