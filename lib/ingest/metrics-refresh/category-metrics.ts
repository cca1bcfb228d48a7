// The metrics of one category's plans: each plan's metrics, the category's averages over its eligible plans,
// and their ranks within the category by plan type.
import type { PlanBenchmark } from "@/lib/benchmarks/plan-benchmarks";
import {
  categoryAverageReturns,
  computePlanMetrics,
  type CategoryReturns,
  rankingEligibility,
  rankWithinCategory,
  type NavSeries,
  type PeerIndex,
  type PeriodValues,
  type PlanMetrics,
  type RankingEligibility,
} from "@/lib/metrics";
import { benchmarkDetails } from "@/lib/ingest/metrics-refresh/benchmark-details";
import { groupBy } from "@/lib/ingest/group-by";
import type { IndexSeriesStore } from "@/lib/ingest/metrics-refresh/load-index-series";
import { categoryMetricsRow, type PlanMetricsRow } from "@/lib/ingest/metrics-refresh/metrics-rows";

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
  /** The series of every plan whose metrics are computed (every member but the kept ones). */
  series: ReadonlyMap<number, NavSeries>;
  /**
   * Plans whose stored metrics stay as they are (refresh-metrics.ts decides which): only their ranking is
   * judged again, from the latest NAV day their stored metrics are as of. None of them may be eligible.
   */
  kept?: ReadonlyMap<number, { lastNavDay: number }>;
  benchmarks: ReadonlyMap<number, PlanBenchmark>;
  indexes: IndexSeriesStore;
  siteAsOfDay: number;
  riskFreeRate?: number;
  /** Index funds and ETFs: the index each tracks (planTrackedIndexes); they are ranked among its followers. */
  peerIndexes?: ReadonlyMap<number, PeerIndex>;
  /** The signature of what a plan's metrics were computed from besides its NAVs (plan_metrics.inputs). */
  inputsOf?: (plan: PlanRow) => string;
}

export interface CategoryMetrics {
  /** plan_metrics rows (writePlanMetricsRow), one per member whose metrics were computed. */
  planRows: PlanMetricsRow[];
  /** The kept members' new ranking (plan_metrics.ranking; their ranks are null: none is eligible). */
  keptRankings: { schemeCode: number; ranking: RankingEligibility }[];
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

/** A plan's ranking eligibility against the site's as-of date, given the day of its latest NAV. */
export function planRanking(
  plan: PlanRow,
  lastNavDay: number,
  context: Pick<MetricsContext, "siteAsOfDay" | "peerIndexes">,
): RankingEligibility {
  return rankingEligibility(
    {
      option: plan.option,
      duplicate: plan.duplicate,
      unclaimed: plan.unclaimed,
      categoryId: plan.category_id,
      lastNavDay,
      peerIndex: context.peerIndexes?.get(plan.scheme_code),
    },
    context.siteAsOfDay,
  );
}

/** The average daily returns of a category's eligible members (null when none is), which every member is compared with. */
export function categoryReturnsOf(
  eligible: readonly PlanRow[],
  series: ReadonlyMap<number, NavSeries>,
): CategoryReturns | null {
  if (eligible.length === 0) return null;
  return categoryAverageReturns(
    eligible.map((p) => {
      const own = series.get(p.scheme_code);
      if (!own) throw new Error(`plan ${p.scheme_code} is eligible but its series was not loaded`);
      return own;
    }),
  );
}

/**
 * Only plans eligible by the ranking rule (rankingEligibility, against the site's as-of date) are ranked and
 * make the category's averages and its average daily return (used for beta and alpha); every plan keeps its
 * own metrics, with its eligibility in plan_metrics.ranking. Plans are ranked among the eligible plans of their
 * plan type, and an index fund or ETF only among those that track the same index (with that group's median
 * return in plan_metrics.ranking.peerIndex, the yardstick of its tracking difference); a group of fewer than
 * MIN_PEER_PLANS plans with a value ranks nobody. Every member must have a series in the context or be kept
 * (context.kept: its ranking alone is judged). `given` is the eligible members' average when the caller computed it.
 */
export function categoryMetrics(
  categoryId: number | null,
  members: readonly PlanRow[],
  context: MetricsContext,
  given?: CategoryReturns | null,
): CategoryMetrics {
  const { series, benchmarks, indexes } = context;
  const ranking = new Map<number, RankingEligibility>();
  for (const plan of members) {
    const own = series.get(plan.scheme_code);
    const lastNavDay = own ? own.days[own.days.length - 1]! : context.kept?.get(plan.scheme_code)?.lastNavDay;
    if (lastNavDay === undefined) throw new Error(`plan ${plan.scheme_code} has neither a series nor kept metrics`);
    ranking.set(plan.scheme_code, planRanking(plan, lastNavDay, context));
  }
  const eligible = members.filter((p) => ranking.get(p.scheme_code)!.eligible);
  const category = given === undefined ? categoryReturnsOf(eligible, series) : given;
  const computed = members.filter((p) => series.has(p.scheme_code));
  const metrics = new Map<number, PlanMetrics>();
  for (const plan of computed) {
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
    for (const [planType, peers] of groupBy(eligible, (p) => p.plan_type ?? "Unknown")) {
      const ranked = rankedOf(peers);
      const { siteAsOf } = ranking.get(peers[0]!.scheme_code)!;
      categoryRows.push({
        ...categoryMetricsRow(categoryId, planType, siteAsOf, peers.length, ranked.averagesPct),
        plan_counts: ranked.counts,
      });
    }
    for (const peers of groupBy(eligible, (p) => rankGroupOf(p, ranking.get(p.scheme_code)!)).values()) {
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
  const planRows = computed.map((plan): PlanMetricsRow => {
    const { days } = series.get(plan.scheme_code)!;
    const benchmark = benchmarks.get(plan.scheme_code);
    return {
      schemeCode: plan.scheme_code,
      metrics: metrics.get(plan.scheme_code)!,
      ranks: ranks.get(plan.scheme_code) ?? null,
      ranking: ranking.get(plan.scheme_code)!,
      benchmark: benchmark ? benchmarkDetails(benchmark, indexes, days[days.length - 1]!) : null,
      inputs: context.inputsOf?.(plan) ?? null,
    };
  });
  const keptRankings = members
    .filter((p) => !series.has(p.scheme_code))
    .map((p) => ({ schemeCode: p.scheme_code, ranking: ranking.get(p.scheme_code)! }));
  if (keptRankings.some((k) => k.ranking.eligible))
    throw new Error("a kept plan is eligible: its ranks would be stale");
  return { planRows, keptRankings, categoryRows };
}
