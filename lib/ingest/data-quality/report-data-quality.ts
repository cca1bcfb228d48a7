import type { Sql } from "postgres";
import { describeChecks, summariseChecks } from "@/lib/ingest/data-quality/describe-checks";
import { runDataQualityChecks, type DataQualityRun } from "@/lib/ingest/data-quality/run-checks";

/**
 * After an import: runs the checks and prints each failed or skipped one with its examples (a passed check is
 * one line), then the summary. A check that throws is reported, never fails the import it follows.
 */
export async function reportDataQuality(sql: Sql, log: (line: string) => void): Promise<DataQualityRun | null> {
  try {
    const run = await runDataQualityChecks(sql);
    log(`\n${summariseChecks(run.results, run.seconds)}`);
    for (const line of describeChecks(run.results)) log(line);
    return run;
  } catch (error) {
    log(`\nData checks could not run: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
