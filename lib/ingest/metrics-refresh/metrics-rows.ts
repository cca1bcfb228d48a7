import { copyTextField } from "@/lib/db/copy-text";
import type { BenchmarkDetails } from "@/lib/ingest/metrics-refresh/benchmark-details";
import type { PeriodValues, PlanMetrics, RankingEligibility } from "@/lib/metrics";

export const PLAN_METRICS_COLUMNS = [
  "scheme_code",
  "as_of",
  "return_1m",
  "return_3m",
  "return_6m",
  "return_1y",
  "return_3y",
  "return_5y",
  "return_10y",
  "return_max",
  "volatility",
  "sharpe",
  "sortino",
  "max_drawdown",
  "beta",
  "alpha",
  "details",
  "ranking",
  "inputs",
] as const;

/**
 * A value in COPY's text format (copyTextField), a figure that is not a finite number stored as null. Text, not
 * CSV: JSON needs no escaping there but for its rare backslashes, where CSV doubles every one of its many quotes (a
 * third of the refresh's serialising time).
 */
function copyValue(value: string | number | null | undefined): string {
  if (value === undefined || (typeof value === "number" && !Number.isFinite(value))) return "\\N";
  return copyTextField(value);
}

/**
 * JSON.stringify's output in COPY's text format: JSON writes control characters as escapes, so its backslashes
 * are the only characters COPY reads specially (a plain search instead of copyValue's pattern over 1.5 KB a plan).
 */
function copyJson(json: string): string {
  return json.includes("\\") ? json.replaceAll("\\", "\\\\") : json;
}

/**
 * A plan's ranking as plan_metrics.ranking stores it: without the site's as-of date it was judged against, one
 * date for every plan, which metrics_state holds (so a kept plan's row changes only when its ranking does).
 */
export function storedRanking(ranking: RankingEligibility): Omit<RankingEligibility, "siteAsOf"> {
  const { siteAsOf: _judgedAgainst, ...stored } = ranking;
  return stored;
}

/** Beta and alpha against the benchmark index where its series gave them, else against the category average. */
export function betaAlphaOf(metrics: PlanMetrics): {
  beta: number | null;
  alpha: number | null;
  basis: "benchmark" | "category" | null;
} {
  const benchmark = metrics.vsBenchmark?.risk;
  if (benchmark) return { beta: benchmark.beta, alpha: benchmark.alphaPct, basis: "benchmark" };
  const category = metrics.vsCategory;
  if (category) return { beta: category.beta, alpha: category.alphaPct, basis: "category" };
  return { beta: null, alpha: null, basis: null };
}

/**
 * One line of plan_metrics in COPY's text format, in PLAN_METRICS_COLUMNS order; details holds the
 * plan's metrics with its category ranks (null when not ranked), its benchmark and what beta and alpha (the
 * columns) were measured against; ranking its eligibility (storedRanking; a column of its own, which the refresh
 * rewrites for a plan whose metrics it keeps when the plan's ranking changed); inputs is the signature of what
 * else they were computed from (metrics-inputs.ts).
 */
export function planMetricsCopyLine(
  schemeCode: number,
  metrics: PlanMetrics,
  ranks: unknown,
  ranking: RankingEligibility,
  benchmark: BenchmarkDetails | null,
  inputs: string | null,
): string {
  const t = metrics.trailingPct;
  const betaAlpha = betaAlphaOf(metrics);
  // In PLAN_METRICS_COLUMNS order.
  const figures = [
    t["1m"],
    t["3m"],
    t["6m"],
    t["1y"],
    t["3y"],
    t["5y"],
    t["10y"],
    t.max,
    metrics.risk?.annualisedVolatilityPct,
    metrics.risk?.sharpe,
    metrics.risk?.sortino,
    metrics.risk?.maxDrawdownPct,
    betaAlpha.beta,
    betaAlpha.alpha,
  ].map(copyValue);
  const details = copyJson(JSON.stringify({ ...metrics, ranks, benchmark, betaBasis: betaAlpha.basis }));
  return [
    copyValue(schemeCode),
    copyValue(metrics.inception.asOfDate),
    ...figures,
    details,
    copyJson(JSON.stringify(storedRanking(ranking))),
    `${copyValue(inputs)}\n`,
  ].join("\t");
}

export function categoryMetricsRow(
  categoryId: number,
  planType: string,
  asOf: string,
  planCount: number,
  averagesPct: PeriodValues,
) {
  return { category_id: categoryId, plan_type: planType, as_of: asOf, plan_count: planCount, averages: averagesPct };
}
