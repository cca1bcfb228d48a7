import type { Sql, TransactionSql } from "postgres";
import { indexKey } from "@/lib/benchmarks/index-key";
import { textMemo } from "@/lib/cache/text-memo";
import { benchmarkOfName, standInBenchmark, type ResolvedBenchmark } from "@/lib/benchmarks/resolve-benchmark";

interface PlanBenchmarkRow {
  scheme_code: number;
  category_slug: string | null;
  scheme_name: string;
  own_benchmark: string | null;
  own_source: string | null;
  own_as_of: string | null;
}

export interface OwnBenchmark {
  name: string;
  key: string;
  /** The fact source and date that gave it. */
  fact: { source: string; asOf: string } | null;
}

/** The index a plan is compared with (name, key, basis), and the scheme's own benchmark when a source gives it. */
export interface PlanBenchmark extends ResolvedBenchmark {
  /** For a scheme's own benchmark: the fact source and date that gave it. */
  fact: { source: string; asOf: string } | null;
  /**
   * The scheme's own benchmark when a source gives it. When its series is not loaded (or ends before the site's
   * as-of date) the plan is compared with a stand-in (basis "index-fund" or "category"), named as one.
   */
  own: OwnBenchmark | null;
}

/** Printed benchmarks and scheme names repeat in every refresh: each is resolved once in a process. */
const ownBenchmarks = textMemo<ResolvedBenchmark>();
const standIns = textMemo<ResolvedBenchmark | null>();

/** A series counts as loaded when it reaches within this many days of the site's as-of date. */
const SERIES_REACH_DAYS = 7;

/** The index keys whose series reach the site's as-of date. */
async function loadedIndexKeys(sql: Sql | TransactionSql): Promise<Set<string>> {
  const rows = await sql<{ index_name: string }[]>`
    select index_name from index_values group by index_name
    having max(value_date) >= site_as_of_date() - ${SERIES_REACH_DAYS}::int`;
  return new Set(rows.map((row) => indexKey(row.index_name)));
}

/**
 * The plan's comparison: its own benchmark when a source gives it and its series is loaded; else the stand-in
 * (standInBenchmark) when there is one; else its own (with no series: the page says so); null when none applies.
 */
export function chooseBenchmark(
  own: OwnBenchmark | null,
  standIn: ResolvedBenchmark | null,
  loaded: ReadonlySet<string>,
): PlanBenchmark | null {
  // A stand-in for the same index (an index fund's own benchmark is the index its name says) is no stand-in.
  if (own && (loaded.has(own.key) || !standIn || standIn.key === own.key))
    return { name: own.name, key: own.key, basis: "scheme", fact: own.fact, own };
  if (standIn) return { ...standIn, fact: null, own };
  return null;
}

/** The benchmark of each of these plans (all plans when codes is omitted); plans without one are left out. */
export async function planBenchmarks(
  sql: Sql | TransactionSql,
  schemeCodes?: readonly number[],
): Promise<Map<number, PlanBenchmark>> {
  const codes = schemeCodes ? `{${schemeCodes.join(",")}}` : null;
  const rows = await sql<PlanBenchmarkRow[]>`
    select p.scheme_code, c.slug as category_slug, s.name as scheme_name, f.benchmark as own_benchmark,
      f.benchmark_source as own_source, to_char(f.benchmark_as_of, 'YYYY-MM-DD') as own_as_of
    from plans p
    join schemes s on s.id = p.scheme_id
    left join categories c on c.id = s.category_id
    left join plan_fact_latest f on f.scheme_code = p.scheme_code
    where ${codes}::int[] is null or p.scheme_code = any(${codes}::int[])`;
  const loaded = await loadedIndexKeys(sql);
  const result = new Map<number, PlanBenchmark>();
  for (const row of rows) {
    const printed = row.own_benchmark?.trim();
    const own: OwnBenchmark | null = printed
      ? {
          ...ownBenchmarks(printed, () => benchmarkOfName(printed, "scheme")),
          fact: row.own_source && row.own_as_of ? { source: row.own_source, asOf: row.own_as_of } : null,
        }
      : null;
    // A scheme's plans share its name and category, so its stand-in (a regex per index rule) is found once.
    const standIn = standIns(`${row.category_slug ?? ""}\u0000${row.scheme_name}`, () =>
      standInBenchmark({ categorySlug: row.category_slug, schemeName: row.scheme_name }),
    );
    const chosen = chooseBenchmark(own && { name: own.name, key: own.key, fact: own.fact }, standIn, loaded);
    if (chosen) result.set(row.scheme_code, chosen);
  }
  return result;
}
