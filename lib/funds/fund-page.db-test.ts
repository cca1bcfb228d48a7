import type { Sql } from "postgres";
import { ApiError } from "@/lib/api/api-error";
import { NAV_END, seedApiFixture, seedLargeCapPeers } from "@/lib/api/testing/api-fixture";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";
import { categoryRank } from "@/lib/funds/category-rank";
import { categoryStandings } from "@/lib/funds/category-standings";
import { fundPage } from "@/lib/funds/fund-page";
import { navWindow } from "@/lib/funds/nav-history";
import { planBySchemeCode } from "@/lib/funds/plan-lookup";
import { planPerformance } from "@/lib/funds/plan-performance";

// The API fixture (lib/api/testing/api-fixture.ts): plans compounding at fixed rates every calendar day from
// 2022-11-20 to 2026-11-20. Large Cap Fund (category 1): Direct Growth 1001 (12%) and 2001 (10%), Regular
// Growth 1002 (11%) and 2002 (9%), Direct IDCW 1003 (5%). So a 1-year return is the rate itself.
// A rank or a field average needs MIN_PEER_PLANS = 5 plans with a value, so this test adds three Large Cap
// funds (seedLargeCapPeers, same dates and formula): the Direct Growth field is then 13, 12 (1001),
// 10 (2001), 8, 6 and the Regular one 12, 11 (1002), 9 (2002), 7, 5. The ETF 2201 stays alone in its category.

const LARGE_CAP = 1;

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to fail");
}

describe("fund page queries", () => {
  let database: MigratedDatabase;
  let sql: Sql;

  beforeAll(async () => {
    database = await createMigratedDatabase();
    sql = database.sql;
    await seedApiFixture(sql);
    await seedLargeCapPeers(sql);
  }, 120_000);

  afterAll(() => database.drop());

  describe("categoryStandings", () => {
    it("ranks a plan among the category's Growth plans of its type, with the field's average, best and worst", async () => {
      const alpha = await planBySchemeCode(sql, 1001);
      const { oneYear } = await categoryStandings(sql, alpha, LARGE_CAP, {
        oneYear: { kind: "trailing", period: "1y" },
      });
      expect(oneYear.value_pct).toBeCloseTo(12, 4);
      // 12 among 13, 12, 10, 8, 6: rank 2 of 5, quartile floor(4 × 1 / 5) + 1 = 1, ahead of three.
      expect(oneYear).toMatchObject({ rank: 2, out_of: 5, peer_count: 5, quartile: 1, beaten: 3 });
      expect(oneYear.average_pct).toBeCloseTo(9.8, 4); // (13 + 12 + 10 + 8 + 6) / 5
      expect(oneYear.best_pct).toBeCloseTo(13, 4);
      expect(oneYear.worst_pct).toBeCloseTo(6, 4);

      const beta = await planBySchemeCode(sql, 2001);
      const standing = (await categoryStandings(sql, beta, LARGE_CAP, { oneYear: { kind: "trailing", period: "1y" } }))
        .oneYear;
      // 10: rank 3 of 5, quartile floor(4 × 2 / 5) + 1 = 2.
      expect(standing).toMatchObject({ rank: 3, out_of: 5, quartile: 2, beaten: 2 });
    });

    it("ranks and averages nobody in a field of fewer than five plans with a value, and gives the counts", async () => {
      // The ETF is the only plan of Index Funds: its value is shown, with the count that fell short.
      const etf = await planBySchemeCode(sql, 2201);
      const { oneYear } = await categoryStandings(sql, etf, 3, { oneYear: { kind: "trailing", period: "1y" } });
      expect(oneYear.value_pct).toBeCloseTo(10.5, 4);
      expect(oneYear).toMatchObject({
        rank: null,
        out_of: 1,
        peer_count: 1,
        quartile: null,
        beaten: null,
        average_pct: null,
        best_pct: null,
        worst_pct: null,
      });
    });

    it("compares a Regular plan with Regular plans only", async () => {
      const regular = await planBySchemeCode(sql, 1002);
      const { oneYear } = await categoryStandings(sql, regular, LARGE_CAP, {
        oneYear: { kind: "trailing", period: "1y" },
      });
      expect(oneYear).toMatchObject({ rank: 2, out_of: 5, quartile: 1, beaten: 3 }); // 12, 11, 9, 7, 5
      expect(oneYear.average_pct).toBeCloseTo(8.8, 4); // (12 + 11 + 9 + 7 + 5) / 5, no Direct plan
    });

    it("places an IDCW plan among the Growth plans as an outsider", async () => {
      const idcw = await planBySchemeCode(sql, 1003);
      const { oneYear } = await categoryStandings(sql, idcw, LARGE_CAP, {
        oneYear: { kind: "trailing", period: "1y" },
      });
      // 5 below 13, 12, 10, 8, 6: rank 6 of 6, quartile floor(4 × 5 / 6) + 1 = 4.
      expect(oneYear).toMatchObject({ rank: 6, out_of: 6, peer_count: 5, quartile: 4, beaten: 0 });
      expect(oneYear.average_pct).toBeCloseTo(9.8, 4); // the IDCW plan is placed, not averaged
    });

    it("answers every measure at once, and an empty standing where no plan has a value", async () => {
      const alpha = await planBySchemeCode(sql, 1001);
      const standings = await categoryStandings(sql, alpha, LARGE_CAP, {
        tenYears: { kind: "trailing", period: "10y" },
        year2024: { kind: "calendar", year: 2024 },
        sip: { kind: "sip", period: "3y" },
        rolling: { kind: "rolling", period: "1y", stat: "mean" },
        ytd: { kind: "ytd" },
      });
      expect(standings.tenYears).toEqual({
        value_pct: null,
        rank: null,
        out_of: 0,
        peer_count: 0,
        quartile: null,
        beaten: null,
        average_pct: null,
        best_pct: null,
        worst_pct: null,
      });
      for (const key of ["year2024", "sip", "rolling", "ytd"] as const)
        expect(standings[key]).toMatchObject({ rank: 2, out_of: 5, quartile: 1 }); // behind Gamma's 13%
      // 2024 had 366 days: 12% a year compounds to 1.12^(366/365) - 1.
      expect(standings.year2024.value_pct).toBeCloseTo((Math.pow(1.12, 366 / 365) - 1) * 100, 4);
      expect(standings.rolling.value_pct).toBeCloseTo(12, 1);
    });

    it("agrees with the rankings endpoint's categoryRank, which it serves", async () => {
      const alpha = await planBySchemeCode(sql, 1001);
      const { sip } = await categoryStandings(sql, alpha, LARGE_CAP, { sip: { kind: "sip", period: "1y" } });
      const ranking = await categoryRank(sql, {
        isin: "INF000A01011",
        category: "equity-large-cap-fund",
        duration: 1,
        mode: "sip",
      });
      expect(ranking).toMatchObject({
        value_pct: sip.value_pct,
        rank: sip.rank,
        out_of: sip.out_of,
        quartile: sip.quartile,
        percentile: 75, // ahead of 3 of the 4 others
      });
      expect(ranking.category_average_pct).toBeCloseTo(sip.average_pct!, 9);
    });

    it("answers nothing for no measures", async () => {
      expect(await categoryStandings(sql, await planBySchemeCode(sql, 1001), LARGE_CAP, {})).toEqual({});
    });
  });

  describe("planPerformance", () => {
    it("reads the calendar-year, rolling and SIP returns and the risk window the metrics refresh stored", async () => {
      const performance = (await planPerformance(sql, 1001))!;
      expect(performance.asOf).toBe(NAV_END);
      expect(performance.calendarYears.map((y) => [y.year, y.partial])).toEqual([
        [2022, true],
        [2023, false],
        [2024, false],
        [2025, false],
      ]);
      expect(performance.ytd).toMatchObject({ year: 2026, partial: false });
      expect(performance.sip["1y"]).toMatchObject({ instalments: 12, investedAmount: 12000 });
      expect(performance.sip["5y"]).toBeNull();
      expect(performance.rolling["1y"]!.meanPct).toBeCloseTo(12, 1);
      expect(performance.risk!.windowStartDate).toBe("2023-11-20");
    });

    it("is null for a plan without metrics", async () => {
      expect(await planPerformance(sql, 999)).toBeNull();
    });
  });

  describe("navWindow", () => {
    it("starts a range at the NAV of the same day N months before the latest", async () => {
      const oneMonth = await navWindow(sql, 1001, "1M");
      expect([oneMonth.start_date, oneMonth.end_date, oneMonth.points.length]).toEqual(["2026-10-20", NAV_END, 32]);
      const all = await navWindow(sql, 1001, "MAX");
      expect(all.start_date).toBe("2022-11-20");
      expect(all.change_pct).toBeCloseTo((Math.pow(1.12, 1461 / 365) - 1) * 100, 3);
      expect(await navWindow(sql, 999, "1Y")).toEqual({
        start_date: null,
        end_date: null,
        change_pct: null,
        points: [],
        adjustments: [],
      });
    });
  });

  describe("fundPage", () => {
    it("gathers the plan itself (not the fund's default Regular plan), its 1-year NAVs, standings, category and portfolio", async () => {
      const page = await fundPage(sql, 1001);
      expect(page.overview).toMatchObject({
        scheme_code: 1001,
        plan_type: "Direct",
        option_type: "Growth",
        isin: "INF000A01011",
      });
      expect(page.overview.variants.map((v) => v.scheme_code).sort()).toEqual([1001, 1002, 1003]);
      expect([page.navs.start_date, page.navs.end_date]).toEqual(["2025-11-20", NAV_END]);
      expect(page.performance?.asOf).toBe(NAV_END);
      const category = page.category!;
      expect(category.stats.category.slug).toBe("equity-large-cap-fund");
      // The Direct Growth peers, best 1Y return first: 13% (3101), 12% (this plan), 10%, 8%, 6%.
      expect(category.peers.peers.map((p) => [p.scheme_code, p.is_self])).toEqual([
        [3101, false],
        [1001, true],
        [2001, false],
        [3201, false],
        [3301, false],
      ]);
      expect(Object.keys(category.standings).sort()).toEqual(
        [
          "trailing_1m",
          "trailing_3m",
          "trailing_6m",
          "trailing_1y",
          "trailing_3y",
          "trailing_5y",
          "trailing_10y",
          "sip_1y",
          "sip_3y",
          "sip_5y",
          "rolling_1y_mean",
          "rolling_3y_mean",
          "calendar_2022",
          "calendar_2023",
          "calendar_2024",
          "calendar_2025",
          "ytd",
        ].sort(),
      );
      expect(category.standings.trailing_3y).toMatchObject({ rank: 2, out_of: 5, quartile: 1 });
      // 2022 is the plan's first, partial year: shown, but not ranked.
      expect(category.standings.calendar_2022).toMatchObject({ value_pct: null, rank: null });
      expect(page.portfolio.managers.managers.map((m) => m.name)).toEqual(["Asha Rao", "Vikram Shah"]);
      // Five lines, one of them TREPS: cash is no holding.
      expect(page.portfolio.holdings.holdings).toHaveLength(4);
      expect(page.portfolio.assets.allocation.map((a) => a.label)).toEqual(["Equity", "Cash & Equivalents"]);
      expect(page.portfolio.credit).toEqual({ scheme_code: 1001, as_of: null, ratings: [] });
      expect(page.portfolio.aum.history.map((h) => h.aum)).toEqual([9000, 10000]);
      expect(page.portfolio.aum.sources).toEqual(["test"]);
      expect(page.portfolio.sources).toEqual({ sectors: "test", assets: "test", credit: null });
    });

    it("serves a plan without the Direct/Regular split (an ETF)", async () => {
      const page = await fundPage(sql, 2201);
      expect(page.overview).toMatchObject({ scheme_code: 2201, plan_type: null, option_type: null });
      // Alone in its category: no rank below five plans, only the count.
      expect(page.category!.standings.trailing_1y).toMatchObject({ rank: null, out_of: 1, quartile: null });
      expect(page.portfolio.holdings).toEqual({ scheme_code: 2201, as_of: null, holdings: [] });
    });

    it("shows an IDCW plan's NAV returns nowhere, with the payout reason, and keeps its NAV and risk (issue 37, 3)", async () => {
      const page = await fundPage(sql, 1003);
      expect(page.overview.option_type).toBe("IDCW Payout");
      expect(Object.values(page.overview.returns).every((value) => value === null)).toBe(true);
      expect(page.overview.returns_missing).toMatchObject({ "1y": "payout", "3y": "payout", "5y": "payout" });
      expect(page.overview.nav.value).toBeGreaterThan(0);
      expect(page.performance!.calendarYears.length).toBeGreaterThan(0);
      expect(page.performance!.calendarYears.every((year) => year.returnPct === null)).toBe(true);
      expect(page.performance!.ytd.returnPct).toBeNull();
      expect(page.performance!.rolling).toEqual({ "1y": null, "3y": null });
      expect(Object.values(page.performance!.sip).every((sip) => sip === null)).toBe(true);
      expect(page.performance!.risk).not.toBeNull();
      expect(page.category!.peers.peers.find((peer) => peer.is_self)?.return_pct ?? null).toBeNull();

      // Its Growth sibling keeps every figure.
      const growth = await fundPage(sql, 1001);
      expect(growth.overview.returns["1y"]).toBeCloseTo(12, 4);
      expect(growth.overview.returns_missing["1y"]).toBeUndefined();
    });

    it("is a 404 for an unknown scheme code", async () => {
      const error = await rejectionOf(fundPage(sql, 999));
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe("not_found");
    });
  });
});
