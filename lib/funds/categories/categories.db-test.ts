import type { Sql } from "postgres";
import { ApiError } from "@/lib/api/api-error";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";
import { categoryPerformance } from "@/lib/funds/categories/category-performance";
import { categoryTopFunds } from "@/lib/funds/categories/category-top-funds";
import { countQuickFilters } from "@/lib/funds/categories/count-quick-filters";
import { filterCategoryFunds } from "@/lib/funds/categories/filter-category-funds";

const AS_OF = "2026-08-21";

interface Metrics {
  returns: [
    number | null,
    number | null,
    number | null,
    number | null,
    number | null,
    number | null,
    number | null,
    number | null,
  ];
  sip: [number, number, number];
  calendar: { year: number; returnPct: number; partial: boolean }[];
  rolling1y: [number, number, number];
  rolling3y: [number, number, number] | null;
  quartiles: { "1y"?: number; "3y"?: number; "5y"?: number };
}

const calendar = (partialYear: number, values: Record<number, number>) =>
  Object.entries(values).map(([year, returnPct]) => ({
    year: Number(year),
    returnPct,
    partial: Number(year) === partialYear,
  }));

// 301 has no metrics row at all; 103 is an IDCW plan; 501 an ETF without plan type or option.
const METRICS: Record<number, Metrics> = {
  101: {
    returns: [1, 2, 3, 10, 15, 12, null, 11],
    sip: [8, 14, 13],
    calendar: calendar(2020, { 2020: 5, 2021: 20, 2022: 2, 2023: 18, 2024: 12, 2025: 7 }),
    rolling1y: [13, -5, 40],
    rolling3y: [14, 6, 22],
    quartiles: { "1y": 1, "3y": 1, "5y": 1 },
  },
  102: {
    returns: [0.9, 1.8, 2.5, 9, 14, 11, null, 10],
    sip: [7, 13, 12],
    calendar: calendar(2020, { 2020: 4.5, 2021: 19, 2022: 1, 2023: 17, 2024: 11, 2025: 6 }),
    rolling1y: [12, -6, 39],
    rolling3y: [13, 5, 21],
    quartiles: { "3y": 1 },
  },
  103: {
    returns: [1, 2, 3, 10, 15, 12, null, 11],
    sip: [8, 14, 13],
    calendar: [],
    rolling1y: [13, -5, 40],
    rolling3y: [14, 6, 22],
    quartiles: { "3y": 1 },
  },
  201: {
    returns: [2, 3, 4, 12, 16, null, null, 15],
    sip: [9, 12, 10],
    calendar: calendar(2021, { 2021: 30, 2022: 3, 2023: 25, 2024: 14, 2025: 8 }),
    rolling1y: [16, -2, 45],
    rolling3y: null,
    quartiles: { "1y": 1, "3y": 2 },
  },
  202: {
    returns: [1.5, 2.5, 3.5, 11, 15, null, null, 14],
    sip: [8.5, 11, 9],
    calendar: calendar(2021, { 2021: 29, 2022: 2, 2023: 24, 2024: 13, 2025: 7 }),
    rolling1y: [15, -3, 44],
    rolling3y: [12, 4, 20],
    quartiles: { "3y": 2 },
  },
  401: {
    returns: [3, 4, 5, 18, 20, 21, null, 19],
    sip: [15, 19, 20],
    calendar: [],
    rolling1y: [20, -10, 60],
    rolling3y: [19, 8, 30],
    quartiles: { "3y": 1, "5y": 1 },
  },
};

function details(metrics: Metrics) {
  const sip = (xirrPct: number) => ({ xirrPct, investedAmount: 12000, currentValue: 13000 });
  const rolling = ([meanPct, minPct, maxPct]: [number, number, number]) => ({
    meanPct,
    minPct,
    maxPct,
    positivePct: 90,
    count: 500,
  });
  const rank = (quartile: number | undefined) => (quartile === undefined ? null : { rank: quartile, quartile, of: 4 });
  return {
    sip: { "1y": sip(metrics.sip[0]), "3y": sip(metrics.sip[1]), "5y": sip(metrics.sip[2]) },
    calendarYears: metrics.calendar,
    rolling: { "1y": rolling(metrics.rolling1y), "3y": metrics.rolling3y ? rolling(metrics.rolling3y) : null },
    ranks: {
      "1y": rank(metrics.quartiles["1y"]),
      "3y": rank(metrics.quartiles["3y"]),
      "5y": rank(metrics.quartiles["5y"]),
    },
  };
}

async function expectApiError(promise: Promise<unknown>, status: number, message: string) {
  const error: unknown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect({ status: (error as ApiError).status, message: (error as ApiError).message }).toEqual({ status, message });
}

describe("category endpoints", () => {
  let database: MigratedDatabase;
  let sql: Sql;
  beforeAll(async () => {
    database = await createMigratedDatabase();
    sql = database.sql;
    await sql`insert into amcs (id, name, slug) values (1, 'Alpha Mutual Fund', 'alpha'), (2, 'Beta Mutual Fund', 'beta')`;
    await sql`insert into categories (id, asset_class, sebi_category, slug) values
      (1, 'Equity', 'Large Cap Fund', 'equity-large-cap-fund'), (2, 'Equity', 'Mid Cap Fund', 'equity-mid-cap-fund'),
      (3, 'Debt', 'Liquid Fund', 'debt-liquid-fund'), (4, 'Solution Oriented', 'Retirement Fund', 'solution-oriented-retirement-fund'),
      (5, 'Other', 'ETFs', 'other-etfs')`;
    await sql`insert into schemes (id, amc_id, category_id, name) values
      (1, 1, 1, 'Alpha Large Cap Fund'), (2, 2, 1, 'Beta Large Cap Fund'), (3, 2, 1, 'Beta Bluechip Fund'), (4, 1, 2, 'Alpha Mid Cap Fund'),
      (5, 2, 5, 'Beta Nifty 50 ETF'), (6, 1, 3, 'Alpha Liquid Fund'), (7, 2, 1, 'Beta Old Fund')`;
    await sql`insert into plans (scheme_code, scheme_id, plan_type, option, isin_growth, isin_reinvestment, display_name, raw_name) values
      (101, 1, 'Direct', 'Growth', 'INF000A01011', null, 'Alpha Large Cap Fund - Direct - Growth', 'x'),
      (102, 1, 'Regular', 'Growth', 'INF000A01029', null, 'Alpha Large Cap Fund - Regular - Growth', 'x'),
      (103, 1, 'Direct', 'IDCW Payout', null, null, 'Alpha Large Cap Fund - Direct - IDCW', 'x'),
      (201, 2, 'Direct', 'Growth', 'INF000B01017', null, 'Beta Large Cap Fund - Direct - Growth', 'x'),
      (202, 2, 'Regular', 'Growth', 'INF000B01025', null, 'Beta Large Cap Fund - Regular - Growth', 'x'),
      (301, 3, 'Direct', 'Growth', 'INF000B02015', null, 'Beta Bluechip Fund - Direct - Growth', 'x'),
      (401, 4, 'Direct', 'Growth', 'INF000A02019', null, 'Alpha Mid Cap Fund - Direct - Growth', 'x'),
      (501, 5, null, null, 'INF000B03013', null, 'Beta Nifty 50 ETF', 'x'),
      (601, 6, 'Direct', 'Growth', 'INF000A03017', null, 'Alpha Liquid Fund - Direct - Growth', 'x'),
      (701, 7, 'Direct', 'Growth', 'INF000B04011', null, 'Beta Old Fund - Direct - Growth', 'x')`;
    await sql`insert into plan_nav_stats (scheme_code, first_nav_date, last_nav_date, last_nav)
      select code, '2015-01-01', ${AS_OF}, 100 + code / 100.0 from unnest(${[101, 102, 103, 201, 202, 301, 401, 501, 601]}::int[]) code`;
    await sql`insert into plan_nav_stats (scheme_code, first_nav_date, last_nav_date, last_nav) values (701, '2010-01-01', '2020-01-01', 10)`;
    // Launch dates are relative to today, as the track-record and new-fund filters are.
    await sql`insert into plan_facts (scheme_code, as_of, expense_ratio, aum_cr, risk_level, min_sip, launch_date, source) values
      (101, '2026-07-31', 0.5, 20000, 'Very High', 100, current_date - interval '10 years', 't'),
      (102, '2026-07-31', 1.5, 20000, 'Very High', 500, current_date - interval '10 years', 't'),
      (103, '2026-07-31', 0.5, 20000, 'Very High', 100, current_date - interval '10 years', 't'),
      (201, '2026-07-31', 0.9, 5000, 'Very High', 1000, current_date - interval '10 years', 't'),
      (202, '2026-07-31', 2.0, 5000, 'Very High', 1000, current_date - interval '10 years', 't'),
      (301, '2026-07-31', 0.7, 100, 'Very High', 500, current_date - 100, 't'),
      (401, '2026-07-31', 0.8, 12000, 'Very High', 500, current_date - interval '6 years', 't'),
      (501, '2026-07-31', 0.05, 3000, 'Very High', null, current_date - interval '8 years', 't'),
      (601, '2026-07-31', 0.2, 30000, 'Low to Moderate', 500, current_date - interval '12 years', 't')`;
    for (const [code, metrics] of Object.entries(METRICS)) {
      const [r1m, r3m, r6m, r1y, r3y, r5y, r10y, rMax] = metrics.returns;
      await sql`insert into plan_metrics (scheme_code, as_of, return_1m, return_3m, return_6m, return_1y, return_3y, return_5y, return_10y, return_max, details)
        values (${Number(code)}, ${AS_OF}, ${r1m}, ${r3m}, ${r6m}, ${r1y}, ${r3y}, ${r5y}, ${r10y}, ${rMax}, ${sql.json(details(metrics))})`;
    }
    await sql`select refresh_screener_plans()`;
  });
  afterAll(() => database.drop());

  const largeCap = { id: 1, slug: "equity-large-cap-fund", name: "Large Cap Fund", asset_class: "Equity" };
  const planOf = (scheme_code: number, isin: string, plan_display_name: string, amc_name: string, aum: number) => ({
    scheme_code,
    isin,
    plan_display_name,
    amc_name,
    aum,
  });
  const alphaDirect = planOf(101, "INF000A01011", "Alpha Large Cap Fund - Direct - Growth", "Alpha Mutual Fund", 20000);
  const alphaRegular = planOf(
    102,
    "INF000A01029",
    "Alpha Large Cap Fund - Regular - Growth",
    "Alpha Mutual Fund",
    20000,
  );
  const betaDirect = planOf(201, "INF000B01017", "Beta Large Cap Fund - Direct - Growth", "Beta Mutual Fund", 5000);
  const betaRegular = planOf(202, "INF000B01025", "Beta Large Cap Fund - Regular - Growth", "Beta Mutual Fund", 5000);
  const bluechip = planOf(301, "INF000B02015", "Beta Bluechip Fund - Direct - Growth", "Beta Mutual Fund", 100);

  describe("categoryPerformance", () => {
    it("gives SIP XIRR of the active Growth plans, best 3-year first, plans without metrics last", async () => {
      expect(
        await categoryPerformance(sql, "equity-large-cap-fund", {
          mode: "sip",
          return_type: "trailing",
          page: 1,
          page_size: 100,
        }),
      ).toEqual({
        category: largeCap,
        mode: "sip",
        return_type: "trailing",
        columns: [
          { key: "1y", label: "1Y" },
          { key: "3y", label: "3Y" },
          { key: "5y", label: "5Y" },
        ],
        plans: [
          { ...alphaDirect, values: { "1y": 8, "3y": 14, "5y": 13 } },
          { ...alphaRegular, values: { "1y": 7, "3y": 13, "5y": 12 } },
          { ...betaDirect, values: { "1y": 9, "3y": 12, "5y": 10 } },
          { ...betaRegular, values: { "1y": 8.5, "3y": 11, "5y": 9 } },
          { ...bluechip, values: { "1y": null, "3y": null, "5y": null } },
        ],
        page: 1,
        page_size: 100,
        total_pages: 1,
        total: 5,
      });
    });

    it("gives trailing lump-sum returns by id, ties on the 3-year return broken by scheme code", async () => {
      const page = await categoryPerformance(sql, "1", {
        mode: "lumpsum",
        return_type: "trailing",
        page: 1,
        page_size: 2,
      });
      expect(page.columns.map((column) => column.label)).toEqual([
        "1M",
        "3M",
        "6M",
        "1Y",
        "3Y",
        "5Y",
        "10Y",
        "Since launch",
      ]);
      expect(page.plans).toEqual([
        { ...betaDirect, values: { "1m": 2, "3m": 3, "6m": 4, "1y": 12, "3y": 16, "5y": null, "10y": null, max: 15 } },
        { ...alphaDirect, values: { "1m": 1, "3m": 2, "6m": 3, "1y": 10, "3y": 15, "5y": 12, "10y": null, max: 11 } },
      ]);
      expect({ total: page.total, total_pages: page.total_pages }).toEqual({ total: 5, total_pages: 3 });
      const second = await categoryPerformance(sql, "1", {
        mode: "lumpsum",
        return_type: "trailing",
        page: 2,
        page_size: 2,
      });
      expect(second.plans.map((plan) => plan.scheme_code)).toEqual([202, 102]);
    });

    it("gives the last 5 complete calendar years, leaving out a partial launch year, the same in both modes", async () => {
      const sip = await categoryPerformance(sql, "equity-large-cap-fund", {
        mode: "sip",
        return_type: "calendar",
        page: 1,
        page_size: 100,
      });
      const lumpsum = await categoryPerformance(sql, "equity-large-cap-fund", {
        mode: "lumpsum",
        return_type: "calendar",
        page: 1,
        page_size: 100,
      });
      expect(sip.columns).toEqual(["2025", "2024", "2023", "2022", "2021"].map((year) => ({ key: year, label: year })));
      expect(sip.plans).toEqual([
        { ...betaDirect, values: { "2025": 8, "2024": 14, "2023": 25, "2022": 3, "2021": null } },
        { ...alphaDirect, values: { "2025": 7, "2024": 12, "2023": 18, "2022": 2, "2021": 20 } },
        { ...betaRegular, values: { "2025": 7, "2024": 13, "2023": 24, "2022": 2, "2021": null } },
        { ...alphaRegular, values: { "2025": 6, "2024": 11, "2023": 17, "2022": 1, "2021": 19 } },
        { ...bluechip, values: { "2025": null, "2024": null, "2023": null, "2022": null, "2021": null } },
      ]);
      expect(lumpsum.plans).toEqual(sip.plans);
    });

    it("gives 1-year and 3-year rolling mean, lowest and highest, ranked by the 3-year mean", async () => {
      const page = await categoryPerformance(sql, "equity-large-cap-fund", {
        mode: "lumpsum",
        return_type: "rolling",
        page: 1,
        page_size: 100,
      });
      expect(page.columns.map((column) => column.key)).toEqual([
        "1y_mean",
        "1y_min",
        "1y_max",
        "3y_mean",
        "3y_min",
        "3y_max",
      ]);
      expect(page.plans).toEqual([
        {
          ...alphaDirect,
          values: { "1y_mean": 13, "1y_min": -5, "1y_max": 40, "3y_mean": 14, "3y_min": 6, "3y_max": 22 },
        },
        {
          ...alphaRegular,
          values: { "1y_mean": 12, "1y_min": -6, "1y_max": 39, "3y_mean": 13, "3y_min": 5, "3y_max": 21 },
        },
        {
          ...betaRegular,
          values: { "1y_mean": 15, "1y_min": -3, "1y_max": 44, "3y_mean": 12, "3y_min": 4, "3y_max": 20 },
        },
        {
          ...betaDirect,
          values: { "1y_mean": 16, "1y_min": -2, "1y_max": 45, "3y_mean": null, "3y_min": null, "3y_max": null },
        },
        {
          ...bluechip,
          values: { "1y_mean": null, "1y_min": null, "1y_max": null, "3y_mean": null, "3y_min": null, "3y_max": null },
        },
      ]);
    });

    it("answers 404 for an unknown category, by slug or by id", async () => {
      const query = { mode: "sip", return_type: "trailing", page: 1, page_size: 100 } as const;
      await expectApiError(
        categoryPerformance(sql, "equity-mega-cap", query),
        404,
        "No category matches 'equity-mega-cap'. See /mutual-funds/categories for the list.",
      );
      await expectApiError(
        categoryPerformance(sql, "99", query),
        404,
        "No category matches '99'. See /mutual-funds/categories for the list.",
      );
      await expectApiError(
        categoryPerformance(sql, "99999999999", query),
        404,
        "No category matches '99999999999'. See /mutual-funds/categories for the list.",
      );
    });
  });

  describe("categoryTopFunds", () => {
    it("ranks the Direct Growth plans by 3-year return, nulls last, as screener rows", async () => {
      const page = await categoryTopFunds(sql, "equity-large-cap-fund", { page: 1, page_size: 2 });
      expect(page).toEqual({
        category: largeCap,
        plans: [
          {
            scheme_code: 201,
            isin: "INF000B01017",
            plan_display_name: "Beta Large Cap Fund - Direct - Growth",
            amc_slug: "beta",
            amc_name: "Beta Mutual Fund",
            category_slug: "equity-large-cap-fund",
            sebi_category_name: "Equity",
            sebi_subcategory_name: "Large Cap Fund",
            plan_type: "Direct",
            option_type: "Growth",
            risk_level: "Very High",
            return_1y: 12,
            return_3y: 16,
            return_5y: null,
            expense_ratio: 0.9,
            aum: 5000,
            nav: 102.01,
            nav_date: AS_OF,
            desktop_logo_url: "/amc-logos/beta.svg",
            // The factsheet of 31 Jul 2026: its TER and AUM are more than 45 days old on any day these tests run.
            fact_sources: {
              expense_ratio: { as_of: "2026-07-31", source: "t", stale: true },
              aum: { as_of: "2026-07-31", source: "t", stale: true },
              risk_level: { as_of: "2026-07-31", source: "t", stale: false },
            },
          },
          expect.objectContaining({ scheme_code: 101, return_3y: 15 }),
        ],
        page: 1,
        page_size: 2,
        total_pages: 2,
        total: 3,
      });
      const last = await categoryTopFunds(sql, "1", { page: 2, page_size: 2 });
      expect(last.plans.map((plan) => plan.scheme_code)).toEqual([301]);
    });

    it("takes the only plan of a fund without plan type or option", async () => {
      const page = await categoryTopFunds(sql, "other-etfs", { page: 1, page_size: 10 });
      expect(page.plans.map((plan) => [plan.scheme_code, plan.plan_type, plan.option_type])).toEqual([
        [501, null, null],
      ]);
    });
  });

  describe("countQuickFilters", () => {
    const counts = async (category_slug: string, sub_category_slug?: string) =>
      Object.fromEntries(
        (await countQuickFilters(sql, { category_slug, sub_category_slug })).map((filter) => [
          filter.slug,
          filter.count,
        ]),
      );

    it("counts the plans of a broad category matching each filter, in catalogue order, dropping empty ones", async () => {
      const filters = await countQuickFilters(sql, { category_slug: "equity" });
      expect(filters[0]).toEqual({
        slug: "direct",
        title: "Direct plans",
        description: "Bought straight from the fund house: no distributor commission, so a lower expense ratio.",
        count: 5,
      });
      // Low expense: below the median of the same SEBI category and plan type (large cap Direct 0.6, Regular 1.75; the lone mid cap plan is its own median).
      expect(filters.map((filter) => [filter.slug, filter.count])).toEqual([
        ["direct", 5],
        ["regular", 2],
        ["growth", 6],
        ["idcw", 1],
        ["active", 7],
        ["low-expense", 3],
        ["top-quartile-1y", 2],
        ["top-quartile-3y", 4],
        ["top-quartile-5y", 2],
        ["large-size", 4],
        ["sip-100", 2],
        ["sip-500", 5],
        ["five-year-track-record", 6],
        ["new-funds", 1],
      ]);
    });

    it("narrows to a SEBI category, and treats ETFs as passive Growth plans", async () => {
      expect(await counts("equity", "equity-mid-cap-fund")).toEqual({
        direct: 1,
        growth: 1,
        active: 1,
        "top-quartile-3y": 1,
        "top-quartile-5y": 1,
        "large-size": 1,
        "sip-500": 1,
        "five-year-track-record": 1,
      });
      expect(await counts("debt")).toEqual({
        direct: 1,
        growth: 1,
        active: 1,
        "large-size": 1,
        "low-risk": 1,
        "sip-500": 1,
        "five-year-track-record": 1,
      });
      expect(await counts("other")).toEqual({ growth: 1, "index-funds": 1, "five-year-track-record": 1 });
      expect(await counts("solution-oriented")).toEqual({});
    });

    it("answers 404 naming an unknown broad category or sub-category", async () => {
      await expectApiError(
        countQuickFilters(sql, { category_slug: "equities" }),
        404,
        "No broad category matches 'equities'. Use one of: equity, debt, solution-oriented, other.",
      );
      await expectApiError(
        countQuickFilters(sql, { category_slug: "equity", sub_category_slug: "equity-mega-cap" }),
        404,
        "No sub-category matches 'equity-mega-cap'. See /mutual-funds/categories for the list.",
      );
      await expectApiError(
        countQuickFilters(sql, { category_slug: "debt", sub_category_slug: "equity-mid-cap-fund" }),
        404,
        "The sub-category 'equity-mid-cap-fund' is not in 'debt' but in 'equity'.",
      );
    });
  });

  describe("filterCategoryFunds", () => {
    it("returns the plans matching every filter, best 3-year return first", async () => {
      const result = await filterCategoryFunds(sql, { category_slug: "equity", filter_slugs: ["direct", "growth"] });
      expect(result.total).toBe(4);
      expect(result.plans.map((plan) => [plan.scheme_code, plan.return_3y])).toEqual([
        [401, 20],
        [201, 16],
        [101, 15],
        [301, null],
      ]);
      const narrowed = await filterCategoryFunds(sql, {
        category_slug: "equity",
        sub_category_slug: "equity-large-cap-fund",
        filter_slugs: ["low-expense", "large-size"],
      });
      expect(narrowed).toEqual({
        // The IDCW plan 103 has no investor return (its NAV falls at each payout), so it comes last.
        plans: [
          expect.objectContaining({ scheme_code: 101 }),
          expect.objectContaining({ scheme_code: 102 }),
          expect.objectContaining({ scheme_code: 103, return_3y: null }),
        ],
        total: 3,
      });
    });

    it("returns the whole scope without filters", async () => {
      expect(
        (await filterCategoryFunds(sql, { category_slug: "debt", filter_slugs: [] })).plans.map(
          (plan) => plan.scheme_code,
        ),
      ).toEqual([601]);
    });

    it("answers 400 naming an unknown filter", async () => {
      await expectApiError(
        filterCategoryFunds(sql, { category_slug: "equity", filter_slugs: ["direct", "cheap"] }),
        400,
        "Unknown filter 'cheap'. Use any of: direct, regular, growth, idcw, index-funds, active, low-expense, top-quartile-1y, top-quartile-3y, top-quartile-5y, large-size, low-risk, sip-100, sip-500, five-year-track-record, new-funds.",
      );
    });
  });
});
