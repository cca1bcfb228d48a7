import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { isDeepStrictEqual } from "node:util";
import type { Sql, TransactionSql } from "postgres";
import { BinaryCopyEncoder } from "@/lib/db/binary-copy";
import { refreshScreenerPlans } from "@/lib/screener/refresh-screener-plans";
import { dayToIso, isoToDay, type CategoryReturns, type NavSeries } from "@/lib/metrics";
import { planBenchmarks } from "@/lib/benchmarks/plan-benchmarks";
import {
  categoryMetrics,
  categoryReturnsOf,
  planRanking,
  type CategoryMetrics,
  type MetricsContext,
  type PlanRow,
} from "@/lib/ingest/metrics-refresh/category-metrics";
import { planTrackedIndexes } from "@/lib/funds/categories/index-peer-groups";
import {
  firstDifferingDay,
  loadCategoryIndexes,
  storeCategoryIndexes,
} from "@/lib/ingest/metrics-refresh/kept-metrics";
import { loadIndexSeries } from "@/lib/ingest/metrics-refresh/load-index-series";
import { loadSeries } from "@/lib/ingest/metrics-refresh/load-series";
import { planInputSignatures } from "@/lib/ingest/metrics-refresh/metrics-inputs";
import { PLAN_METRICS_COLUMNS, storedRanking, writePlanMetricsRow } from "@/lib/ingest/metrics-refresh/metrics-rows";
import type { NavEventKind, NavEventRow } from "@/lib/ingest/nav-anomalies/nav-event-kinds";
import { navMoveBand } from "@/lib/ingest/nav-anomalies/nav-move-bands";
import { screenNavSeries } from "@/lib/ingest/nav-anomalies/screen-nav-series";
import { countNavEvents, replaceNavEvents } from "@/lib/ingest/nav-anomalies/store-nav-events";

export interface RefreshOptions {
  /**
   * Plans whose NAVs changed; their whole categories are refreshed (averages, ranks and beta depend on peers),
   * and every plan when the site's as-of date moved. The other plans of those categories keep their stored
   * metrics where nothing they were computed from changed (kept-metrics.ts). Omit to compute every plan.
   */
  schemeCodes?: number[];
  /** Annual, as a fraction. */
  riskFreeRate?: number;
}

export interface RefreshReport {
  /** Plans refreshed: computed, or kept with their ranking judged again. */
  plans: number;
  /** Of those, plans whose stored metrics were kept. */
  kept: number;
  categories: number;
  seconds: number;
  /** NAV moves outside their category's band among the plans computed, by kind (nav_events). */
  navEvents: Record<NavEventKind, number>;
}

/**
 * Recomputes plan metrics, category averages, ranks and quartiles (categoryMetrics), and writes them in one
 * transaction; category rows are as of the site's as-of date, which metrics_state records as the date every
 * plan's ranking was judged against. Every series computed is first screened for NAV
 * moves outside its category's band (screenNavSeries): the metrics read the split-adjusted series without NAVs
 * held back or reverted, and the events found replace the plans' nav_events rows in the same transaction.
 * Categories are computed one at a time while the server takes the previous ones' rows (one COPY), so
 * computing and writing overlap.
 */
export async function refreshMetrics(sql: Sql, options: RefreshOptions = {}): Promise<RefreshReport> {
  const started = performance.now();
  // Every plan's ranking eligibility and every category row are judged against the site's as-of date: when it
  // moved since the category rows were written, a refresh of some plans would leave the untouched categories
  // ranked against the old date, so every plan is refreshed.
  // The site's date once (materialized): in the filter the stable function would run again for every row.
  const [asOf] = await sql<{ moved: boolean; site: string | null }[]>`
    with site as materialized (select site_as_of_date() as d)
    select exists (select 1 from category_metrics, site where as_of is distinct from site.d) as moved,
           (select to_char(d, 'YYYY-MM-DD') from site) as site`;
  const plans = await plansInScope(sql, asOf?.moved ? undefined : options.schemeCodes);
  const codes = plans.map((p) => p.scheme_code);
  // Without the site's date (NAVs written without the importer) nothing is kept: the date then comes from the series.
  const changed = options.schemeCodes && asOf?.site ? new Set(options.schemeCodes) : null;
  // Independent reads, on the pool's connections at once.
  const [slugs, benchmarks, indexes, peerIndexes, storedInputs] = await Promise.all([
    categorySlugs(sql),
    planBenchmarks(sql, codes),
    loadIndexSeries(sql),
    planTrackedIndexes(sql, codes),
    changed ? storedMetricsInputs(sql, plans, changed) : [],
  ]);
  const bandOf = new Map(plans.map((p) => [p.scheme_code, navMoveBand(slugs.get(p.category_id ?? -1)).bandPct]));
  const signature = planInputSignatures(indexes, options.riskFreeRate);
  const inputsOf = (plan: PlanRow) =>
    signature({
      categoryId: plan.category_id,
      bandPct: bandOf.get(plan.scheme_code)!,
      benchmark: benchmarks.get(plan.scheme_code) ?? null,
    });

  const kept =
    changed && asOf?.site
      ? keepable(storedInputs, new Map(plans.map((p) => [p.scheme_code, p])), inputsOf, {
          siteAsOfDay: isoToDay(asOf.site),
          peerIndexes,
        })
      : new Map<number, KeptPlan>();
  const series = new Map<number, NavSeries>();
  const events: NavEventRow[] = [];
  const load = async (wanted: number[]) => {
    const screened = screenNavSeries(await loadSeries(sql, wanted), (code) => bandOf.get(code)!);
    for (const [code, one] of screened.series) series.set(code, one);
    events.push(...screened.events);
  };
  await load(codes.filter((code) => !kept.has(code)));
  const siteAsOfDay = asOf?.site ? isoToDay(asOf.site) : latestDay(series);

  const written: Written = { categoryRows: [], keptRankings: [], planCount: 0 };
  const { categoryRows, keptRankings } = written;
  const byCategory = new Map<number | null, PlanRow[]>();
  const categoryIds: number[] = [];
  await sql.begin(async (tx) => {
    // The stored rows of the plans not kept go first (a plan without a series loses its row), on the transaction's
    // connection, while this process makes the categories' averages below (the server's 40 ms of a daily job
    // beside the process's 250).
    const deleting = deletePlanMetrics(
      tx,
      codes.filter((code) => !kept.has(code)),
    );
    // Its failure is taken where it is awaited, below; meanwhile Node would report it as unhandled.
    deleting.catch(() => undefined);
    await new Promise((resolve) => setImmediate(resolve));
    for (const plan of plans) {
      if (!series.has(plan.scheme_code) && !kept.has(plan.scheme_code)) continue;
      const group = byCategory.get(plan.category_id) ?? [];
      group.push(plan);
      byCategory.set(plan.category_id, group);
    }
    const context: MetricsContext = {
      series,
      kept,
      siteAsOfDay,
      benchmarks,
      indexes,
      riskFreeRate: options.riskFreeRate,
      peerIndexes,
      inputsOf,
    };

    // Each category's average from its eligible members (never kept), then the kept plans whose category's
    // index moved on or before their latest NAV are computed after all.
    const categoryReturns = new Map<number | null, CategoryReturns | null>();
    for (const [categoryId, members] of byCategory) {
      const eligible = members.filter((p) => {
        const own = series.get(p.scheme_code);
        return own !== undefined && planRanking(p, own.days[own.days.length - 1]!, context).eligible;
      });
      categoryReturns.set(categoryId, categoryReturnsOf(eligible, series));
    }
    await deleting;
    if (kept.size) {
      const stored = await loadCategoryIndexes(sql);
      const moved = new Map<number | null, number>();
      for (const [categoryId, returns] of categoryReturns)
        moved.set(
          categoryId,
          categoryId === null ? Infinity : firstDifferingDay(stored.get(categoryId), returns?.index),
        );
      const recompute = plans.filter(
        (p) => kept.has(p.scheme_code) && kept.get(p.scheme_code)!.lastNavDay >= moved.get(p.category_id)!,
      );
      for (const plan of recompute) kept.delete(plan.scheme_code);
      if (recompute.length) {
        const recomputed = recompute.map((p) => p.scheme_code);
        await load(recomputed);
        await deletePlanMetrics(tx, recomputed);
      }
    }
    const computedCodes = codes.filter((code) => !kept.has(code));
    categoryIds.push(...[...byCategory.keys()].filter((id): id is number => id !== null));

    const copy = await tx
      .unsafe(`copy plan_metrics (${PLAN_METRICS_COLUMNS.join(", ")}) from stdin with (format binary)`)
      .writable();
    await pipeline(Readable.from(planChunks(byCategory, context, categoryReturns, written)), copy);
    // A kept plan's row changes only where its ranking does (judged again against the site's date: a plan turned
    // stale, say), and then its ranks go (none: not eligible). A stored ranking that says not eligible has no
    // ranks already, so an unchanged ranking leaves the row as it is. Those whose JSON reads back as stored are not
    // sent (6,000 a day, 50 ms of the server's time to parse and compare); the statement compares the rest again.
    const movedRankings = keptRankings
      .map((k) => ({ schemeCode: k.schemeCode, json: JSON.stringify(storedRanking(k.ranking)) }))
      .filter((k) => !isDeepStrictEqual(kept.get(k.schemeCode)?.ranking, JSON.parse(k.json)));
    if (movedRankings.length)
      await tx`
        update plan_metrics m set ranking = k.ranking::jsonb,
          details = case when m.details -> 'ranks' = 'null'::jsonb then m.details else m.details || '{"ranks": null}'::jsonb end,
          computed_at = now()
        from unnest(${movedRankings.map((k) => k.schemeCode)}::int[], ${movedRankings.map((k) => k.json)}::text[])
             as k(scheme_code, ranking)
        where m.scheme_code = k.scheme_code and m.ranking is distinct from k.ranking::jsonb`;
    // No date without a series (a database without NAVs): nothing was ranked against one either.
    if (Number.isFinite(siteAsOfDay))
      await tx`
        insert into metrics_state (id, site_as_of) values (1, ${dayToIso(siteAsOfDay)}::date)
        on conflict (id) do update set site_as_of = excluded.site_as_of`;
    await tx`delete from category_metrics where category_id = any(${`{${categoryIds.join(",")}}`}::int[])`;
    if (categoryRows.length)
      await tx`insert into category_metrics ${tx(categoryRows.map((row) => ({ ...row, averages: tx.json(row.averages) })) as never)}`;
    await storeCategoryIndexes(tx, new Map(categoryIds.map((id) => [id, categoryReturns.get(id)?.index ?? null])));
    await replaceNavEvents(tx, computedCodes, events);
    await refreshScreenerPlans(tx);
  });

  return {
    plans: written.planCount + keptRankings.length,
    kept: keptRankings.length,
    categories: categoryIds.length,
    seconds: (performance.now() - started) / 1000,
    navEvents: countNavEvents(events),
  };
}

/**
 * Removes the stored metrics of plans about to be computed again (the COPY writes their rows anew). The codes are
 * written into the statement (integers), unprepared: a statement with parameters waits for the server to describe
 * it before it is sent whole, and this process, busy computing, would answer only when done.
 */
function deletePlanMetrics(tx: TransactionSql, codes: readonly number[]) {
  return tx
    .unsafe(`delete from plan_metrics where scheme_code = any('{${codes.join(",")}}'::int[])`, [], { prepare: false })
    .execute();
}

/** A plan whose stored metrics stay: the latest NAV day they are as of, and its stored ranking. */
interface KeptPlan {
  lastNavDay: number;
  ranking: unknown;
}

/** What computing the plans' lines leaves beside them, for the rest of the refresh's transaction. */
interface Written {
  categoryRows: CategoryMetrics["categoryRows"];
  keptRankings: CategoryMetrics["keptRankings"];
  planCount: number;
}

/**
 * Each category's plans' plan_metrics rows in binary COPY format, computed as the COPY asks for them, in chunks
 * of about 256 KB. A generator of the module, not a closure of each refresh: the COPY's compiled loop depends on
 * the generator's class, which a closure makes anew for every refresh, and V8 compiled that loop again in every job.
 */
function* planChunks(
  byCategory: ReadonlyMap<number | null, PlanRow[]>,
  context: MetricsContext,
  categoryReturns: ReadonlyMap<number | null, CategoryReturns | null>,
  written: Written,
): Generator<Buffer> {
  const out = new BinaryCopyEncoder(1 << 18);
  for (const [categoryId, members] of byCategory) {
    const computed = categoryMetrics(categoryId, members, context, categoryReturns.get(categoryId) ?? null);
    written.categoryRows.push(...computed.categoryRows);
    written.keptRankings.push(...computed.keptRankings);
    written.planCount += computed.planRows.length;
    for (const row of computed.planRows) {
      writePlanMetricsRow(out, row);
      if (out.full) yield out.flush();
    }
  }
  yield out.end();
}

interface StoredInputs {
  scheme_code: number;
  inputs: string | null;
  as_of: string;
  /** plan_metrics.ranking, as stored (storedRanking). */
  ranking: unknown;
}

/**
 * What the stored metrics of the scope's plans without a new or revised NAV were computed from, as of when, and
 * their ranking.
 */
async function storedMetricsInputs(
  sql: Sql,
  plans: readonly PlanRow[],
  changed: ReadonlySet<number>,
): Promise<StoredInputs[]> {
  const candidates = plans.filter((p) => !changed.has(p.scheme_code)).map((p) => p.scheme_code);
  if (candidates.length === 0) return [];
  return sql<StoredInputs[]>`
    select scheme_code, inputs, to_char(as_of, 'YYYY-MM-DD') as as_of, ranking from plan_metrics
    where scheme_code = any(${`{${candidates.join(",")}}`}::int[])`;
}

/**
 * Plans of the scope whose NAVs did not change and whose stored metrics were computed from the same inputs,
 * with the latest NAV day those metrics are as of and their stored ranking; an eligible one is computed anyway, as
 * its category's average needs its series.
 */
function keepable(
  stored: readonly StoredInputs[],
  planOf: ReadonlyMap<number, PlanRow>,
  inputsOf: (plan: PlanRow) => string,
  context: Pick<MetricsContext, "siteAsOfDay" | "peerIndexes">,
): Map<number, KeptPlan> {
  const kept = new Map<number, KeptPlan>();
  for (const row of stored) {
    const plan = planOf.get(row.scheme_code)!;
    if (row.inputs === null || row.inputs !== inputsOf(plan)) continue;
    const lastNavDay = isoToDay(row.as_of);
    if (!planRanking(plan, lastNavDay, context).eligible)
      kept.set(row.scheme_code, { lastNavDay, ranking: row.ranking });
  }
  return kept;
}

/** Where plan_nav_stats is empty (NAVs written without the importer, as some tests do): the latest NAV date of the plans loaded. */
function latestDay(series: ReadonlyMap<number, NavSeries>): number {
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

/** In scheme code order, so a category's average sums its members' returns in the same order in every refresh. */
async function plansInScope(sql: Sql, schemeCodes: number[] | undefined): Promise<PlanRow[]> {
  if (!schemeCodes) {
    return sql<PlanRow[]>`
      select ${sql.unsafe(PLAN_ROW_COLUMNS)} from plans p join schemes s on s.id = p.scheme_id order by p.scheme_code`;
  }
  const codes = `{${schemeCodes.join(",")}}`;
  return sql<PlanRow[]>`
    with touched as (
      select distinct s.category_id from plans p join schemes s on s.id = p.scheme_id where p.scheme_code = any(${codes}::int[])
    )
    select ${sql.unsafe(PLAN_ROW_COLUMNS)}
    from plans p join schemes s on s.id = p.scheme_id
    where s.category_id in (select category_id from touched where category_id is not null)
       or p.scheme_code = any(${codes}::int[])
    order by p.scheme_code`;
}
