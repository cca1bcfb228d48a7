import { IMPORT_LOCK_KEY } from "@/lib/ingest/nav-import/import-lock";
import type { Sql } from "postgres";
import { parseServerEnv } from "@/lib/env/server-env";
import { refreshMetrics, type RefreshReport } from "@/lib/ingest/metrics-refresh/refresh-metrics";

/**
 * Refreshes the metrics of every plan listed in metrics_pending (by the import that changed its NAVs, or
 * by one interrupted before its refresh) and then clears the list. An import is done only when this is.
 */
export async function finishPendingMetrics(sql: Sql): Promise<RefreshReport | null> {
  const lock = await sql.reserve();
  try {
    await lock`select pg_advisory_lock(${IMPORT_LOCK_KEY})`;
    const pending = await sql<{ scheme_code: number }[]>`select scheme_code from metrics_pending`;
    if (pending.length === 0) return null;
    const codes = pending.map((p) => p.scheme_code);
    const report = await refreshMetrics(sql, { schemeCodes: codes, riskFreeRate: parseServerEnv().RISK_FREE_RATE });
    await sql`delete from metrics_pending where scheme_code = any(${`{${codes.join(",")}}`}::int[])`;
    return report;
  } finally {
    await lock`select pg_advisory_unlock(${IMPORT_LOCK_KEY})`.catch(() => undefined);
    lock.release();
  }
}
