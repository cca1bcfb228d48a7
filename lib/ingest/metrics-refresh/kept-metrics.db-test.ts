import type { Sql } from "postgres";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";
import { settlePlanNavStats } from "@/lib/ingest/metrics-refresh/testing/plan-nav-stats";
import { refreshMetrics } from "@/lib/ingest/metrics-refresh/refresh-metrics";
import { checkAgainstFullRefresh } from "@/lib/ingest/metrics-refresh/testing/full-refresh-check";

// One category, 420 calendar days of NAVs from 2024-01-01 (every day, so a risk window exists):
// - 2001..2006: Direct Growth plans (eligible), each a trend with a wiggle of its own, so the category's average
//   moves every day;
// - 2101: an IDCW plan of the same category (never eligible), compared with the category's average (beta);
// - 2102: a Growth plan whose NAVs stop 40 days before the others (not eligible: its latest NAV is stale).
// Neither 2101 nor 2102 gets the new day's NAV: their stored metrics may be kept.
const START = Date.UTC(2024, 0, 1);
const DAYS = 420;
const iso = (d: number) => new Date(START + d * 86_400_000).toISOString().slice(0, 10);
const nav = (code: number, d: number) =>
  (10 * (1 + 0.01 * (code % 7)) ** (d / 30) * (1 + 0.02 * Math.sin(d / (3 + (code % 5)) + code))).toFixed(4);
const ELIGIBLE = [2001, 2002, 2003, 2004, 2005, 2006];
const IDCW = 2101;
const STALE = 2102;
const RATE = 0.065;
// What checkAgainstFullRefresh finds when the refresh stored what a full one would: no row differs in any table.
const NONE_DIFFER = { plan_metrics: 0, category_metrics: 0, category_index: 0, metrics_state: 0, nav_events: 0 };

async function seed(sql: Sql) {
  await sql`insert into amcs (id, name, slug) values (1, 'Test Mutual Fund', 'test-mutual-fund')`;
  await sql`insert into categories (id, asset_class, sebi_category, slug) values (1, 'Equity', 'Flexi Cap Fund', 'equity-flexi-cap-fund')`;
  const codes = [...ELIGIBLE, IDCW, STALE];
  await sql`insert into schemes ${sql(codes.map((code) => ({ id: code, amc_id: 1, category_id: 1, name: `Fund ${code}` })))}`;
  await sql`insert into plans ${sql(
    codes.map((code) => ({
      scheme_code: code,
      scheme_id: code,
      plan_type: "Direct",
      option: code === IDCW ? "IDCW Payout" : "Growth",
      display_name: `Fund ${code} - Direct Plan - ${code === IDCW ? "IDCW" : "Growth"}`,
      raw_name: "x",
    })),
  )}`;
  const rows = [];
  for (let d = 0; d < DAYS; d++)
    for (const code of codes)
      if (code !== STALE || d < DAYS - 40) rows.push({ scheme_code: code, nav_date: iso(d), nav: nav(code, d) });
  await sql`insert into navs ${sql(rows)}`;
  await settlePlanNavStats(sql);
}

const betaOf = async (sql: Sql, code: number) =>
  (await sql<{ beta: number | null }[]>`select beta from plan_metrics where scheme_code = ${code}`)[0]!.beta;

describe("a refresh keeps the stored metrics of plans nothing changed for, and stores what a full one would", () => {
  let database: MigratedDatabase;
  let sql: Sql;
  beforeAll(async () => {
    database = await createMigratedDatabase();
    sql = database.sql;
    await seed(sql);
    await refreshMetrics(sql, { riskFreeRate: RATE });
  }, 60_000);
  afterAll(() => database.drop());

  it("keeps the plans without a new NAV when the category's index moved only after their latest NAV", async () => {
    const beta = await betaOf(sql, IDCW);
    expect(beta).not.toBeNull();
    const keptRow = sql<{ version: string; ranking: unknown; beta: number | null }[]>`
      select xmin::text as version, ranking, beta from plan_metrics where scheme_code = ${IDCW}`;
    const [before] = await keptRow;
    expect(await sql`select to_char(site_as_of, 'YYYY-MM-DD') as d from metrics_state`).toEqual([{ d: iso(DAYS - 1) }]);
    await sql`insert into navs ${sql(ELIGIBLE.map((code) => ({ scheme_code: code, nav_date: iso(DAYS), nav: nav(code, DAYS) })))}`;
    await settlePlanNavStats(sql);
    const report = await refreshMetrics(sql, { schemeCodes: ELIGIBLE, riskFreeRate: RATE });
    expect(report).toMatchObject({ plans: 8, kept: 2, categories: 1 });
    // Ranking is judged again for the kept plans against the site's new date, which is stored once: the IDCW
    // plan's ranking did not change, so neither did its row (the same row version).
    expect(await sql`select to_char(site_as_of, 'YYYY-MM-DD') as d from metrics_state`).toEqual([{ d: iso(DAYS) }]);
    expect(await keptRow).toEqual([
      { version: before!.version, ranking: { eligible: false, reason: "idcw", lastNavDate: iso(DAYS - 1) }, beta },
    ]);
    const check = await checkAgainstFullRefresh(sql, RATE);
    expect(check.differing).toEqual(NONE_DIFFER);
    expect(check.rows.plan_metrics).toBe(8);
  });

  it("computes a plan again when a peer's revised NAV moves the category's index before its latest NAV", async () => {
    const before = await betaOf(sql, IDCW);
    await sql`update navs set nav = nav * 1.01 where scheme_code = 2003 and nav_date = ${iso(DAYS - 100)}`;
    await settlePlanNavStats(sql);
    const report = await refreshMetrics(sql, { schemeCodes: [2003], riskFreeRate: RATE });
    // The stale plan's NAVs end 40 days before the new day, after the revision: it is computed again too.
    expect(report).toMatchObject({ plans: 8, kept: 0 });
    expect(await betaOf(sql, IDCW)).not.toBe(before);
    const check = await checkAgainstFullRefresh(sql, RATE);
    expect(check.differing).toEqual(NONE_DIFFER);
  });

  it("keeps nothing when what the metrics are computed from changed (here the risk-free rate)", async () => {
    const report = await refreshMetrics(sql, { schemeCodes: [2001], riskFreeRate: 0.07 });
    expect(report).toMatchObject({ plans: 8, kept: 0 });
    const again = await refreshMetrics(sql, { schemeCodes: [2001], riskFreeRate: 0.07 });
    expect(again).toMatchObject({ plans: 8, kept: 2 });
    const check = await checkAgainstFullRefresh(sql, 0.07);
    expect(check.differing).toEqual(NONE_DIFFER);
  });
});
