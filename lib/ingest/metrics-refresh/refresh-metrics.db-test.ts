import { readFileSync } from "node:fs";
import path from "node:path";
import type { Sql } from "postgres";
import { MIGRATIONS_FOLDER } from "@/lib/db/migrate";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";
import { settlePlanNavStats } from "@/lib/ingest/metrics-refresh/testing/plan-nav-stats";
import { refreshMetrics } from "@/lib/ingest/metrics-refresh/refresh-metrics";

// Direct Growth plans compounding at exactly r a year on every calendar day (nav = 10 × (1 + r)^(d / 365),
// d = days from 2022-06-01; no 29 February in range), all in one category:
// - 1001 Steady (10%) and 1002 Brisk (20%): 2022-06-01 … 2023-06-01; 1003: an IDCW plan of Steady's fund.
// - 1006 Calm (5%), 1007 Keen (15%) and 1008 Slump (−10%): 2022-06-01 … 2023-06-01, so the 1Y field is exactly
//   MIN_PEER_PLANS = 5 plans (Brisk, Keen, Steady, Calm, Slump).
// - 1004 Gappy (30%): 2022-04-01 … 2023-06-01 but nothing from 2022-05-17 to 2022-06-15, so the last NAV on or
//   before its 1Y start (2022-06-01) is 16 days old.
// - 1005 Stopped (25%): 2022-04-01 … 2023-05-12, 20 days before the site's as-of date 2023-06-01.
// - 1011 and 1012, the Regular Growth plans of Steady (9%) and Brisk (19%), 2022-06-01 … 2023-06-01: two Regular
//   plans, fewer than the five a rank or an average needs.
const START = Date.UTC(2022, 5, 1);
const DAYS = 365;
const isoDay = (offset: number) => new Date(START + offset * 86_400_000).toISOString().slice(0, 10);
const offsetOf = (iso: string) => Math.round((Date.parse(`${iso}T00:00:00Z`) - START) / 86_400_000);
const nav = (rate: number, d: number) => (10 * (1 + rate) ** (d / DAYS)).toFixed(6);
// 1M as of 2023-06-01 starts 2023-05-01, 31 days earlier: (1 + r)^(31/365) − 1.
const oneMonthPct = (rate: number) => ((1 + rate) ** (31 / DAYS) - 1) * 100;

async function seed(sql: Sql) {
  await sql`insert into amcs (id, name, slug) values (1, 'Test Mutual Fund', 'test-mutual-fund')`;
  await sql`insert into categories (id, asset_class, sebi_category, slug) values (1, 'Equity', 'Large Cap Fund', 'equity-large-cap-fund')`;
  await sql`insert into schemes (id, amc_id, category_id, name) values
    (1, 1, 1, 'Steady Fund'), (2, 1, 1, 'Brisk Fund'), (3, 1, 1, 'Gappy Fund'), (4, 1, 1, 'Stopped Fund'),
    (5, 1, 1, 'Calm Fund'), (6, 1, 1, 'Keen Fund'), (7, 1, 1, 'Slump Fund')`;
  await sql`insert into plans (scheme_code, scheme_id, plan_type, option, display_name, raw_name) values
    (1001, 1, 'Direct', 'Growth', 'Steady Fund - Direct Plan - Growth', 'x'),
    (1002, 2, 'Direct', 'Growth', 'Brisk Fund - Direct Plan - Growth', 'x'),
    (1003, 1, 'Direct', 'IDCW Payout', 'Steady Fund - Direct Plan - IDCW', 'x'),
    (1004, 3, 'Direct', 'Growth', 'Gappy Fund - Direct Plan - Growth', 'x'),
    (1005, 4, 'Direct', 'Growth', 'Stopped Fund - Direct Plan - Growth', 'x'),
    (1006, 5, 'Direct', 'Growth', 'Calm Fund - Direct Plan - Growth', 'x'),
    (1007, 6, 'Direct', 'Growth', 'Keen Fund - Direct Plan - Growth', 'x'),
    (1008, 7, 'Direct', 'Growth', 'Slump Fund - Direct Plan - Growth', 'x'),
    (1011, 1, 'Regular', 'Growth', 'Steady Fund - Regular Plan - Growth', 'x'),
    (1012, 2, 'Regular', 'Growth', 'Brisk Fund - Regular Plan - Growth', 'x')`;
  const rows = [];
  for (let d = 0; d <= DAYS; d += 1) {
    rows.push({ scheme_code: 1001, nav_date: isoDay(d), nav: nav(0.1, d) });
    rows.push({ scheme_code: 1002, nav_date: isoDay(d), nav: nav(0.2, d) });
    rows.push({ scheme_code: 1003, nav_date: isoDay(d), nav: "10" });
    rows.push({ scheme_code: 1006, nav_date: isoDay(d), nav: nav(0.05, d) });
    rows.push({ scheme_code: 1007, nav_date: isoDay(d), nav: nav(0.15, d) });
    rows.push({ scheme_code: 1008, nav_date: isoDay(d), nav: nav(-0.1, d) });
    rows.push({ scheme_code: 1011, nav_date: isoDay(d), nav: nav(0.09, d) });
    rows.push({ scheme_code: 1012, nav_date: isoDay(d), nav: nav(0.19, d) });
  }
  for (let d = offsetOf("2022-04-01"); d <= DAYS; d += 1) {
    if (d < offsetOf("2022-05-17") || d > offsetOf("2022-06-15"))
      rows.push({ scheme_code: 1004, nav_date: isoDay(d), nav: nav(0.3, d) });
    if (d <= offsetOf("2023-05-12")) rows.push({ scheme_code: 1005, nav_date: isoDay(d), nav: nav(0.25, d) });
  }
  await sql`insert into navs ${sql(rows)}`;
  await settlePlanNavStats(sql);
}

interface MetricsRow {
  scheme_code: number;
  as_of: string;
  return_1m: number | null;
  return_1y: number | null;
  rank_1m: { rank: number; quartile: number; of: number } | null;
  rank_1y: { rank: number; quartile: number; of: number } | null;
  missing_1y: string | null;
  ranking: { eligible: boolean; reason: string | null; siteAsOf: string; lastNavDate: string };
  dated_row: boolean;
}

const readCategoryRows = (sql: Sql) => sql<
  {
    plan_type: string;
    plan_count: number;
    as_of: string;
    site: boolean;
    avg_1y: number | null;
    avg_1m: number | null;
    count_1y: number;
    count_1m: number;
  }[]
>`
  select plan_type, plan_count, to_char(as_of, 'YYYY-MM-DD') as as_of, as_of = site_as_of_date() as site,
         (averages ->> '1y')::float8 as avg_1y, (averages ->> '1m')::float8 as avg_1m,
         (plan_counts ->> '1y')::int as count_1y, (plan_counts ->> '1m')::int as count_1m
  from category_metrics order by plan_type`;

const readMetrics = (sql: Sql) => sql<MetricsRow[]>`
  select scheme_code, to_char(as_of, 'YYYY-MM-DD') as as_of, return_1m, return_1y,
         details -> 'ranks' -> '1m' as rank_1m, details -> 'ranks' -> '1y' as rank_1y,
         details -> 'trailingMissing' ->> '1y' as missing_1y,
         -- As the fund page reads it: the stored ranking with the one date every plan's was judged against.
         ranking || jsonb_build_object('siteAsOf', (select to_char(site_as_of, 'YYYY-MM-DD') from metrics_state)) as ranking,
         ranking ? 'siteAsOf' as dated_row
  from plan_metrics order by scheme_code`;

describe("refreshMetrics", () => {
  let database: MigratedDatabase;
  let sql: Sql;

  beforeAll(async () => {
    database = await createMigratedDatabase();
    sql = database.sql;
    await seed(sql);
  });
  afterAll(() => database.drop());

  it("writes each plan's returns, its rank in the category, and the category average", async () => {
    const report = await refreshMetrics(sql);
    expect(report).toMatchObject({ plans: 10, categories: 1 });

    const rows = await readMetrics(sql);
    const byCode = (code: number) => rows.find((r) => r.scheme_code === code)!;
    const [steady, brisk, idcw, calm, keen, slump] = [1001, 1002, 1003, 1006, 1007, 1008].map(byCode);
    expect(rows.map((r) => r.scheme_code)).toEqual([1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1011, 1012]);
    expect(rows.map((r) => r.as_of)).toEqual([
      ...["2023-06-01", "2023-06-01", "2023-06-01", "2023-06-01", "2023-05-12"],
      ...["2023-06-01", "2023-06-01", "2023-06-01", "2023-06-01", "2023-06-01"],
    ]);
    expect(steady!.return_1y).toBeCloseTo(10, 4);
    expect(brisk!.return_1y).toBeCloseTo(20, 4);
    expect(slump!.return_1y).toBeCloseTo(-10, 4);
    expect(idcw!.return_1y).toBeCloseTo(0, 6);
    // Five 1Y values (20, 15, 10, 5, −10): quartile = floor(4 × (rank − 1) / 5) + 1 → 1, 1, 2, 3, 4.
    expect(brisk!.rank_1y).toEqual({ rank: 1, quartile: 1, of: 5 });
    expect(keen!.rank_1y).toEqual({ rank: 2, quartile: 1, of: 5 });
    expect(steady!.rank_1y).toEqual({ rank: 3, quartile: 2, of: 5 });
    expect(calm!.rank_1y).toEqual({ rank: 4, quartile: 3, of: 5 });
    expect(slump!.rank_1y).toEqual({ rank: 5, quartile: 4, of: 5 });
    expect(idcw!.rank_1y).toBeNull(); // IDCW plans are not ranked on NAV returns
    expect(idcw!.ranking).toEqual({
      eligible: false,
      reason: "idcw",
      siteAsOf: "2023-06-01",
      lastNavDate: "2023-06-01",
    });
    expect(steady!.ranking).toEqual({
      eligible: true,
      reason: null,
      siteAsOf: "2023-06-01",
      lastNavDate: "2023-06-01",
    });
  });

  it("gives no 1Y return to a plan with a gap at its 1Y start and leaves it out of the 1Y rank and average, not the 1M", async () => {
    const gappy = (await readMetrics(sql)).find((r) => r.scheme_code === 1004)!;
    expect(gappy.return_1y).toBeNull();
    expect(gappy.missing_1y).toBe("no-nav-near-start");
    expect(gappy.rank_1y).toBeNull();
    expect(gappy.return_1m).toBeCloseTo(oneMonthPct(0.3), 4); // 1.3^(31/365) − 1 = 2.2533…%
    expect(gappy.rank_1m).toEqual({ rank: 1, quartile: 1, of: 6 }); // ahead of the five others with a 1M
    expect(gappy.ranking).toEqual({ eligible: true, reason: null, siteAsOf: "2023-06-01", lastNavDate: "2023-06-01" });
  });

  it("stores a stale plan's returns but neither ranks nor averages it", async () => {
    const stopped = (await readMetrics(sql)).find((r) => r.scheme_code === 1005)!;
    // 2022-05-12 → 2023-05-12 is 365 days: exactly 25%.
    expect(stopped.return_1y).toBeCloseTo(25, 4);
    expect(stopped.return_1m).not.toBeNull();
    expect(stopped.rank_1y).toBeNull();
    expect(stopped.rank_1m).toBeNull();
    expect(stopped.ranking).toEqual({
      eligible: false,
      reason: "stale-nav",
      siteAsOf: "2023-06-01",
      lastNavDate: "2023-05-12",
    });

    const [category] = await readCategoryRows(sql);
    expect(category).toMatchObject({ plan_type: "Direct", plan_count: 6, as_of: "2023-06-01", site: true });
    expect(category!.count_1y).toBe(5);
    expect(category!.count_1m).toBe(6);
    // (20 + 15 + 10 + 5 − 10) / 5: neither Gappy (no 1Y) nor Stopped (stale).
    expect(category!.avg_1y).toBeCloseTo(8, 4);
    const rates = [0.3, 0.2, 0.15, 0.1, 0.05, -0.1];
    expect(category!.avg_1m).toBeCloseTo(rates.reduce((sum, r) => sum + oneMonthPct(r), 0) / 6, 4); // 0.8908…%
  });

  it("ranks and averages nobody in a plan type with fewer than five plans with a value, and keeps the count", async () => {
    const rows = await readMetrics(sql);
    for (const code of [1011, 1012]) {
      const regular = rows.find((r) => r.scheme_code === code)!;
      expect(regular.return_1y).toBeCloseTo(code === 1011 ? 9 : 19, 4);
      expect(regular.ranking.eligible).toBe(true);
      expect(regular.rank_1y).toBeNull();
      expect(regular.rank_1m).toBeNull();
    }
    const regular = (await readCategoryRows(sql)).find((row) => row.plan_type === "Regular")!;
    expect(regular).toMatchObject({ plan_count: 2, count_1y: 2, count_1m: 2, avg_1y: null, avg_1m: null });
  });

  it("recomputes only the categories of the plans named, and replaces their rows", async () => {
    // Steady publishes a day ahead of the site (as liquid funds do for holidays): still ranked.
    await sql`insert into navs (scheme_code, nav_date, nav) values (1001, '2023-06-02', 11.5)`;
    await sql`update plan_nav_stats set last_nav_date = '2023-06-02', last_nav = 11.5 where scheme_code = 1001`;
    const report = await refreshMetrics(sql, { schemeCodes: [1001] });
    expect(report.plans).toBe(10); // the whole category: ranks and averages depend on peers
    const steady = (await readMetrics(sql)).find((r) => r.scheme_code === 1001)!;
    expect(steady.as_of).toBe("2023-06-02");
    expect(steady.ranking).toEqual({ eligible: true, reason: null, siteAsOf: "2023-06-01", lastNavDate: "2023-06-02" });
    const [count] = await sql<{ n: number }[]>`select count(*)::int as n from plan_metrics`;
    expect(count?.n).toBe(10);
    const [category] = await sql<
      { as_of: string }[]
    >`select to_char(as_of, 'YYYY-MM-DD') as as_of from category_metrics where plan_type = 'Direct'`;
    expect(category?.as_of).toBe("2023-06-01"); // the site's date, not the latest plan's
  });

  it("recomputes every plan when the site's as-of date moved, though the plans named are in one category", async () => {
    // A Gilt plan alone in its category, with no NAV on the day the site moves to.
    await sql`insert into categories (id, asset_class, sebi_category, slug) values (2, 'Debt', 'Gilt Fund', 'debt-gilt-fund')`;
    await sql`insert into schemes (id, amc_id, category_id, name) values (8, 1, 2, 'Gilt Fund')`;
    await sql`insert into plans (scheme_code, scheme_id, plan_type, option, display_name, raw_name) values
      (2001, 8, 'Direct', 'Growth', 'Gilt Fund - Direct Plan - Growth', 'x')`;
    const gilt = Array.from({ length: DAYS + 1 }, (_, d) => ({
      scheme_code: 2001,
      nav_date: isoDay(d),
      nav: nav(0.07, d),
    }));
    await sql`insert into navs ${sql(gilt)}`;
    await sql`insert into plan_nav_stats (scheme_code, first_nav_date, last_nav_date, last_nav)
      values (2001, '2022-06-01', '2023-06-01', ${gilt[DAYS]!.nav})`;
    await refreshMetrics(sql);
    const giltRow = async () => (await readMetrics(sql)).find((r) => r.scheme_code === 2001)!;
    expect((await giltRow()).ranking.siteAsOf).toBe("2023-06-01");

    // The next day most plans report: the site moves to 2023-06-02.
    const next = [1002, 1004, 1006, 1007, 1008, 1011, 1012];
    await sql`insert into navs ${sql(next.map((code) => ({ scheme_code: code, nav_date: "2023-06-02", nav: "12" })))}`;
    await sql`update plan_nav_stats set last_nav_date = '2023-06-02', last_nav = 12 where scheme_code in ${sql(next)}`;
    const report = await refreshMetrics(sql, { schemeCodes: next });
    expect(report).toMatchObject({ plans: 11, categories: 2 });
    expect((await giltRow()).ranking).toEqual({
      eligible: true,
      reason: null,
      siteAsOf: "2023-06-02",
      lastNavDate: "2023-06-01",
    });
    const dates = await sql<{ category_id: number; as_of: string }[]>`
      select distinct category_id, to_char(as_of, 'YYYY-MM-DD') as as_of from category_metrics order by category_id`;
    expect(dates).toEqual([
      { category_id: 1, as_of: "2023-06-02" },
      { category_id: 2, as_of: "2023-06-02" },
    ]);
  });

  it("keeps the ranking in its own column, and migration 0033 moves one stored inside details there", async () => {
    const inDetails = await sql<{ n: number }[]>`select count(*)::int as n from plan_metrics where details ? 'ranking'`;
    expect(inDetails[0]!.n).toBe(0);
    const before = await readMetrics(sql);
    expect(before.every((row) => typeof row.ranking.eligible === "boolean")).toBe(true);
    // As a refresh before migration 0033 stored it.
    await sql`update plan_metrics set details = details || jsonb_build_object('ranking', ranking), ranking = null`;
    const migration = readFileSync(path.join(MIGRATIONS_FOLDER, "0033_plan-metrics-ranking.sql"), "utf8");
    await sql.unsafe(migration.split("--> statement-breakpoint")[1]!);
    expect(await readMetrics(sql)).toEqual(before);
    expect(
      (await sql<{ n: number }[]>`select count(*)::int as n from plan_metrics where details ? 'ranking'`)[0]!.n,
    ).toBe(0);
  });

  it("stores the date rankings were judged against once, and migration 0034 moves it out of each ranking", async () => {
    const before = await readMetrics(sql);
    expect(before.some((row) => row.dated_row)).toBe(false);
    // As a refresh before migration 0034 stored it: the date inside every ranking, no metrics_state.
    await sql`
      update plan_metrics set ranking = ranking || jsonb_build_object('siteAsOf',
        (select to_char(site_as_of, 'YYYY-MM-DD') from metrics_state))`;
    await sql`delete from metrics_state`;
    const migration = readFileSync(path.join(MIGRATIONS_FOLDER, "0034_metrics-state.sql"), "utf8");
    for (const statement of migration.split("--> statement-breakpoint").slice(1)) await sql.unsafe(statement);
    expect(await readMetrics(sql)).toEqual(before);
  });

  it("removes the stored metrics of a plan whose NAVs are all gone, and no other plan's", async () => {
    const before = await readMetrics(sql);
    expect(before.some((r) => r.scheme_code === 1003)).toBe(true);
    await sql`delete from navs where scheme_code = 1003`;
    await refreshMetrics(sql, { schemeCodes: [1003] });
    const after = await readMetrics(sql);
    expect(after.map((r) => r.scheme_code)).toEqual(before.map((r) => r.scheme_code).filter((code) => code !== 1003));
  });
});

describe("refreshMetrics on a database without NAVs", () => {
  let database: MigratedDatabase;
  beforeAll(async () => {
    database = await createMigratedDatabase();
  });
  afterAll(() => database.drop());

  it("computes nothing, and records no date rankings were judged against", async () => {
    const report = await refreshMetrics(database.sql);
    expect(report).toMatchObject({ plans: 0, kept: 0, categories: 0 });
    expect(await database.sql`select * from metrics_state`).toEqual([]);
  });
});
