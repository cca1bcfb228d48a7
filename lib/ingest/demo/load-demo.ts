// Loads the demo dataset into PostgreSQL in one transaction: refuses when real AMFI data is loaded,
// otherwise replaces all fund data with the demo's. NAVs (about 4.5 million rows) are generated scheme by
// scheme and streamed through COPY; so are holdings. Nothing is visible to other sessions until it commits,
// and any failure leaves the database exactly as it was.
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type postgres from "postgres";
import { generateDemoDataset, navCopyText, DEFAULT_DEMO_SEED, type DemoDataset } from "./dataset";
import type { DemoOptions } from "./types";

import { clearFundData } from "@/lib/ingest/clear-fund-data";
import { copyTextChunks, copyTextLine } from "@/lib/db/copy-text";

type Sql = postgres.Sql;
type Tx = postgres.TransactionSql;

export type LoadStage = "checked" | "cleared" | "navs" | "catalogue" | "factsheets" | "offers-and-baskets" | "recorded";

export interface LoadDemoOptions extends Partial<Omit<DemoOptions, "today">> {
  /** The last NAV date, YYYY-MM-DD. */
  today: string;
  /** Called after each stage, inside the transaction (a throw rolls everything back). */
  onStage?: (stage: LoadStage) => void | Promise<void>;
}

export interface LoadDemoSummary {
  seed: number;
  today: string;
  years: number;
  scale: number;
  /** First and last NAV date. */
  navFrom: string;
  navTo: string;
  /** As-of date of the factsheet rows. */
  asOf: string;
  importId: number;
  /** Rows written per table. */
  counts: Record<string, number>;
  durationMs: number;
}

export class DemoLoadRefusedError extends Error {
  override name = "DemoLoadRefusedError";
}

/** True when no dataset has been loaded yet (no dataset_state row and no plans): what `npm start` checks. */
export async function isFundDataEmpty(sql: Sql): Promise<boolean> {
  const [row] = await sql<{ empty: boolean }[]>`
    select not exists (select 1 from dataset_state) and not exists (select 1 from plans) as empty`;
  return row?.empty ?? false;
}

async function copyInto(
  tx: Tx,
  table: string,
  columns: readonly string[],
  chunks: Iterable<string | Buffer>,
): Promise<void> {
  const writable = await tx.unsafe(`copy ${table} (${columns.join(", ")}) from stdin`).writable();
  await pipeline(Readable.from(chunks), writable);
}

type Value = string | number | boolean | null | string[];

async function insertRows(tx: Tx, table: string, rows: readonly Record<string, Value>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as Record<string, Value>);
  const size = Math.floor(60_000 / columns.length);
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size);
    await tx`insert into ${tx(table)} ${tx(chunk as Record<string, Value>[], columns)}`;
  }
}

async function refuseRealData(tx: Tx): Promise<void> {
  // Blocks (and is blocked by) any other writer of dataset_state, so an AMFI import and a demo load never interleave.
  await tx`lock table dataset_state in share row exclusive mode`;
  const [state] = await tx<{ kind: string }[]>`select kind from dataset_state where id = 1`;
  if (state?.kind === "amfi") {
    throw new DemoLoadRefusedError(
      "Real AMFI data is loaded (dataset_state.kind = 'amfi'); the demo dataset would replace it, so nothing was changed.",
    );
  }
  if (!state) {
    const [amfi] = await tx<{ n: number }[]>`select count(*)::int as n from imports where kind = 'amfi-nav'`;
    if ((amfi?.n ?? 0) > 0)
      throw new DemoLoadRefusedError(
        "AMFI NAV imports are recorded in this database; refusing to replace their data with the demo dataset.",
      );
  }
}

export async function loadDemoDataset(sql: Sql, options: LoadDemoOptions): Promise<LoadDemoSummary> {
  const started = performance.now();
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const stage = async (name: LoadStage) => options.onStage?.(name);
  return sql.begin(async (tx) => {
    await refuseRealData(tx);
    await stage("checked");

    // Generate after the check: a refused load should cost nothing.
    const data: DemoDataset = generateDemoDataset({
      seed,
      today: options.today,
      years: options.years,
      scale: options.scale,
      minSchemesPerCategory: options.minSchemesPerCategory,
    });
    const counts: Record<string, number> = {};

    await clearFundData(tx);
    await stage("cleared");

    // NAVs first (there is no foreign key to plans), remembering each plan's first and last NAV.
    const summary = new Map<number, { first: string; last: string; lastNav: string }>();
    let navRows = 0;
    const dates = data.navDates;
    function* navChunks(): Generator<string> {
      for (const plans of data.navs()) {
        for (const { plan, startIndex, navs } of plans) {
          navRows += navs.length;
          summary.set(plan.schemeCode, {
            first: dates[startIndex] as string,
            last: dates[startIndex + navs.length - 1] as string,
            lastNav: (navs[navs.length - 1] as number).toFixed(4),
          });
        }
        yield navCopyText(plans, dates);
      }
    }
    await copyInto(tx, "navs", ["scheme_code", "nav_date", "nav"], navChunks());
    counts.navs = navRows;
    await stage("navs");

    await insertRows(
      tx,
      "amcs",
      data.amcs.map((a) => ({ id: a.id, name: a.name, slug: a.slug })),
    );
    await insertRows(
      tx,
      "categories",
      data.categories.map((c) => ({
        id: c.id,
        asset_class: c.assetClass,
        sebi_category: c.sebiCategory,
        slug: c.slug,
        raw_headings: c.rawHeadings,
      })),
    );
    await insertRows(
      tx,
      "schemes",
      data.schemes.map((s) => ({
        id: s.id,
        amc_id: s.amcId,
        category_id: s.categoryId,
        name: s.name,
        scheme_type: s.schemeType,
        raw_category_heading: s.rawCategoryHeading,
      })),
    );
    await insertRows(
      tx,
      "plans",
      data.plans.map((p) => {
        return {
          scheme_code: p.schemeCode,
          scheme_id: p.schemeId,
          plan_type: p.planType,
          option: p.option,
          idcw_frequency: p.idcwFrequency,
          isin_growth: p.isinGrowth,
          isin_reinvestment: p.isinReinvestment,
          display_name: p.displayName,
          raw_name: p.rawName,
        };
      }),
    );
    await insertRows(
      tx,
      "plan_nav_stats",
      [...summary].map(([schemeCode, navs]) => ({
        scheme_code: schemeCode,
        first_nav_date: navs.first,
        last_nav_date: navs.last,
        last_nav: navs.lastNav,
      })),
    );
    Object.assign(counts, {
      amcs: data.amcs.length,
      categories: data.categories.length,
      schemes: data.schemes.length,
      plans: data.plans.length,
    });
    await stage("catalogue");

    const f = data.factsheets;
    await insertRows(
      tx,
      "plan_facts",
      f.planFacts.map((r) => ({
        scheme_code: r.schemeCode,
        as_of: r.asOf,
        expense_ratio: r.expenseRatio,
        aum_cr: r.aumCr,
        exit_load: r.exitLoad,
        min_sip: r.minSip,
        min_lumpsum: r.minLumpsum,
        risk_level: r.riskLevel,
        benchmark: r.benchmark,
        launch_date: r.launchDate,
        source: r.source,
      })),
    );
    await insertRows(
      tx,
      "fund_managers",
      f.fundManagers.map((r) => ({
        scheme_id: r.schemeId,
        as_of: r.asOf,
        name: r.name,
        managing_since: r.managingSince,
        source: r.source,
      })),
    );
    await copyInto(
      tx,
      "holdings",
      ["scheme_id", "as_of", "name", "isin", "sector", "asset_type", "rating", "weight_pct", "source"],
      copyTextChunks(
        f.holdings.map((h) =>
          copyTextLine([h.schemeId, h.asOf, h.name, h.isin, h.sector, h.assetType, h.rating, h.weightPct, h.source]),
        ),
      ),
    );
    for (const [table, rows] of [
      ["sector_allocations", f.sectorAllocations],
      ["asset_allocations", f.assetAllocations],
      ["credit_quality", f.creditQuality],
    ] as const) {
      await insertRows(
        tx,
        table,
        rows.map((r) => ({
          scheme_id: r.schemeId,
          as_of: r.asOf,
          label: r.label,
          weight_pct: r.weightPct,
          source: r.source,
        })),
      );
      counts[table] = rows.length;
    }
    Object.assign(counts, {
      plan_facts: f.planFacts.length,
      fund_managers: f.fundManagers.length,
      holdings: f.holdings.length,
    });
    await stage("factsheets");

    await insertRows(
      tx,
      "new_fund_offers",
      data.offers.map((o) => ({
        id: o.id,
        amc_id: o.amcId,
        category_id: o.categoryId,
        name: o.name,
        open_date: o.openDate,
        close_date: o.closeDate,
        min_investment: o.minInvestment,
        benchmark: o.benchmark,
        risk_level: o.riskLevel,
        exit_load: o.exitLoad,
        objective: o.objective,
        managers: o.managers,
        source: o.source,
      })),
    );
    await insertRows(
      tx,
      "baskets",
      data.baskets.map((b) => ({
        id: b.id,
        slug: b.slug,
        name: b.name,
        description: b.description,
        is_index_funds: b.isIndexFunds,
        is_collection: b.isCollection,
        sort_order: b.sortOrder,
      })),
    );
    await insertRows(
      tx,
      "basket_funds",
      data.basketFunds.map((b) => ({ basket_id: b.basketId, scheme_code: b.schemeCode, sort_order: b.sortOrder })),
    );
    Object.assign(counts, {
      new_fund_offers: data.offers.length,
      baskets: data.baskets.length,
      basket_funds: data.basketFunds.length,
    });
    // Explicit ids were inserted: move the serial sequences past them.
    for (const table of ["amcs", "categories", "schemes", "new_fund_offers", "baskets"]) {
      await tx`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${tx(table)}), 0) + 1, false)`;
    }
    await stage("offers-and-baskets");

    const years = data.years;
    const scale = data.scale;
    const fingerprint = createHash("sha256")
      .update(
        `demo seed=${seed} today=${data.today} years=${years} scale=${scale}` +
          (options.minSchemesPerCategory === undefined ? "" : ` minSchemes=${options.minSchemesPerCategory}`),
      )
      .digest("hex");
    const [record] = await tx<{ id: number }[]>`
      insert into imports (kind, source, sha256, finished_at, rows_total, rows_added)
      values ('demo', ${`demo seed ${seed}`}, ${fingerprint}, clock_timestamp(), ${navRows}, ${navRows})
      returning id`;
    await tx`
      insert into dataset_state (id, kind, updated_at) values (1, 'demo', now())
      on conflict (id) do update set kind = excluded.kind, updated_at = excluded.updated_at`;
    await stage("recorded");

    return {
      seed,
      today: data.today,
      years,
      scale,
      navFrom: dates[0] as string,
      navTo: dates[dates.length - 1] as string,
      asOf: f.asOf,
      importId: record?.id ?? 0,
      counts,
      durationMs: Math.round(performance.now() - started),
    };
  });
}
