import type { Sql } from "postgres";
import { navFreshness } from "@/lib/schedule/nav-freshness";
import { readLastSync, type JobRun } from "@/lib/schedule/schedule-status";
import { readSiteAsOf } from "@/lib/schedule/site-as-of";

/** What /api/health reports about the data: alert on `stale`. */
export interface DataFreshness {
  /** The date most plans report as their latest NAV; null when none are loaded. */
  latest_nav_date: string | null;
  /** The latest NAV date AMFI should have published by now (business days; holidays are not known). */
  expected_nav_date: string;
  /** More than one business day behind expected_nav_date, or no NAVs at all. */
  stale: boolean;
  /** The latest scheduled sync run (job, state, when, why it failed); null when none has run on this database. */
  last_sync: JobRun | null;
}

export async function readDataFreshness(sql: Sql, now: Date): Promise<DataFreshness> {
  const [asOf, lastSync] = await Promise.all([readSiteAsOf(sql), readLastSync(sql)]);
  const freshness = navFreshness(asOf, now);
  return {
    latest_nav_date: asOf,
    expected_nav_date: freshness.expected,
    stale: freshness.stale,
    last_sync: lastSync,
  };
}
