import type { Sql } from "postgres";
import type { TerHistory, TerRun } from "@/lib/api/schemas/ter-history";

/** The change a watchlist reports: the value before the current one and the current one, each with its dates. */
export interface TerChange {
  previous: TerRun;
  current: TerRun;
}

/** The current run and the one before it, or null when the expense ratio never changed on record. */
export function lastTerChange(runs: readonly TerRun[]): TerChange | null {
  if (runs.length < 2) return null;
  return { previous: runs[runs.length - 2]!, current: runs[runs.length - 1]! };
}

/** The history of the fund page and the API: the runs and the date of the last change. */
export function terHistoryOf(runs: readonly TerRun[]): TerHistory {
  return { runs: [...runs], last_change: lastTerChange(runs)?.current.from ?? null };
}

/**
 * Each plan's expense ratio as runs of equal values, oldest first. One record per date: where two sources
 * give the same date, the one plan_fact_latest would take (source order), so history and latest agree. A run
 * lasts until the day before the next run starts (a change history records the day a value changed, not each
 * day it held); the current run until the last date on record.
 */
export async function terRuns(sql: Sql, schemeCodes: readonly number[]): Promise<Map<number, TerRun[]>> {
  const runs = new Map<number, TerRun[]>(schemeCodes.map((code) => [code, []]));
  if (schemeCodes.length === 0) return runs;
  const rows = await sql<(TerRun & { scheme_code: number })[]>`
    with dated as (
      select distinct on (scheme_code, as_of) scheme_code, as_of, expense_ratio, source
      from plan_facts
      where scheme_code in ${sql(schemeCodes as number[])} and expense_ratio > 0
      order by scheme_code, as_of, source
    ),
    marked as (
      select *, (expense_ratio is distinct from lag(expense_ratio) over (partition by scheme_code order by as_of))::int as starts
      from dated
    ),
    numbered as (
      select *, sum(starts) over (partition by scheme_code order by as_of) as run from marked
    ),
    runs as (
      select scheme_code, run, min(expense_ratio)::float8 as value, min(as_of) as first, max(as_of) as last,
        (array_agg(source order by as_of))[1] as source
      from numbered
      group by scheme_code, run
    )
    select scheme_code, value, to_char(first, 'YYYY-MM-DD') as "from",
      to_char(coalesce(lead(first) over (partition by scheme_code order by run) - 1, last), 'YYYY-MM-DD') as "to",
      source
    from runs
    order by scheme_code, run`;
  for (const { scheme_code, ...run } of rows) runs.get(scheme_code)!.push(run);
  return runs;
}
