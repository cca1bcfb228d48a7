// The metrics of one category's plans: each plan's metrics, the category's averages over its eligible plans,
// and their ranks within the category by plan type.
import type { PlanBenchmark } from "@/lib/benchmarks/plan-benchmarks";
import {
  categoryAverageReturns,
  computePlanMetrics,
  rankingEligibility,
  rankWithinCategory,
  type NavSeries,
  type PlanMetrics,
  type RankingEligibility,
} from "@/lib/metrics";
import { benchmarkDetails } from "@/lib/ingest/metrics-refresh/benchmark-details";
import type { IndexSeriesStore } from "@/lib/ingest/metrics-refresh/load-index-series";
import { categoryMetricsRow, planMetricsCsvLine } from "@/lib/ingest/metrics-refresh/metrics-rows";

export interface PlanRow {
  scheme_code: number;
  category_id: number | null;
  plan_type: string | null;
  option: string | null;
}

/** What every category's computation reads. */
export interface MetricsContext {
  series: ReadonlyMap<number, NavSeries>;
  benchmarks: ReadonlyMap<number, PlanBenchmark>;
  indexes: IndexSeriesStore;
  siteAsOfDay: number;
  riskFreeRate?: number;
}

export interface CategoryMetrics {
  /** plan_metrics CSV lines (planMetricsCsvLine), one per member. */
  planLines: string[];
  /** category_metrics rows, one per plan type with eligible plans (none for plans without a category). */
  categoryRows: ReturnType<typeof categoryMetricsRow>[];
}

/**
 * Only plans eligible by the ranking rule (rankingEligibility, against the site's as-of date) are ranked and
 * make the category's averages and its average daily return (used for beta and alpha); every plan keeps its
 * own metrics, with its eligibility in details.ranking. Every member must have a series in the context.
 */
export function categoryMetrics(
  categoryId: number | null,
  members: readonly PlanRow[],
  context: MetricsContext,
): CategoryMetrics {
  const { series, benchmarks, indexes, siteAsOfDay } = context;
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
  for (const plan of members) {
    const benchmark = benchmarks.get(plan.scheme_code);
    const index = benchmark ? indexes.byKey.get(benchmark.key) : undefined;
    metrics.set(
      plan.scheme_code,
      computePlanMetrics(series.get(plan.scheme_code)!, {
        category,
        benchmark: index?.series,
        riskFreeRate: context.riskFreeRate,
      }),
    );
  }

  const ranks = new Map<number, unknown>();
  const categoryRows: CategoryMetrics["categoryRows"] = [];
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
  const planLines = members.map((plan) => {
    const { days } = series.get(plan.scheme_code)!;
    const benchmark = benchmarks.get(plan.scheme_code);
    return planMetricsCsvLine(
      plan.scheme_code,
      metrics.get(plan.scheme_code)!,
      ranks.get(plan.scheme_code) ?? null,
      ranking.get(plan.scheme_code)!,
      benchmark ? benchmarkDetails(benchmark, indexes, days[days.length - 1]!) : null,
    );
  });
  return { planLines, categoryRows };
}
