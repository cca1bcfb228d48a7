import type { BinaryCopyEncoder } from "@/lib/db/binary-copy";
import type { BenchmarkDetails } from "@/lib/ingest/metrics-refresh/benchmark-details";
import { isoToDay, type PeriodValues, type PlanMetrics, type RankingEligibility } from "@/lib/metrics";

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

/** What one plan_metrics row is made of (writePlanMetricsRow). */
export interface PlanMetricsRow {
  schemeCode: number;
  metrics: PlanMetrics;
  /** The plan's ranks in its category, null when not ranked. */
  ranks: unknown;
  ranking: RankingEligibility;
  benchmark: BenchmarkDetails | null;
  /** The signature of what else the metrics were computed from (metrics-inputs.ts). */
  inputs: string | null;
}

/**
 * One plan_metrics row in binary COPY format, in PLAN_METRICS_COLUMNS order (doubles as they are: no text to
 * write and parse again); details holds the plan's metrics with its category ranks (null when not ranked), its
 * benchmark and what beta and alpha (the columns) were measured against; ranking its eligibility
 * (storedRanking; a column of its own, which the refresh rewrites for a plan whose metrics it keeps when the
 * plan's ranking changed); inputs is the signature of what else they were computed from (metrics-inputs.ts).
 */
export function writePlanMetricsRow(out: BinaryCopyEncoder, row: PlanMetricsRow): void {
  const { metrics } = row;
  const t = metrics.trailingPct;
  const risk = metrics.risk;
  const betaAlpha = betaAlphaOf(metrics);
  out.row(PLAN_METRICS_COLUMNS.length);
  out.int4(row.schemeCode);
  out.date(isoToDay(metrics.inception.asOfDate));
  out.float8(t["1m"]);
  out.float8(t["3m"]);
  out.float8(t["6m"]);
  out.float8(t["1y"]);
  out.float8(t["3y"]);
  out.float8(t["5y"]);
  out.float8(t["10y"]);
  out.float8(t.max);
  out.float8(risk?.annualisedVolatilityPct);
  out.float8(risk?.sharpe);
  out.float8(risk?.sortino);
  out.float8(risk?.maxDrawdownPct);
  out.float8(betaAlpha.beta);
  out.float8(betaAlpha.alpha);
  out.jsonb(detailsJson(row, betaAlpha.basis));
  out.jsonb(JSON.stringify(storedRanking(row.ranking)));
  if (row.inputs === null) out.null();
  else out.text(row.inputs);
}

/**
 * details as JSON: the metrics' own document with the three other keys added to its end, rather than a copy of the
 * metrics object spread with them (jsonb keeps the last of a repeated key, as the spread kept the added value).
 */
function detailsJson(row: PlanMetricsRow, betaBasis: string | null): string {
  const own = JSON.stringify(row.metrics);
  const added = `"ranks":${JSON.stringify(row.ranks)},"benchmark":${JSON.stringify(row.benchmark)},"betaBasis":${JSON.stringify(betaBasis)}}`;
  return own === "{}" ? `{${added}` : `${own.slice(0, -1)},${added}`;
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
