import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Sql } from "postgres";
import { refreshScreenerPlans } from "@/lib/screener/refresh-screener-plans";
import { isoToDay, type NavSeries } from "@/lib/metrics";
import { planBenchmarks } from "@/lib/benchmarks/plan-benchmarks";
import {
  categoryMetrics,
  type CategoryMetrics,
  type MetricsContext,
  type PlanRow,
} from "@/lib/ingest/metrics-refresh/category-metrics";
import { planTrackedIndexes } from "@/lib/funds/categories/index-peer-groups";
import { loadIndexSeries } from "@/lib/ingest/metrics-refresh/load-index-series";
import { loadSeries } from "@/lib/ingest/metrics-refresh/load-series";
import { PLAN_METRICS_COLUMNS } from "@/lib/ingest/metrics-refresh/metrics-rows";
import type { NavEventKind } from "@/lib/ingest/nav-anomalies/nav-event-kinds";
import { navMoveBand } from "@/lib/ingest/nav-anomalies/nav-move-bands";
import { screenNavSeries } from "@/lib/ingest/nav-anomalies/screen-nav-series";
import { countNavEvents, replaceNavEvents } from "@/lib/ingest/nav-anomalies/store-nav-events";

export interface RefreshOptions {
  /**
   * Plans whose NAVs changed; their whole categories are recomputed (averages, ranks and beta depend on peers), and
   * every plan when the site's as-of date moved. Omit for everything.
   */
  schemeCodes?: number[];
  /** Annual, as a fraction. */
  riskFreeRate?: number;
}

export interface RefreshReport {
  plans: number;
  categories: number;
  seconds: number;
  /** NAV moves outside their category's band among the plans refreshed, by kind (nav_events). */
  navEvents: Record<NavEventKind, number>;
}

/**
 * Recomputes plan metrics, category averages, ranks and quartiles (categoryMetrics), and writes them in one
 * transaction; category rows are as of the site's as-of date. Every series is first screened for NAV moves
 * outside its category's band (screenNavSeries): the metrics read the split-adjusted series without NAVs held
 * back or reverted, and the events found replace the plans' nav_events rows in the same transaction. Categories are computed one at a time while
 * the server takes the previous ones' rows (one COPY), so computing and writing overlap.
 */
export async function refreshMetrics(sql: Sql, options: RefreshOptions = {}): Promise<RefreshReport> {
  const started = performance.now();
  // Every plan's ranking eligibility and every category row are judged against the site's as-of date: when it
  // moved since the category rows were written, a refresh of some plans would leave the untouched categories
  // ranked against the old date, so every plan is recomputed.
  // The site's date once (materialized): in the filter the stable function would run again for every row.
  const [asOf] = await sql<{ moved: boolean }[]>`
    with site as materialized (select site_as_of_date() as d)
    select exists (select 1 from category_metrics, site where as_of is distinct from site.d) as moved`;
  const plans = await plansInScope(sql, asOf?.moved ? undefined : options.schemeCodes);
  const codes = plans.map((p) => p.scheme_code);
  const slugs = await categorySlugs(sql);
  const bandOf = new Map(plans.map((p) => [p.scheme_code, navMoveBand(slugs.get(p.category_id ?? -1)).bandPct]));
  const screened = screenNavSeries(await loadSeries(sql, codes), (code) => bandOf.get(code)!);
  const series = screened.series;
  const context: MetricsContext = {
    series,
    siteAsOfDay: await siteAsOf(sql, series),
    benchmarks: await planBenchmarks(sql, codes),
    indexes: await loadIndexSeries(sql),
    riskFreeRate: options.riskFreeRate,
    peerIndexes: await planTrackedIndexes(sql, codes),
  };

  const byCategory = new Map<number | null, PlanRow[]>();
  for (const plan of plans) {
    if (!series.has(plan.scheme_code)) continue;
    const group = byCategory.get(plan.category_id) ?? [];
    group.push(plan);
    byCategory.set(plan.category_id, group);
  }
  const categoryRows: CategoryMetrics["categoryRows"] = [];
  let planCount = 0;
  function* planLines(): Generator<string> {
    for (const [categoryId, members] of byCategory) {
      const computed = categoryMetrics(categoryId, members, context);
      categoryRows.push(...computed.categoryRows);
      planCount += computed.planLines.length;
      yield computed.planLines.join("");
    }
  }

  const categoryIds = [...byCategory.keys()].filter((id): id is number => id !== null);
  await sql.begin(async (tx) => {
    await tx`delete from plan_metrics where scheme_code = any(${`{${codes.join(",")}}`}::int[])`;
    const copy = await tx
      .unsafe(`copy plan_metrics (${PLAN_METRICS_COLUMNS.join(", ")}) from stdin with (format csv)`)
      .writable();
    await pipeline(Readable.from(planLines()), copy);
    await tx`delete from category_metrics where category_id = any(${`{${categoryIds.join(",")}}`}::int[])`;
    if (categoryRows.length)
      await tx`insert into category_metrics ${tx(categoryRows.map((row) => ({ ...row, averages: tx.json(row.averages) })) as never)}`;
    await replaceNavEvents(tx, codes, screened.events);
    await refreshScreenerPlans(tx);
  });

  return {
    plans: planCount,
    categories: categoryIds.length,
    seconds: (performance.now() - started) / 1000,
    navEvents: countNavEvents(screened.events),
  };
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

async function categorySlugs(sql: Sql): Promise<Map<number, string>> {
  const rows = await sql<{ id: number; slug: string }[]>`select id, slug from categories`;
  return new Map(rows.map((row) => [row.id, row.slug]));
}

const PLAN_ROW_COLUMNS =
  "p.scheme_code, s.category_id, p.plan_type, p.option, p.duplicate_of is not null as duplicate, p.unclaimed";

async function plansInScope(sql: Sql, schemeCodes: number[] | undefined): Promise<PlanRow[]> {
  if (!schemeCodes) {
    return sql<PlanRow[]>`select ${sql.unsafe(PLAN_ROW_COLUMNS)} from plans p join schemes s on s.id = p.scheme_id`;
  }
  const codes = `{${schemeCodes.join(",")}}`;
  return sql<PlanRow[]>`
    with touched as (
      select distinct s.category_id from plans p join schemes s on s.id = p.scheme_id where p.scheme_code = any(${codes}::int[])
    )
    select ${sql.unsafe(PLAN_ROW_COLUMNS)}
    from plans p join schemes s on s.id = p.scheme_id
    where s.category_id in (select category_id from touched where category_id is not null)
       or p.scheme_code = any(${codes}::int[])`;
}
