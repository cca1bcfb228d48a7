import type { Sql } from "postgres";
import { NAV_END, NAV_START, seedApiFixture } from "@/lib/api/testing/api-fixture";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";
import { comparedPlans } from "@/lib/funds/compare-funds";
import { compareHoldings } from "@/lib/funds/compare/compare-holdings";
import { compareNavSeries } from "@/lib/funds/compare/compare-nav-series";
import { parseCompareSelection } from "@/lib/funds/compare/parse-compare-selection";
import { loadComparison } from "@/lib/funds/compare/load-comparison";
import { popularPicks } from "@/lib/funds/compare/popular-picks";

// The API fixture (lib/api/testing/api-fixture.ts) plus, for these tests: holdings of scheme 21 (plans
// 2001/2002) sharing two stocks with scheme 11 (plans 1001-1003), one by ISIN and one by name; a young
// plan 2202 whose first NAV falls on a day plan 1001 has none; and plan 2203, which has no NAV at all.

const YOUNG = 2202;
const NO_NAV = 2203;

async function addCompareData(sql: Sql): Promise<void> {
  await sql`insert into holdings (scheme_id, as_of, name, isin, sector, asset_type, rating, weight_pct, source) values
    (21, '2026-10-31', 'HDFC Bank Limited', 'INE040A01034', 'Financial Services', 'Equity', null, 7.0, 'test'),
    (21, '2026-10-31', 'Infosys Limited', null, 'Information Technology', 'Equity', null, 5.0, 'test'),
    (21, '2026-10-31', 'Tata Consultancy Services Ltd', 'INE467B01029', 'Information Technology', 'Equity', null, 8.0, 'test'),
    (21, '2026-10-31', 'TREPS', null, null, 'Cash', null, 4.0, 'test'),
    (21, '2026-09-30', 'Reliance Industries Ltd', 'INE002A01018', 'Energy', 'Equity', null, 20.0, 'test')`;
  await sql`insert into plans (scheme_code, scheme_id, plan_type, option, isin_growth, display_name, raw_name) values
    (${YOUNG}, 21, 'Direct', 'IDCW Payout', 'INF000B01035', 'Beta Bluechip Fund - Direct Plan - IDCW', 'x'),
    (${NO_NAV}, 21, 'Regular', 'IDCW Payout', 'INF000B01043', 'Beta Bluechip Fund - Regular Plan - IDCW', 'x')`;
  await sql`insert into navs (scheme_code, nav_date, nav) values (${YOUNG}, '2025-01-04', 20), (${YOUNG}, '2025-01-06', 21), (${YOUNG}, '2026-10-30', 30)`;
  await sql`insert into plan_nav_stats (scheme_code, first_nav_date, last_nav_date, last_nav) values (${YOUNG}, '2025-01-04', '2026-10-30', 30)`;
  await sql`delete from navs where scheme_code = 1001 and nav_date in ('2025-01-03', '2025-01-04')`;
}

describe("compare queries", () => {
  let database: MigratedDatabase;
  let sql: Sql;

  beforeAll(async () => {
    database = await createMigratedDatabase();
    sql = database.sql;
    await seedApiFixture(sql);
    await addCompareData(sql);
  }, 120_000);

  afterAll(() => database.drop());

  describe("comparedPlans", () => {
    it("answers in the order asked with the factsheet facts, leaving out unknown codes and plans without NAVs", async () => {
      const funds = await comparedPlans(sql, [2201, 999_999, 1001, NO_NAV]);
      expect(funds.map((fund) => fund.scheme_code)).toEqual([2201, 1001]);
      expect(funds[1]).toMatchObject({
        isin: "INF000A01011",
        plan_display_name: "Alpha Large Cap Fund - Direct Plan - Growth",
        amc_name: "Alpha Mutual Fund",
        category: "Large Cap Fund",
        inception_date: NAV_START,
        nav_date: NAV_END,
        nav_unverified: false,
        expense_ratio: 0.65,
        aum: 10000,
        risk_level: "Very High",
        exit_load: "1% within 1 year",
        min_sip: 100,
        min_lumpsum: 1000,
        benchmark: "Nifty 100 TRI",
        launch_date: "2013-01-01",
      });
      expect(funds[1]!.returns["1y"]).toBeCloseTo(12, 4);
      expect(funds[0]).toMatchObject({
        exit_load: null,
        min_sip: null,
        min_lumpsum: null,
        benchmark: null,
        launch_date: null,
        expense_ratio: null,
      });
    });

    it("gives an IDCW plan no NAV, SIP or calendar-year returns, and says its option (issue 37, 3)", async () => {
      const [growth, idcw] = await comparedPlans(sql, [1001, 1003]);
      expect(growth).toMatchObject({ option_type: "Growth" });
      expect(growth!.returns["1y"]).toBeCloseTo(12, 4);
      expect(idcw).toMatchObject({ option_type: "IDCW Payout", sip_returns: { "1y": null, "3y": null, "5y": null } });
      expect(Object.values(idcw!.returns).every((value) => value === null)).toBe(true);
      expect(idcw!.calendar_years).toEqual([]);
    });

    it("answers nothing for no codes", async () => {
      expect(await comparedPlans(sql, [])).toEqual([]);
    });
  });

  describe("compareNavSeries", () => {
    it("gives every plan's NAVs over the common period, each from its last NAV on or before the first common day", async () => {
      const [alpha, young, beta] = await compareNavSeries(sql, [1001, YOUNG, 2001]);
      expect(young!.map((p) => p.date)).toEqual(["2025-01-04", "2025-01-06", "2026-10-30"]);
      // 1001 has no NAV on 3 and 4 January 2025: it starts on the 2nd.
      expect(alpha![0]!.date).toBe("2025-01-02");
      expect(alpha![1]!.date).toBe("2025-01-05");
      expect(alpha!.at(-1)!.date).toBe("2026-10-30");
      expect(beta![0]!.date).toBe("2025-01-04");
      expect(beta!.at(-1)!.date).toBe("2026-10-30");
      expect(beta![0]!.nav).toBeGreaterThan(10);
    });

    it("gives an unknown plan an empty list and keeps the order of the codes", async () => {
      const series = await compareNavSeries(sql, [999_999, 2001]);
      expect(series[0]).toEqual([]);
      expect(series[1]!.length).toBeGreaterThan(0);
      expect(await compareNavSeries(sql, [])).toEqual([]);
    });
  });

  describe("compareHoldings", () => {
    it("gives each plan its scheme's latest portfolio without cash, and null when there is none", async () => {
      const [alpha, beta, liquid, unknown] = await compareHoldings(sql, [1002, 2001, 1101, 999_999]);
      expect(alpha!.as_of).toBe("2026-10-31");
      expect(alpha!.holdings.map((h) => [h.name, h.isin, h.weight_pct])).toEqual([
        ["Reliance Industries Ltd", "INE002A01018", 9.5],
        ["HDFC Bank Ltd", "INE040A01034", 9.0],
        ["ICICI Bank Ltd", "INE090A01021", 8.0],
        ["Infosys Ltd", "INE009A01021", 6.5],
      ]);
      expect(beta!.holdings.map((h) => h.name)).toEqual([
        "Tata Consultancy Services Ltd",
        "HDFC Bank Limited",
        "Infosys Limited",
      ]);
      expect(liquid).toBeNull();
      expect(unknown).toBeNull();
    });
  });

  describe("loadComparison", () => {
    it("drops unknown codes, keeps the order, and computes growth and every pair's overlap", async () => {
      const comparison = await loadComparison(sql, parseCompareSelection("1001,999999,2001,1101"));
      expect(comparison.selection).toEqual({
        codes: [1001, 2001, 1101],
        ignored: [{ value: "999999", reason: "unknown" }],
      });
      expect(comparison.funds.map((f) => f.scheme_code)).toEqual([1001, 2001, 1101]);
      expect(comparison.growth).toMatchObject({ start: NAV_START, end: NAV_END });
      expect(comparison.growth!.values.map((v) => v[0])).toEqual([10_000, 10_000, 10_000]);
      // 1001 compounds at 12% a year: over the four years 10,000 grows to 10,000 × 1.12^(1461/365).
      expect(comparison.growth!.values[0]!.at(-1)).toBeCloseTo(10_000 * Math.pow(1.12, 1461 / 365), -1);

      expect(comparison.overlaps.map((o) => [o.a, o.b])).toEqual([
        [0, 1],
        [0, 2],
        [1, 2],
      ]);
      const [alphaBeta, alphaLiquid, betaLiquid] = comparison.overlaps;
      expect(alphaBeta!.as_of).toEqual(["2026-10-31", "2026-10-31"]);
      // HDFC Bank by ISIN (min 9, 7) and Infosys by name (min 6.5, 5); the TREPS cash lines are not holdings.
      expect(alphaBeta!.overlap).toEqual({
        disclosed: true,
        overlap_pct: 12,
        common: [
          { name: "HDFC Bank Ltd", isin: "INE040A01034", weight_a: 9, weight_b: 7, common_pct: 7 },
          { name: "Infosys Ltd", isin: "INE009A01021", weight_a: 6.5, weight_b: 5, common_pct: 5 },
        ],
      });
      expect(alphaLiquid).toMatchObject({ as_of: ["2026-10-31", null], overlap: { disclosed: false, missing: ["b"] } });
      expect(betaLiquid!.overlap).toEqual({ disclosed: false, missing: ["b"] });
    });

    it("starts the growth on the youngest fund's first NAV", async () => {
      const comparison = await loadComparison(sql, parseCompareSelection(`1001,${YOUNG}`));
      expect(comparison.growth).toMatchObject({ start: "2025-01-04", end: "2026-10-30" });
      const { dates, values } = comparison.growth!;
      const on = (date: string) => values[1]![dates.indexOf(date)];
      expect([on("2025-01-04"), on("2025-01-05"), on("2025-01-06"), on("2026-10-30")]).toEqual([
        10_000, 10_000, 10_500, 15_000,
      ]);
      // 1001's base is its NAV of 2 January, the last before the common start.
      const alphaBase = (await compareNavSeries(sql, [1001, YOUNG]))[0]![0]!;
      expect(alphaBase.date).toBe("2025-01-02");
    });

    it("computes neither growth nor overlaps for fewer than two funds", async () => {
      const comparison = await loadComparison(sql, parseCompareSelection("1001,999998"));
      expect(comparison).toMatchObject({ growth: null, overlaps: [] });
      expect(comparison.funds).toHaveLength(1);
      expect(comparison.selection.ignored).toEqual([{ value: "999998", reason: "unknown" }]);
    });
  });

  describe("popularPicks", () => {
    it("offers the largest Direct Growth funds of each popular category that has two or more", async () => {
      const picks = await popularPicks(sql);
      expect(picks.map((p) => [p.category, p.plans.map((plan) => plan.scheme_code)])).toEqual([
        ["Large Cap Fund", [2001, 1001]],
      ]);
    });
  });
});
