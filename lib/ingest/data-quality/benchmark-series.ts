import type { Sql } from "postgres";
import { planBenchmarks, type PlanBenchmark } from "@/lib/benchmarks/plan-benchmarks";
import type { CheckOutcome } from "@/lib/ingest/data-quality/check-types";
import { livePlans } from "@/lib/ingest/data-quality/live-plans";

/** A series may start or end this many days short of the period (weekends, holidays, a file a few days old). */
const COVERAGE_SLACK_DAYS = 7;
const PERIOD_DAYS = 365;
const DAY_MS = 86_400_000;

const BASIS_WORDS: Record<PlanBenchmark["basis"], string> = {
  scheme: "the scheme's own benchmark",
  "index-fund": "the index its name tracks",
  category: "the category's stand-in",
};

interface Coverage {
  first: string;
  last: string;
}

const toDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

/**
 * Why a series does not cover a plan's past year up to the site's as-of date (from its first NAV when later),
 * or null when it does.
 */
export function seriesGap(coverage: Coverage | undefined, firstNav: string, asOf: string): string | null {
  if (!coverage) return "no series loaded";
  const start = Math.max(toDay(asOf) - PERIOD_DAYS, toDay(firstNav));
  if (toDay(coverage.last) < toDay(asOf) - COVERAGE_SLACK_DAYS) return `series ends ${coverage.last}`;
  if (toDay(coverage.first) > start + COVERAGE_SLACK_DAYS) return `series starts ${coverage.first}`;
  return null;
}

/**
 * Live plans whose benchmark (planBenchmarks: the scheme's own, else the tracked index, else the category's
 * stand-in) has no stored index series over the plan's past year. Plans with no benchmark at all are not
 * counted: they say so. Examples show one plan per index first, so ten examples name ten indexes.
 */
export async function findPlansWithoutBenchmarkSeries(sql: Sql, limit: number): Promise<CheckOutcome> {
  const plans = await sql<{ scheme_code: number; name: string; first_nav_date: string; as_of: string }[]>`
    select p.scheme_code, p.name, to_char(p.first_nav_date, 'YYYY-MM-DD') as first_nav_date,
      to_char(p.as_of, 'YYYY-MM-DD') as as_of
    from ${livePlans(sql)} p
    order by p.scheme_code`;
  if (plans.length === 0) return { count: 0, examples: [] };
  const [benchmarks, coverageRows] = await Promise.all([
    planBenchmarks(
      sql,
      plans.map((plan) => plan.scheme_code),
    ),
    sql<(Coverage & { index_name: string })[]>`
      select index_name, to_char(min(value_date), 'YYYY-MM-DD') as first, to_char(max(value_date), 'YYYY-MM-DD') as last
      from index_values group by index_name`,
  ]);
  const coverage = new Map(coverageRows.map((row) => [row.index_name, row]));
  const failures: { scheme_code: number; name: string; detail: string; key: string }[] = [];
  for (const plan of plans) {
    const benchmark = benchmarks.get(plan.scheme_code);
    if (!benchmark) continue;
    const gap = seriesGap(coverage.get(benchmark.key), plan.first_nav_date, plan.as_of);
    if (gap)
      failures.push({
        scheme_code: plan.scheme_code,
        name: plan.name,
        detail: `${benchmark.name} (${BASIS_WORDS[benchmark.basis]}): ${gap}`,
        key: benchmark.key,
      });
  }
  const seen = new Set<string>();
  const firstOfIndex = failures.filter((f) => !seen.has(f.key) && seen.add(f.key));
  const examples = [...firstOfIndex, ...failures.filter((f) => !firstOfIndex.includes(f))]
    .slice(0, limit)
    .map(({ scheme_code, name, detail }) => ({ scheme_code, name, detail }));
  return { count: failures.length, examples };
}
