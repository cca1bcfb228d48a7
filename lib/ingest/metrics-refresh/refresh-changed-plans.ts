import type { Sql } from "postgres";
import { parseServerEnv } from "@/lib/env/server-env";
import { refreshMetrics, type RefreshReport } from "@/lib/ingest/metrics-refresh/refresh-metrics";

/** After imports: recompute the metrics of the plans whose NAVs changed (and their categories), if any. */
export async function refreshChangedPlans(sql: Sql, changed: ReadonlySet<number>): Promise<RefreshReport | null> {
  if (changed.size === 0) return null;
  return refreshMetrics(sql, { schemeCodes: [...changed], riskFreeRate: parseServerEnv().RISK_FREE_RATE });
}
