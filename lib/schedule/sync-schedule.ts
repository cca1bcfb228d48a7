import PgBoss from "pg-boss";
import postgres from "postgres";
import { SCHEDULE_SCHEMA } from "@/lib/schedule/schedule-schema";
import type { SyncJob } from "@/lib/schedule/sync-jobs";

// Instances starting together take turns on this advisory lock (beside the other keys, lib/db/migrate.ts):
// pg-boss's createQueue makes a table partition, and two at once deadlock.
const SCHEDULE_START_LOCK_KEY = 7_202_630;

export interface SyncScheduleOptions {
  connectionString: string;
  jobs: SyncJob[];
  /** Runs one job; a rejection is recorded as the run's failure (its message is the reason) and retried. */
  run: (job: SyncJob, scheduledAt: Date) => Promise<void>;
  log?: (line: string) => void;
  /** Tests shorten pg-boss's timings (defaults: its own). */
  timings?: { pollingIntervalSeconds?: number; cronMonitorIntervalSeconds?: number };
}

export interface SyncSchedule {
  stop(): Promise<void>;
}

/**
 * Starts this instance's share of the schedule: the cron entries are stored in PostgreSQL, pg-boss turns each
 * due entry into one job for all instances (one instance checks the clock per interval, and a job per entry and
 * minute is a singleton), and whichever instance fetches the job runs it. Runs, retries and reasons stay in
 * pg-boss's job tables (history kept 30 days).
 */
export async function startSyncSchedule(options: SyncScheduleOptions): Promise<SyncSchedule> {
  const log = options.log ?? ((line: string) => console.log(line));
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: SCHEDULE_SCHEMA,
    application_name: "fundlens-schedule",
    // Two connections: the schedule must not take the app's request connections.
    max: 2,
    // Finished runs move to pgboss.archive after 12 hours and stay there this long: the schedule's history.
    deleteAfterDays: 30,
    // pg-boss refuses a setting given as undefined: only the tests' shortened timings are passed.
    ...(options.timings?.cronMonitorIntervalSeconds && {
      cronMonitorIntervalSeconds: options.timings.cronMonitorIntervalSeconds,
    }),
  });
  // pg-boss's own background errors (the database away for a while): logged, it carries on by itself.
  boss.on("error", (error) => log(`[schedule] ${error.message}`));
  const lock = postgres(options.connectionString, { max: 1, onnotice: () => undefined });
  try {
    await lock`select pg_advisory_lock(${SCHEDULE_START_LOCK_KEY})`;
    await boss.start();
    try {
      await registerJobs(boss, options, log);
    } catch (error) {
      await boss.stop({ graceful: false });
      throw error;
    }
  } finally {
    // Ending the session releases the lock.
    await lock.end();
  }
  return { stop: () => boss.stop({ graceful: true, timeout: 10_000 }) };
}

async function registerJobs(boss: PgBoss, options: SyncScheduleOptions, log: (line: string) => void): Promise<void> {
  for (const job of options.jobs) {
    const queue = {
      name: job.name,
      retryLimit: job.retryLimit,
      retryDelay: job.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: job.expireInSeconds,
    };
    // createQueue leaves an existing queue as it was: updateQueue brings a changed retry setting in.
    await boss.createQueue(job.name, queue);
    await boss.updateQueue(job.name, queue);
    await boss.schedule(job.name, job.cron, {}, { tz: job.timeZone });
    await boss.work(
      job.name,
      {
        includeMetadata: true,
        batchSize: 1,
        ...(options.timings?.pollingIntervalSeconds && {
          pollingIntervalSeconds: options.timings.pollingIntervalSeconds,
        }),
      },
      async ([run]) => {
        if (!run) return;
        log(`[schedule] ${job.name}: started (attempt ${run.retryCount + 1} of ${job.retryLimit + 1})`);
        try {
          await options.run(job, run.createdOn);
          log(`[schedule] ${job.name}: done`);
        } catch (error) {
          log(`[schedule] ${job.name}: failed (${error instanceof Error ? error.message : String(error)})`);
          throw error;
        }
      },
    );
  }
}
