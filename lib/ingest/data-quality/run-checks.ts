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

async function runOne(sql: Sql, check: DataQualityCheck, present: ReadonlySet<string>): Promise<DataQualityResult> {
  const base = { id: check.id, title: check.title };
  if (check.requires && !present.has(check.requires.table))
    return { ...base, status: "skipped", count: null, examples: [], skipped_reason: check.requires.reason };
  const { count, examples } = await check.find(sql, check.examples);
  return { ...base, status: count === 0 ? "passed" : "failed", count, examples, skipped_reason: null };
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
  const required = [...new Set(checks.flatMap((check) => (check.requires ? [check.requires.table] : [])))];
  const found = required.length
    ? await sql<{ name: string }[]>`
        select name from unnest(${required}::text[]) as name where to_regclass('public.' || name) is not null`
    : [];
  const present = new Set(found.map((row) => row.name));
  const secondsByCheck: Record<string, number> = {};
  const results = await Promise.all(
    checks.map(async (check) => {
      const at = performance.now();
      const result = await runOne(sql, check, present);
      secondsByCheck[check.id] = (performance.now() - at) / 1000;
      return result;
    }),
  );
  return { results, seconds: (performance.now() - started) / 1000, secondsByCheck };
}
