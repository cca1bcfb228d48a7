import type { Sql } from "postgres";
import { ApiError } from "@/lib/api/api-error";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";
import { basketFunds, listBaskets } from "@/lib/funds/baskets";
import { getNewFundOffer } from "@/lib/funds/nfo";
import { listSipFunds } from "@/lib/funds/sip-funds";

async function expectApiError(promise: Promise<unknown>, status: number, message: string) {
  const error: unknown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect({ status: (error as ApiError).status, message: (error as ApiError).message }).toEqual({ status, message });
}

describe("offers, baskets and the SIP fund list", () => {
  let database: MigratedDatabase;
  let sql: Sql;
  beforeAll(async () => {
    database = await createMigratedDatabase();
    sql = database.sql;
    await sql`insert into amcs (id, name, slug) values (1, 'Alpha Mutual Fund', 'alpha'), (2, 'Beta Mutual Fund', 'beta')`;
    await sql`insert into categories (id, asset_class, sebi_category, slug) values
      (1, 'Equity', 'Large Cap Fund', 'equity-large-cap-fund'), (2, 'Other', 'Index Funds', 'other-index-funds'), (3, 'Other', 'ETFs', 'other-etfs')`;
    await sql`insert into schemes (id, amc_id, category_id, name) values
      (1, 1, 1, 'Alpha Large Cap Fund'), (2, 2, 2, 'Beta Nifty 50 Index Fund'), (3, 2, 3, 'Beta Gold ETF'), (4, 1, 1, 'Alpha Old Fund')`;
    await sql`insert into plans (scheme_code, scheme_id, plan_type, option, isin_growth, isin_reinvestment, display_name, raw_name) values
      (11, 1, 'Direct', 'Growth', 'INF000A01011', null, 'Alpha Large Cap Fund - Direct - Growth', 'x'),
      (12, 1, 'Regular', 'Growth', 'INF000A01029', null, 'Alpha Large Cap Fund - Regular - Growth', 'x'),
      (13, 1, 'Direct', 'IDCW Reinvestment', null, 'INF000A01037', 'Alpha Large Cap Fund - Direct - IDCW', 'x'),
      (21, 2, 'Direct', 'Growth', 'INF000B01017', null, 'Beta Nifty 50 Index Fund - Direct - Growth', 'x'),
      (31, 3, null, null, 'INF000B02015', null, 'Beta Gold ETF', 'x'),
      (41, 4, 'Direct', 'Growth', 'INF000A02019', null, 'Alpha Old Fund - Direct - Growth', 'x')`;
    await sql`insert into plan_nav_stats (scheme_code, first_nav_date, last_nav_date, last_nav) values
      (11, '2015-01-01', '2026-08-21', 50.5), (12, '2015-01-01', '2026-08-21', 45.25), (13, '2015-01-01', '2026-08-21', 20),
      (21, '2019-01-01', '2026-08-20', 18.125), (31, '2018-01-01', '2026-08-21', 70), (41, '2010-01-01', '2021-03-31', 12)`;
    await sql`insert into plan_facts (scheme_code, as_of, expense_ratio, aum_cr, risk_level, min_sip, source) values
      (11, '2026-07-31', 0.6, 12000.5, 'Very High', 100, 't'), (12, '2026-07-31', 1.6, 12000.5, 'Very High', 500, 't'),
      (21, '2026-07-31', 0.2, 800, 'Very High', null, 't'), (31, '2026-07-31', 0.5, 300, 'High', null, 't')`;
    await sql`select refresh_screener_plans()`;
    await sql`insert into new_fund_offers
      (id, amc_id, category_id, name, open_date, close_date, min_investment, benchmark, risk_level, exit_load, objective, managers, source) values
      (1, 2, 2, 'Beta Nifty Railways Index Fund', '2026-11-22', '2026-11-29', 1000.50, 'Nifty India Railways PSU TRI', 'Very High', 'Nil',
        'To track the Nifty India Railways PSU Index, subject to tracking error.', array['A. Rao', 'B. Sen'], 't'),
      (2, 1, null, 'Alpha Special Fund', '2026-12-01', '2026-12-12', null, null, null, null, null, null, 't')`;
    await sql`insert into baskets (id, slug, name, description, is_index_funds, is_collection, sort_order) values
      (1, 'index-funds', 'Index funds', 'Track an index.', true, false, 2),
      (2, 'tax-saver', 'Tax saver', 'Save tax.', false, false, 1),
      (3, 'gold', 'Gold', 'Gold and more.', false, true, 3)`;
    // The old fund (41) is no longer active: it is not counted nor listed.
    await sql`insert into basket_funds (basket_id, scheme_code, sort_order) values (1, 31, 2), (1, 21, 1), (1, 41, 0), (2, 11, 1), (3, 31, 1)`;
  });
  afterAll(() => database.drop());

  describe("getNewFundOffer", () => {
    it("gives the offer with its fund house, category and status on a day", async () => {
      expect(await getNewFundOffer(sql, 1, "2026-11-29")).toEqual({
        id: 1,
        name: "Beta Nifty Railways Index Fund",
        amc: { slug: "beta", name: "Beta Mutual Fund" },
        category: { slug: "other-index-funds", name: "Index Funds", asset_class: "Other" },
        open_date: "2026-11-22",
        close_date: "2026-11-29",
        status: "open",
        days_left: 1,
        min_investment: 1000.5,
        benchmark: "Nifty India Railways PSU TRI",
        risk_level: "Very High",
        exit_load: "Nil",
        objective: "To track the Nifty India Railways PSU Index, subject to tracking error.",
        managers: ["A. Rao", "B. Sen"],
      });
      expect(await getNewFundOffer(sql, 1, "2026-11-30")).toMatchObject({ status: "closed", days_left: null });
    });

    it("gives nulls and an empty manager list where the offer has no details", async () => {
      expect(await getNewFundOffer(sql, 2, "2026-11-22")).toEqual({
        id: 2,
        name: "Alpha Special Fund",
        amc: { slug: "alpha", name: "Alpha Mutual Fund" },
        category: null,
        open_date: "2026-12-01",
        close_date: "2026-12-12",
        status: "upcoming",
        days_left: null,
        min_investment: null,
        benchmark: null,
        risk_level: null,
        exit_load: null,
        objective: null,
        managers: [],
      });
    });

    it("answers 404 for an unknown id", async () => {
      await expectApiError(
        getNewFundOffer(sql, 9, "2026-11-22"),
        404,
        "No new fund offer has the id 9. See /mutual-funds/new-fund-offers for the current offers.",
      );
    });
  });

  describe("listBaskets", () => {
    const taxSaver = {
      id: 2,
      slug: "tax-saver",
      name: "Tax saver",
      description: "Save tax.",
      is_index_funds: false,
      is_collection: false,
      fund_count: 1,
    };
    const index = {
      id: 1,
      slug: "index-funds",
      name: "Index funds",
      description: "Track an index.",
      is_index_funds: true,
      is_collection: false,
      fund_count: 2,
    };
    const gold = {
      id: 3,
      slug: "gold",
      name: "Gold",
      description: "Gold and more.",
      is_index_funds: false,
      is_collection: true,
      fund_count: 1,
    };

    it("lists every basket in sort order with its active plans counted", async () => {
      expect(await listBaskets(sql, {})).toEqual([taxSaver, index, gold]);
    });

    it("filters on either flag, or both", async () => {
      expect(await listBaskets(sql, { is_index_funds: true })).toEqual([index]);
      expect(await listBaskets(sql, { is_collection: true })).toEqual([gold]);
      expect(await listBaskets(sql, { is_index_funds: false, is_collection: false })).toEqual([taxSaver]);
    });
  });

  describe("basketFunds", () => {
    it("gives the basket and its active plans in the basket's order, by slug or id", async () => {
      const bySlug = await basketFunds(sql, "index-funds");
      expect(bySlug).toEqual({
        basket: { id: 1, slug: "index-funds", name: "Index funds", description: "Track an index." },
        plans: [
          {
            scheme_code: 21,
            isin: "INF000B01017",
            plan_display_name: "Beta Nifty 50 Index Fund - Direct - Growth",
            amc_slug: "beta",
            amc_name: "Beta Mutual Fund",
            category_slug: "other-index-funds",
            sebi_category_name: "Other",
            sebi_subcategory_name: "Index Funds",
            plan_type: "Direct",
            option_type: "Growth",
            risk_level: "Very High",
            return_1y: null,
            return_3y: null,
            return_5y: null,
            expense_ratio: 0.2,
            aum: 800,
            nav: 18.125,
            nav_date: "2026-08-20",
            desktop_logo_url: "/amc-logos/beta.svg",
            // The factsheet of 31 Jul 2026: its TER and AUM are more than 45 days old on any day these tests run.
            fact_sources: {
              expense_ratio: { as_of: "2026-07-31", source: "t", stale: true },
              aum: { as_of: "2026-07-31", source: "t", stale: true },
              risk_level: { as_of: "2026-07-31", source: "t", stale: false },
            },
          },
          expect.objectContaining({ scheme_code: 31, plan_type: null, option_type: null }),
        ],
      });
      expect(await basketFunds(sql, "1")).toEqual(bySlug);
    });

    it("answers 404 for an unknown basket", async () => {
      await expectApiError(
        basketFunds(sql, "silver"),
        404,
        "No website category matches 'silver'. See /mutual-funds/baskets for the list.",
      );
      await expectApiError(
        basketFunds(sql, "99999999999"),
        404,
        "No website category matches '99999999999'. See /mutual-funds/baskets for the list.",
      );
    });
  });

  describe("listSipFunds", () => {
    it("lists the active Growth plans by name, without IDCW options, ETFs or inactive plans", async () => {
      expect(await listSipFunds(sql)).toEqual([
        {
          scheme_code: 11,
          isin: "INF000A01011",
          plan_display_name: "Alpha Large Cap Fund - Direct - Growth",
          amc_name: "Alpha Mutual Fund",
          sebi_subcategory_name: "Large Cap Fund",
          min_sip: 100,
        },
        {
          scheme_code: 12,
          isin: "INF000A01029",
          plan_display_name: "Alpha Large Cap Fund - Regular - Growth",
          amc_name: "Alpha Mutual Fund",
          sebi_subcategory_name: "Large Cap Fund",
          min_sip: 500,
        },
        {
          scheme_code: 21,
          isin: "INF000B01017",
          plan_display_name: "Beta Nifty 50 Index Fund - Direct - Growth",
          amc_name: "Beta Mutual Fund",
          sebi_subcategory_name: "Index Funds",
          min_sip: null,
        },
      ]);
    });
  });
});
