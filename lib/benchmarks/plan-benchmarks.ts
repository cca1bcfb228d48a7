import type { Sql, TransactionSql } from "postgres";
import { resolveBenchmark, type ResolvedBenchmark } from "@/lib/benchmarks/resolve-benchmark";

interface PlanBenchmarkRow {
  scheme_code: number;
  category_slug: string | null;
  scheme_name: string;
  own_benchmark: string | null;
  own_source: string | null;
  own_as_of: string | null;
}

export interface PlanBenchmark extends ResolvedBenchmark {
  /** For a scheme's own benchmark: the fact source and date that gave it. */
  fact: { source: string; asOf: string } | null;
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
  const result = new Map<number, PlanBenchmark>();
  for (const row of rows) {
    const benchmark = resolveBenchmark({
      categorySlug: row.category_slug,
      schemeName: row.scheme_name,
      ownBenchmark: row.own_benchmark,
    });
    if (!benchmark) continue;
    const fact =
      benchmark.basis === "scheme" && row.own_source && row.own_as_of
        ? { source: row.own_source, asOf: row.own_as_of }
        : null;
    result.set(row.scheme_code, { ...benchmark, fact });
  }
  return result;
}
