import type { Sql } from "postgres";
import type { DataQualityExample } from "@/lib/api/schemas/data-status";

/** What a check found: how many failures, and the first few of them. */
export interface CheckOutcome {
  count: number;
  examples: DataQualityExample[];
}

/** One invariant of the loaded data (DATA_QUALITY_CHECKS). */
export interface DataQualityCheck {
  /** Stable, kebab-case: tests and the API name a check by it. */
  id: string;
  /** What a failure is, in a reader's words. */
  title: string;
  /** How many examples to show. */
  examples: number;
  find: (sql: Sql, limit: number) => Promise<CheckOutcome>;
}
