import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Sql } from "postgres";
import { refreshScreenerPlans } from "@/lib/screener/refresh-screener-plans";
import {
  categoryAverageReturns,
  computePlanMetrics,
  isoToDay,
  rankingEligibility,
  rankWithinCategory,
  type NavSeries,
  type PlanMetrics,
  type RankingEligibility,
} from "@/lib/metrics";
import { planBenchmarks } from "@/lib/benchmarks/plan-benchmarks";
import { benchmarkDetails, type BenchmarkDetails } from "@/lib/ingest/metrics-refresh/benchmark-details";
import { loadIndexSeries } from "@/lib/ingest/metrics-refresh/load-index-series";
import { loadSeries } from "@/lib/ingest/metrics-refresh/load-series";
import {
  categoryMetricsRow,
  planMetricsCsvLine,
  PLAN_METRICS_COLUMNS,
} from "@/lib/ingest/metrics-refresh/metrics-rows";

export interface RefreshOptions {
  /** Plans whose NAVs changed; their whole categories are recomputed (averages, ranks and beta depend on peers). Omit for everything. */
  schemeCodes?: number[];
  /** Annual, as a fraction. */
  riskFreeRate?: number;
}

export interface RefreshReport {
  plans: number;
  categories: number;
  seconds: number;
}

interface PlanRow {
  scheme_code: number;
  category_id: number | null;
  plan_type: string | null;
  option: string | null;
}

/**
 * Recomputes plan metrics, category averages, ranks and quartiles, and writes them in one transaction.
 * Only plans eligible by the ranking rule (rankingEligibility, against site_as_of_date()) are ranked and
 * make the category's averages and its average daily return (used for beta and alpha); every plan keeps its
 * own metrics, with its eligibility in details.ranking. Category rows are as of the site's as-of date.
 */
export async function refreshMetrics(sql: Sql, options: RefreshOptions = {}): Promise<RefreshReport> {
  const started = performance.now();
  const plans = await plansInScope(sql, options.schemeCodes);
  const series = await loadSeries(
    sql,
    plans.map((p) => p.scheme_code),
  );
  const siteAsOfDay = await siteAsOf(sql, series);
  const benchmarks = await planBenchmarks(
    sql,
    plans.map((p) => p.scheme_code),
  );
  const indexes = await loadIndexSeries(sql);

  const byCategory = new Map<number | null, PlanRow[]>();
  for (const plan of plans) {
    if (!series.has(plan.scheme_code)) continue;
    const group = byCategory.get(plan.category_id) ?? [];
    group.push(plan);
    byCategory.set(plan.category_id, group);
  }

  const planLines: string[] = [];
  const categoryRows: ReturnType<typeof categoryMetricsRow>[] = [];
  for (const [categoryId, members] of byCategory) {
    const ranking = new Map<number, RankingEligibility>();
    for (const plan of members) {
      const { days } = series.get(plan.scheme_code)!;
      ranking.set(
        plan.scheme_code,
        rankingEligibility({ option: plan.option, categoryId, lastNavDay: days[days.length - 1]! }, siteAsOfDay),
      );
    }
    const eligible = members.filter((p) => ranking.get(p.scheme_code)!.eligible);
    const category = eligible.length ? categoryAverageReturns(eligible.map((p) => series.get(p.scheme_code)!)) : null;
    const metrics = new Map<number, PlanMetrics>();
    const benchmarkOf = new Map<number, BenchmarkDetails | null>();
    for (const plan of members) {
      const navs = series.get(plan.scheme_code) as NavSeries;
      const benchmark = benchmarks.get(plan.scheme_code);
      const index = benchmark ? indexes.byKey.get(benchmark.key) : undefined;
      metrics.set(
        plan.scheme_code,
        computePlanMetrics(navs, { category, benchmark: index?.series, riskFreeRate: options.riskFreeRate }),
      );
      benchmarkOf.set(
        plan.scheme_code,
        benchmark ? benchmarkDetails(benchmark, indexes, navs.days[navs.days.length - 1]!) : null,
      );
    }

    const ranks = new Map<number, unknown>();
    // Eligible plans have a category: the plans without one are neither ranked nor averaged.
    if (categoryId !== null) {
      for (const planType of new Set(eligible.map((p) => p.plan_type ?? "Unknown"))) {
        const peers = eligible.filter((p) => (p.plan_type ?? "Unknown") === planType);
        const ranked = rankWithinCategory(
          peers.map((p) => ({ id: String(p.scheme_code), metrics: metrics.get(p.scheme_code)! })),
        );
        for (const member of ranked.members) ranks.set(Number(member.id), member.ranks);
        const { siteAsOf } = ranking.get(peers[0]!.scheme_code)!;
        categoryRows.push(categoryMetricsRow(categoryId, planType, siteAsOf, peers.length, ranked.averagesPct));
      }
    }
    for (const plan of members) {
      planLines.push(
        planMetricsCsvLine(
          plan.scheme_code,
          metrics.get(plan.scheme_code)!,
          ranks.get(plan.scheme_code) ?? null,
          ranking.get(plan.scheme_code)!,
          benchmarkOf.get(plan.scheme_code) ?? null,
        ),
      );
    }
  }

  const categoryIds = [...byCategory.keys()].filter((id): id is number => id !== null);
  await sql.begin(async (tx) => {
    await tx`create temp table plan_metrics_stage (like plan_metrics including defaults) on commit drop`;
    const copy = await tx
      .unsafe(`copy plan_metrics_stage (${PLAN_METRICS_COLUMNS.join(", ")}) from stdin with (format csv)`)
      .writable();
    await pipeline(Readable.from(batches(planLines)), copy);
    await tx`delete from plan_metrics where scheme_code = any(${`{${plans.map((p) => p.scheme_code).join(",")}}`}::int[])`;
    await tx`insert into plan_metrics select * from plan_metrics_stage`;
    await tx`delete from category_metrics where category_id = any(${`{${categoryIds.join(",")}}`}::int[])`;
    if (categoryRows.length)
      await tx`insert into category_metrics ${tx(categoryRows.map((row) => ({ ...row, averages: tx.json(row.averages) })) as never)}`;
    await refreshScreenerPlans(tx);
  });

  return { plans: planLines.length, categories: categoryIds.length, seconds: (performance.now() - started) / 1000 };
}

/**
 * The site's as-of date as a day number: site_as_of_date(), the latest NAV date most plans report. Where
 * plan_nav_stats is empty (NAVs written without the importer, as some tests do), the latest NAV date of the
 * plans being refreshed.
 */
async function siteAsOf(sql: Sql, series: ReadonlyMap<number, NavSeries>): Promise<number> {
  const [row] = await sql<{ d: string | null }[]>`select to_char(site_as_of_date(), 'YYYY-MM-DD') as d`;
  if (row?.d) return isoToDay(row.d);
  let latest = -Infinity;
  for (const { days } of series.values())
    if (days.length && days[days.length - 1]! > latest) latest = days[days.length - 1]!;
  return latest;
}

async function plansInScope(sql: Sql, schemeCodes: number[] | undefined): Promise<PlanRow[]> {
  if (!schemeCodes) {
    return sql<
      PlanRow[]
    >`select p.scheme_code, s.category_id, p.plan_type, p.option from plans p join schemes s on s.id = p.scheme_id`;
  }
  const codes = `{${schemeCodes.join(",")}}`;
  return sql<PlanRow[]>`
    with touched as (
      select distinct s.category_id from plans p join schemes s on s.id = p.scheme_id where p.scheme_code = any(${codes}::int[])
    )
    select p.scheme_code, s.category_id, p.plan_type, p.option
    from plans p join schemes s on s.id = p.scheme_id
    where s.category_id in (select category_id from touched where category_id is not null)
       or p.scheme_code = any(${codes}::int[])`;
}

function* batches(lines: string[]): Generator<string> {
  for (let i = 0; i < lines.length; i += 500) yield lines.slice(i, i + 500).join("");
}
