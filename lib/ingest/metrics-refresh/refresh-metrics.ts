import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Sql } from "postgres";
import { refreshScreenerPlans } from "@/lib/screener/refresh-screener-plans";
import { categoryAverageReturns, computePlanMetrics, rankWithinCategory, type NavSeries, type PlanMetrics } from "@/lib/metrics";
import { loadSeries } from "@/lib/ingest/metrics-refresh/load-series";
import { categoryMetricsRow, planMetricsCsvLine, PLAN_METRICS_COLUMNS } from "@/lib/ingest/metrics-refresh/metrics-rows";

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

// IDCW NAVs fall by every payout, so only growth plans make the category average and the rankings.
const isGrowth = (plan: PlanRow) => plan.option === "Growth" || plan.option === null;

/** Recomputes plan metrics, category averages, ranks and quartiles, and writes them in one transaction. */
export async function refreshMetrics(sql: Sql, options: RefreshOptions = {}): Promise<RefreshReport> {
  const started = performance.now();
  const plans = await plansInScope(sql, options.schemeCodes);
  const series = await loadSeries(sql, plans.map((p) => p.scheme_code));

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
    const growthSeries = members.filter(isGrowth).map((p) => series.get(p.scheme_code)!);
    const category = categoryId !== null && growthSeries.length ? categoryAverageReturns(growthSeries) : null;
    const metrics = new Map<number, PlanMetrics>();
    for (const plan of members) metrics.set(plan.scheme_code, computePlanMetrics(series.get(plan.scheme_code) as NavSeries, { category, riskFreeRate: options.riskFreeRate }));

    const ranks = new Map<number, unknown>();
    if (categoryId !== null) {
      for (const planType of new Set(members.map((p) => p.plan_type ?? "Unknown"))) {
        const peers = members.filter((p) => isGrowth(p) && (p.plan_type ?? "Unknown") === planType);
        if (!peers.length) continue;
        const ranking = rankWithinCategory(peers.map((p) => ({ id: String(p.scheme_code), metrics: metrics.get(p.scheme_code)! })));
        for (const member of ranking.members) ranks.set(Number(member.id), member.ranks);
        const asOf = peers.map((p) => metrics.get(p.scheme_code)!.inception.asOfDate).sort().at(-1)!;
        categoryRows.push(categoryMetricsRow(categoryId, planType, asOf, peers.length, ranking.averagesPct));
      }
    }
    for (const plan of members) planLines.push(planMetricsCsvLine(plan.scheme_code, metrics.get(plan.scheme_code)!, ranks.get(plan.scheme_code) ?? null));
  }

  const categoryIds = [...byCategory.keys()].filter((id): id is number => id !== null);
  await sql.begin(async (tx) => {
    await tx`create temp table plan_metrics_stage (like plan_metrics including defaults) on commit drop`;
    const copy = await tx.unsafe(`copy plan_metrics_stage (${PLAN_METRICS_COLUMNS.join(", ")}) from stdin with (format csv)`).writable();
    await pipeline(Readable.from(batches(planLines)), copy);
    await tx`delete from plan_metrics where scheme_code = any(${`{${plans.map((p) => p.scheme_code).join(",")}}`}::int[])`;
    await tx`insert into plan_metrics select * from plan_metrics_stage`;
    await tx`delete from category_metrics where category_id = any(${`{${categoryIds.join(",")}}`}::int[])`;
    if (categoryRows.length) await tx`insert into category_metrics ${tx(categoryRows.map((row) => ({ ...row, averages: tx.json(row.averages) })) as never)}`;
    await refreshScreenerPlans(tx);
  });

  return { plans: planLines.length, categories: categoryIds.length, seconds: (performance.now() - started) / 1000 };
}

async function plansInScope(sql: Sql, schemeCodes: number[] | undefined): Promise<PlanRow[]> {
  if (!schemeCodes) {
    return sql<PlanRow[]>`select p.scheme_code, s.category_id, p.plan_type, p.option from plans p join schemes s on s.id = p.scheme_id`;
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
