import type { Sql } from "postgres";
import type { PlanMetrics } from "@/lib/metrics/plan-metrics";

/** What the metrics engine stored for a plan beyond the screener's columns (lib/metrics/plan-metrics.ts), as of its latest NAV. */
export type PlanPerformance = Pick<PlanMetrics, "calendarYears" | "ytd" | "rolling" | "sip" | "risk"> & {
  asOf: string;
};

/** The plan's calendar-year, rolling and SIP returns and its risk window; null before its metrics are computed. */
export async function planPerformance(sql: Sql, schemeCode: number): Promise<PlanPerformance | null> {
  const [row] = await sql<PlanPerformance[]>`
    select to_char(as_of, 'YYYY-MM-DD') as "asOf", details -> 'calendarYears' as "calendarYears", details -> 'ytd' as ytd,
      details -> 'rolling' as rolling, details -> 'sip' as sip, details -> 'risk' as risk
    from plan_metrics where scheme_code = ${schemeCode}`;
  return row ?? null;
}
