import type { ScheduleEnv } from "@/lib/schedule/schedule-env";

/** One scheduled job: a run of `npm run data:sync` with these arguments, and how pg-boss retries it. */
export interface SyncJob {
  name: string;
  description: string;
  cron: string;
  timeZone: string;
  /** Arguments to scripts/data-sync.ts. */
  args: string[];
  /** After a successful run, the NAVs of the run's day must be in: AMFI may publish late, and the retries wait for it. */
  expectsTodaysNavs: boolean;
  retryLimit: number;
  /** The first retry's delay; each later one doubles it (pg-boss adds up to as much again at random). */
  retryDelaySeconds: number;
  /** A run still going after this long is failed (and retried). */
  expireInSeconds: number;
}

export const NAV_SYNC_JOB = "amfi-nav-sync";
export const FACTS_SYNC_JOB = "amfi-facts-sync";

/** The scheduled jobs; each runs the metrics refresh for what it imported (runSync does). */
export function syncJobs(env: ScheduleEnv): SyncJob[] {
  return [
    {
      name: NAV_SYNC_JOB,
      description: "today's NAVs from AMFI (NAVAll.txt), then the metrics",
      cron: env.SYNC_NAV_CRON,
      timeZone: env.SYNC_TIMEZONE,
      args: ["--no-facts"],
      expectsTodaysNavs: true,
      // Retries after 10-20, 20-40, 40-80, 80-160 and 160-320 minutes: from 22:30 the last one falls between
      // 03:40 and 08:50 the next morning.
      retryLimit: 5,
      retryDelaySeconds: 600,
      expireInSeconds: 3600,
    },
    {
      name: FACTS_SYNC_JOB,
      description: "scheme master, expense ratios and fund performance feed from AMFI, then the metrics",
      cron: env.SYNC_FACTS_CRON,
      timeZone: env.SYNC_TIMEZONE,
      args: ["--facts-only"],
      expectsTodaysNavs: false,
      retryLimit: 4,
      retryDelaySeconds: 1800,
      expireInSeconds: 3600,
    },
  ];
}
