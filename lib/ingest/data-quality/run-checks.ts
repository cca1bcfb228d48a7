import type { Sql } from "postgres";
import type { DataQualityResult } from "@/lib/api/schemas/data-status";
import type { DataQualityCheck } from "@/lib/ingest/data-quality/check-types";
import { DATA_QUALITY_CHECKS } from "@/lib/ingest/data-quality/data-quality-checks";

export interface DataQualityRun {
  results: DataQualityResult[];
  /** Wall time of the whole run, and of each check by id (for the import's log and the speed budget). */
  seconds: number;
  secondsByCheck: Record<string, number>;
}

async function runOne(sql: Sql, check: DataQualityCheck): Promise<DataQualityResult> {
  const { count, examples } = await check.find(sql, check.examples);
  return { id: check.id, title: check.title, status: count === 0 ? "passed" : "failed", count, examples };
}

/**
 * Runs every check (concurrently: each is one or two queries on its own pooled connection) and returns their
 * results in the table's order.
 */
export async function runDataQualityChecks(
  sql: Sql,
  checks: readonly DataQualityCheck[] = DATA_QUALITY_CHECKS,
): Promise<DataQualityRun> {
  const started = performance.now();
  const secondsByCheck: Record<string, number> = {};
  const results = await Promise.all(
    checks.map(async (check) => {
      const at = performance.now();
      const result = await runOne(sql, check);
      secondsByCheck[check.id] = (performance.now() - at) / 1000;
      return result;
    }),
  );
  return { results, seconds: (performance.now() - started) / 1000, secondsByCheck };
}
