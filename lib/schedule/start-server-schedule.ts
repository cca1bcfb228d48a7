import type { Sql } from "postgres";
import { expectedNavDate } from "@/lib/schedule/nav-freshness";
import { parseScheduleEnv, type ScheduleEnv } from "@/lib/schedule/schedule-env";
import { readSiteAsOf } from "@/lib/schedule/site-as-of";
import { syncJobs, type SyncJob } from "@/lib/schedule/sync-jobs";
import { startSyncSchedule, type SyncSchedule } from "@/lib/schedule/sync-schedule";
import { SyncRunner } from "@/lib/schedule/sync-runner";

/** Whether this server runs the schedule, and why (logged at start). */
export async function scheduleWanted(
  sql: Sql,
  env: Pick<ScheduleEnv, "SYNC_SCHEDULE">,
  realDataDir: string | undefined,
): Promise<{ on: boolean; why: string }> {
  if (env.SYNC_SCHEDULE === "off") return { on: false, why: "SYNC_SCHEDULE=off" };
  if (env.SYNC_SCHEDULE === "on") return { on: true, why: "SYNC_SCHEDULE=on" };
  if (realDataDir) return { on: true, why: "REAL_DATA_DIR is set" };
  const [row] = await sql<{ kind: string }[]>`select kind from dataset_state where id = 1`;
  // The demo dataset stays as it was made: AMFI's NAVs would be imported beside fictional funds.
  if (row?.kind === "amfi") return { on: true, why: "the database holds AMFI data" };
  return {
    on: false,
    why: `the database holds ${row ? "the demo dataset" : "no fund data"} (SYNC_SCHEDULE=on forces it)`,
  };
}

/** A NAV sync succeeded but AMFI has not published the run's day yet: failed, so that pg-boss retries later. */
export async function assertNavsPublished(sql: Sql, job: SyncJob, scheduledAt: Date): Promise<void> {
  if (!job.expectsTodaysNavs) return;
  const due = expectedNavDate(scheduledAt, 0);
  const asOf = await readSiteAsOf(sql);
  if (asOf === null || asOf < due)
    throw new Error(`AMFI has not published the NAVs of ${due} yet (the latest are of ${asOf ?? "no date"})`);
}

const RETRY_START_MS = 60_000;

/**
 * npm start's scheduled sync (scripts/serve.ts): started in the background, so the server never waits for it;
 * while the database cannot be reached it tries again every minute. Returns the function that stops it.
 */
export function startServerSchedule(
  sql: Sql,
  databaseUrl: string,
  realDataDir: string | undefined,
): () => Promise<void> {
  const log = (line: string) => console.log(line);
  // A bad setting stops the server here, with the message naming it.
  const env = parseScheduleEnv();
  let schedule: SyncSchedule | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const runner = new SyncRunner();
  const attempt = async () => {
    try {
      const wanted = await scheduleWanted(sql, env, realDataDir);
      if (!wanted.on) return log(`[schedule] off: ${wanted.why}`);
      const jobs = syncJobs(env);
      schedule = await startSyncSchedule({
        connectionString: databaseUrl,
        jobs,
        log,
        run: async (job, scheduledAt) => {
          await runner.run(job.args);
          await assertNavsPublished(sql, job, scheduledAt);
        },
      });
      if (stopped) await schedule.stop();
      else
        log(
          `[schedule] on (${wanted.why}): ${jobs.map((job) => `${job.name} "${job.cron}" ${job.timeZone}`).join(", ")}`,
        );
    } catch (error) {
      log(
        `[schedule] not started (${error instanceof Error ? error.message : String(error)}); trying again in a minute`,
      );
      if (!stopped) timer = setTimeout(() => void attempt(), RETRY_START_MS);
      timer?.unref();
    }
  };
  void attempt();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await schedule?.stop();
    await runner.stop();
  };
}
