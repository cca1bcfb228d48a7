// The metrics of one category's plans: each plan's metrics, the category's averages over its eligible plans,
// and their ranks within the category by plan type.
import type { PlanBenchmark } from "@/lib/benchmarks/plan-benchmarks";
import {
  categoryAverageReturns,
  computePlanMetrics,
  rankingEligibility,
  rankWithinCategory,
  type NavSeries,
  type PeerIndex,
  type PeriodValues,
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
  /** plans.duplicate_of is set (the plan repeats another), and plans.unclaimed: neither is ranked. */
  duplicate: boolean;
  unclaimed: boolean;
}

/** What every category's computation reads. */
export interface MetricsContext {
  series: ReadonlyMap<number, NavSeries>;
  benchmarks: ReadonlyMap<number, PlanBenchmark>;
  indexes: IndexSeriesStore;
  siteAsOfDay: number;
  riskFreeRate?: number;
  /** Index funds and ETFs: the index each tracks (planTrackedIndexes); they are ranked among its followers. */
  peerIndexes?: ReadonlyMap<number, PeerIndex>;
}

export interface CategoryMetrics {
  /** plan_metrics CSV lines (planMetricsCsvLine), one per member. */
  planLines: string[];
  /**
   * category_metrics rows, one per plan type with eligible plans (none for plans without a category), with the
   * count of plans behind each period's average (the jsonb column takes the object as JSON).
   */
  categoryRows: (ReturnType<typeof categoryMetricsRow> & { plan_counts: PeriodValues<number> })[];
}

/** The group a plan is ranked in: its plan type, and for an index fund or ETF the index it tracks. */
function rankGroupOf(plan: PlanRow, ranking: RankingEligibility): string {
  const planType = plan.plan_type ?? "Unknown";
  return ranking.peerIndex?.key ? `${planType}\u0000${ranking.peerIndex.key}` : planType;
}

/**
 * Only plans eligible by the ranking rule (rankingEligibility, against the site's as-of date) are ranked and
 * make the category's averages and its average daily return (used for beta and alpha); every plan keeps its
 * own metrics, with its eligibility in details.ranking. Plans are ranked among the eligible plans of their
 * plan type, and an index fund or ETF only among those that track the same index (with that group's median
 * return in details.ranking.peerIndex, the yardstick of its tracking difference); a group of fewer than
 * MIN_PEER_PLANS plans with a value ranks nobody. Every member must have a series in the context.
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
      rankingEligibility(
        {
          option: plan.option,
          duplicate: plan.duplicate,
          unclaimed: plan.unclaimed,
          categoryId,
          lastNavDay: days[days.length - 1]!,
          peerIndex: context.peerIndexes?.get(plan.scheme_code),
        },
        siteAsOfDay,
      ),
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
    const rankedOf = (peers: readonly PlanRow[]) =>
      rankWithinCategory(peers.map((p) => ({ id: String(p.scheme_code), metrics: metrics.get(p.scheme_code)! })));
    for (const planType of new Set(eligible.map((p) => p.plan_type ?? "Unknown"))) {
      const peers = eligible.filter((p) => (p.plan_type ?? "Unknown") === planType);
      const ranked = rankedOf(peers);
      const { siteAsOf } = ranking.get(peers[0]!.scheme_code)!;
      categoryRows.push({
        ...categoryMetricsRow(categoryId, planType, siteAsOf, peers.length, ranked.averagesPct),
        plan_counts: ranked.counts,
      });
    }
    for (const group of new Set(eligible.map((p) => rankGroupOf(p, ranking.get(p.scheme_code)!)))) {
      const peers = eligible.filter((p) => rankGroupOf(p, ranking.get(p.scheme_code)!) === group);
      const ranked = rankedOf(peers);
      for (const member of ranked.members) ranks.set(Number(member.id), member.ranks);
      for (const peer of peers) {
        const own = ranking.get(peer.scheme_code)!;
        if (own.peerIndex)
          ranking.set(peer.scheme_code, {
            ...own,
            peerIndex: { ...own.peerIndex, medianPct: ranked.mediansPct, counts: ranked.counts },
          });
      }
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
