import type { Sql } from "postgres";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";
import { generateDemoDataset } from "./dataset";
import { FUND_DATA_TABLES } from "@/lib/ingest/clear-fund-data";
import { DemoLoadRefusedError, isFundDataEmpty, loadDemoDataset, type LoadStage } from "./load-demo";

// A small variant keeps the test fast: 2 years of NAVs, one to three schemes per category (~110 plans).
const SMALL = { seed: 7, today: "2026-01-15", years: 2, scale: 0.05 } as const;

/** md5 of every fund table's rows (ordered), plus the demo import and dataset_state, without clock timestamps. */
async function fingerprint(sql: Sql): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of FUND_DATA_TABLES.filter((t) => t !== "imports" && t !== "dataset_state")) {
    // amcs.created_at is the only column set by the clock (its default, now()); leave it out.
    const rowText = table === "amcs" ? sql`(t.id, t.name, t.slug)::text` : sql`t::text`;
    const [row] = await sql<
      { md5: string }[]
    >`select md5(coalesce(string_agg(${rowText}, '|' order by ${rowText}), '')) as md5 from ${sql(table)} t`;
    result[table] = row?.md5 ?? "";
  }
  const [imports] = await sql<{ md5: string }[]>`
    select md5(coalesce(string_agg(concat_ws(',', kind, source, sha256, rows_total, rows_added, finished_at is not null), '|' order by sha256), '')) as md5 from imports`;
  const [state] = await sql<
    { md5: string }[]
  >`select md5(coalesce(string_agg(concat_ws(',', id, kind), '|'), '')) as md5 from dataset_state`;
  result.imports = imports?.md5 ?? "";
  result.dataset_state = state?.md5 ?? "";
  return result;
}

async function count(sql: Sql, table: string): Promise<number> {
  const [row] = await sql<{ n: number }[]>`select count(*)::int as n from ${sql(table)}`;
  return row?.n ?? -1;
}

describe("loadDemoDataset", () => {
  let database: MigratedDatabase;
  let sql: Sql;

  beforeAll(async () => {
    database = await createMigratedDatabase();
    sql = database.sql;
  });

  afterAll(() => database.drop());

  it("loads the dataset: every table filled as generated, plans summarised, import and dataset state recorded", async () => {
    expect(await isFundDataEmpty(sql)).toBe(true);
    const expected = generateDemoDataset(SMALL);
    let expectedNavs = 0;
    for (const plans of expected.navs()) for (const p of plans) expectedNavs += p.navs.length;

    const summary = await loadDemoDataset(sql, SMALL);

    expect(summary.counts).toEqual({
      navs: expectedNavs,
      amcs: 40,
      categories: expected.categories.length,
      schemes: expected.schemes.length,
      plans: expected.plans.length,
      plan_facts: expected.plans.length,
      fund_managers: expected.factsheets.fundManagers.length,
      holdings: expected.factsheets.holdings.length,
      sector_allocations: expected.factsheets.sectorAllocations.length,
      asset_allocations: expected.factsheets.assetAllocations.length,
      credit_quality: expected.factsheets.creditQuality.length,
      new_fund_offers: 8,
      baskets: 8,
      basket_funds: expected.basketFunds.length,
    });
    for (const [table, rows] of Object.entries(summary.counts))
      expect([table, await count(sql, table)]).toEqual([table, rows]);
    expect(expected.plans.length).toBeGreaterThan(80);
    expect(expected.plans.length).toBeLessThan(200);
    expect(await count(sql, "nav_revisions")).toBe(0);
    expect(summary).toMatchObject({ seed: 7, today: "2026-01-15", navTo: "2026-01-15", asOf: "2025-12-31" });
    expect(await isFundDataEmpty(sql)).toBe(false);

    // Every plan's first/last NAV date and last NAV agree with the navs table.
    const [mismatch] = await sql<{ n: number }[]>`
      select count(*)::int as n from plans p
      left join plan_nav_stats st on st.scheme_code = p.scheme_code
      left join lateral (select min(nav_date) as first, max(nav_date) as last from navs n where n.scheme_code = p.scheme_code) s on true
      where st.first_nav_date is distinct from s.first or st.last_nav_date is distinct from s.last
         or st.last_nav is distinct from (select nav from navs n where n.scheme_code = p.scheme_code and n.nav_date = st.last_nav_date)`;
    expect(mismatch?.n).toBe(0);

    const [state] = await sql<{ kind: string }[]>`select kind from dataset_state where id = 1`;
    expect(state?.kind).toBe("demo");
    const imports = await sql<
      { kind: string; source: string; rows_added: number; sha256: string }[]
    >`select kind, source, rows_added, sha256 from imports`;
    expect(imports).toEqual([
      {
        kind: "demo",
        source: "demo seed 7",
        rows_added: expectedNavs,
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    ]);

    const [arrays] = await sql<{ headings: string[]; managers: string[] }[]>`
      select (select raw_headings from categories where slug = 'equity-large-cap-fund') as headings,
             (select managers from new_fund_offers order by id limit 1) as managers`;
    expect(arrays?.headings).toEqual(["Equity Scheme - Large Cap Fund"]);
    expect(arrays?.managers.length).toBeGreaterThan(0);

    // Serial sequences continue after the explicit ids.
    const [next] = await sql<{ id: number }[]>`select nextval(pg_get_serial_sequence('schemes', 'id'))::int as id`;
    expect(next?.id).toBe(expected.schemes.length + 1);
  });

  it("gives identical table contents when loaded again with the same seed, and different ones with another", async () => {
    const first = await fingerprint(sql);
    await loadDemoDataset(sql, SMALL);
    expect(await fingerprint(sql)).toEqual(first);
    expect(await count(sql, "imports")).toBe(1);

    await loadDemoDataset(sql, { ...SMALL, seed: 8 });
    const other = await fingerprint(sql);
    expect(other.navs).not.toBe(first.navs);
    expect(other.holdings).not.toBe(first.holdings);
    await loadDemoDataset(sql, SMALL);
    expect(await fingerprint(sql)).toEqual(first);
  });

  it("refuses when real AMFI data is loaded, and leaves everything untouched", async () => {
    await sql`update dataset_state set kind = 'amfi' where id = 1`;
    try {
      const before = await fingerprint(sql);
      await expect(loadDemoDataset(sql, { ...SMALL, seed: 9 })).rejects.toThrow(DemoLoadRefusedError);
      await expect(loadDemoDataset(sql, { ...SMALL, seed: 9 })).rejects.toThrow(/AMFI data is loaded/);
      expect(await fingerprint(sql)).toEqual(before);
    } finally {
      await sql`update dataset_state set kind = 'demo' where id = 1`;
    }
  });

  it.each<LoadStage>(["cleared", "navs", "factsheets", "recorded"])(
    "leaves the database exactly as it was when it fails after stage %s",
    async (failAt) => {
      const before = await fingerprint(sql);
      const stages: LoadStage[] = [];
      await expect(
        loadDemoDataset(sql, {
          ...SMALL,
          seed: 10,
          onStage: (stage) => {
            stages.push(stage);
            if (stage === failAt) throw new Error(`injected failure after ${stage}`);
          },
        }),
      ).rejects.toThrow(`injected failure after ${failAt}`);
      expect(stages.at(-1)).toBe(failAt);
      expect(await fingerprint(sql)).toEqual(before);
    },
  );

  it("runs the stages in order", async () => {
    const stages: LoadStage[] = [];
    await loadDemoDataset(sql, { ...SMALL, onStage: (stage) => void stages.push(stage) });
    expect(stages).toEqual(["checked", "cleared", "navs", "catalogue", "factsheets", "offers-and-baskets", "recorded"]);
  });
});
