import type { PeriodValues, PlanMetrics } from "@/lib/metrics";

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
] as const;

function csvValue(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  return `"${value.replace(/"/g, '""')}"`;
}

/** One CSV line (COPY ... with (format csv)) of plan_metrics, in PLAN_METRICS_COLUMNS order. */
export function planMetricsCsvLine(schemeCode: number, metrics: PlanMetrics, ranks: unknown): string {
  const t = metrics.trailingPct;
  const values = [
    schemeCode,
    metrics.inception.asOfDate,
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
    metrics.vsCategory?.beta,
    metrics.vsCategory?.alphaPct,
    JSON.stringify({ ...metrics, ranks }),
  ];
  return `${values.map((v) => csvValue(v as string | number | null | undefined)).join(",")}\n`;
}

export function categoryMetricsRow(categoryId: number, planType: string, asOf: string, planCount: number, averagesPct: PeriodValues) {
  return { category_id: categoryId, plan_type: planType, as_of: asOf, plan_count: planCount, averages: averagesPct };
}
