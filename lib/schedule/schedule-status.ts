import { parseExpression } from "cron-parser";
import type { Sql } from "postgres";
// Not from sync-schedule.ts: /api/health reads the status, and its bundle has no use for pg-boss.
import { SCHEDULE_SCHEMA } from "@/lib/schedule/schedule-schema";
import { FACTS_SYNC_JOB, NAV_SYNC_JOB } from "@/lib/schedule/sync-jobs";

const JOB_NAMES = [NAV_SYNC_JOB, FACTS_SYNC_JOB];

/** One run of a scheduled job, as pg-boss recorded it (pgboss.job, or pgboss.archive once finished a while). */
export interface JobRun {
  job: string;
  /** created (waiting), retry (failed, another attempt due), active, completed, failed (no attempt left), cancelled. */
  state: string;
  scheduled_at: string;
  /** When the last attempt ended, or started while it runs or waits for its retry. */
  at: string;
  attempts: number;
  /** Why the last attempt failed; null when it did not. */
  reason: string | null;
}

export interface ScheduledJob {
  job: string;
  cron: string;
  time_zone: string;
  next_run: string;
  last_run: JobRun | null;
}

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** True once pg-boss has made its tables in this database (the schedule has run on it at least once). */
async function scheduleInstalled(sql: Sql): Promise<boolean> {
  const [row] = await sql<{ installed: boolean }[]>`
    select to_regclass(${`${SCHEDULE_SCHEMA}.schedule`}) is not null
       and to_regclass(${`${SCHEDULE_SCHEMA}.archive`}) is not null as installed`;
  return row?.installed ?? false;
}

/** The latest run of each job named that has started (a run merely queued has no outcome yet). */
async function lastRuns(sql: Sql, names: string[]): Promise<JobRun[]> {
  const runs = `
    select name, state, created_on, started_on, completed_on, retry_count, output from ${SCHEDULE_SCHEMA}.job
    union all
    select name, state, created_on, started_on, completed_on, retry_count, output from ${SCHEDULE_SCHEMA}.archive`;
  return sql.unsafe<JobRun[]>(
    `select distinct on (name) name as job, state, ${iso("created_on")} as scheduled_at,
            ${iso("coalesce(completed_on, started_on)")} as at, retry_count + 1 as attempts,
            case when state in ('retry', 'failed') then coalesce(output->>'message', output::text) end as reason
     from (${runs}) runs where name = any($1::text[]) and started_on is not null
     order by name, created_on desc`,
    [names],
  );
}

/** Each scheduled job with its next and last run; null when the schedule has never started on this database. */
export async function readScheduleStatus(sql: Sql, now = new Date()): Promise<ScheduledJob[] | null> {
  if (!(await scheduleInstalled(sql))) return null;
  const schedules = await sql.unsafe<{ name: string; cron: string; timezone: string }[]>(
    `select name, cron, timezone from ${SCHEDULE_SCHEMA}.schedule where name = any($1::text[]) order by name`,
    [JOB_NAMES],
  );
  const runs = await lastRuns(sql, JOB_NAMES);
  return schedules.map((schedule) => ({
    job: schedule.name,
    cron: schedule.cron,
    time_zone: schedule.timezone,
    next_run: parseExpression(schedule.cron, { tz: schedule.timezone, currentDate: now }).next().toISOString(),
    last_run: runs.find((run) => run.job === schedule.name) ?? null,
  }));
}

/** The latest run of any sync job that has started (what /api/health reports); null when none has. */
export async function readLastSync(sql: Sql): Promise<JobRun | null> {
  if (!(await scheduleInstalled(sql))) return null;
  const runs = await lastRuns(sql, JOB_NAMES);
  return runs.sort((a, b) => b.scheduled_at.localeCompare(a.scheduled_at))[0] ?? null;
}
