import type { Sql } from "postgres";
import { ApiError } from "@/lib/api/api-error";
import type { Endpoint } from "@/lib/api/endpoint";
import {
  assetAllocationEndpoint,
  aumHistoryEndpoint,
  concentrationEndpoint,
  creditQualityEndpoint,
  distributionEndpoint,
  fundManagersEndpoint,
  sectorAllocationEndpoint,
  topHoldingsEndpoint,
} from "@/lib/api/schemas/fund-portfolio";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";
import { assetAllocation, creditQuality } from "@/lib/funds/portfolio/allocations";
import { aumHistory, aumHistoryWithSources } from "@/lib/funds/portfolio/aum-history";
import { breakdownSources } from "@/lib/funds/portfolio/breakdown-sources";
import { concentration } from "@/lib/funds/portfolio/concentration";
import { distribution } from "@/lib/funds/portfolio/distribution";
import { fundManagers } from "@/lib/funds/portfolio/fund-managers";
import { schemeOfPlan } from "@/lib/funds/portfolio/scheme-of-plan";
import { sectorAllocation } from "@/lib/funds/portfolio/sector-allocation";
import { topHoldings } from "@/lib/funds/portfolio/top-holdings";

// Scheme 1 (plans 101 Direct, 102 Regular): an equity fund with some bonds and cash, two factsheet dates.
// Scheme 2 (plan 201): a debt fund. Scheme 3 (plan 301): in AMFI's list, but on no factsheet at all.
const EQUITY_DIRECT = 101;
const EQUITY_REGULAR = 102;
const DEBT_FUND = 201;
const NO_FACTSHEET = 301;
const UNKNOWN = 999;

const LATEST = "2026-08-31";
const OLDER = "2026-07-31";

/** Latest holdings of scheme 1: [name, isin, sector, asset_type, rating, weight_pct]; they add up to 100. */
const SCHEME_1_HOLDINGS: [string, string | null, string | null, string, string | null, number][] = [
  ["Bank A", "INE000A01011", "Financial Services", "Equity", null, 15],
  ["Bank B", "INE000B01011", "Financial Services", "Equity", null, 12],
  ["Software A", "INE000C01011", "Information Technology", "Equity", null, 10],
  ["Pharma A", "INE000D01011", "Healthcare", "Equity", null, 9],
  ["Motors A", "INE000E01011", "Automobile and Auto Components", "Equity", null, 8.5],
  ["Software B", "INE000F01011", "Information Technology", "Equity", null, 8],
  ["Cement A", "INE000G01011", "Construction Materials", "Equity", null, 7.25],
  ["Power A", "INE000H01011", "Power", "Equity", null, 6],
  ["Bank C", "INE000I01011", "Financial Services", "Equity", null, 5.5],
  ["Soap A", "INE000J01011", "Fast Moving Consumer Goods", "Equity", null, 4],
  ["Unlisted A", null, null, "Equity", null, 2.75],
  ["7.18% GOI 2033", "IN0020230011", "Sovereign", "Debt", "SOV", 5],
  ["Bank B CP 2026", "INE000B14011", "Financial Services", "Money Market", "A1+", 4],
  ["TREPS", null, null, "Cash", null, 3],
];

function holdingRow(
  name: string,
  isin: string | null,
  sector: string | null,
  assetType: string,
  rating: string | null,
  weight: number,
) {
  // A factsheet's holding: no fund house's marks, so no notes.
  return { name, isin, sector, asset_type: assetType, rating, weight_pct: weight, notes: [] };
}

async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

function fits(endpoint: Endpoint, payload: unknown): void {
  expect(endpoint.payload.parse(payload)).toEqual(payload);
}

describe("fund portfolio queries", () => {
  let database: MigratedDatabase;
  let sql: Sql;
  let tenYearsAgo: string;
  let inTenDays: string;
  let eighteenMonthsAgo: string;

  beforeAll(async () => {
    database = await createMigratedDatabase();
    sql = database.sql;
    await sql`insert into amcs (id, name, slug) values (1, 'Test Mutual Fund', 'test')`;
    await sql`insert into schemes (id, amc_id, name) values (1, 1, 'Test Equity'), (2, 1, 'Test Debt'), (3, 1, 'Test New')`;
    await sql`insert into plans (scheme_code, scheme_id, plan_type, option, display_name, raw_name) values
      (101, 1, 'Direct', 'Growth', 'Test Equity - Direct Growth', 'x'), (102, 1, 'Regular', 'Growth', 'Test Equity - Regular Growth', 'x'),
      (201, 2, 'Direct', 'Growth', 'Test Debt - Direct Growth', 'x'), (301, 3, 'Direct', 'Growth', 'Test New - Direct Growth', 'x')`;
    await sql`insert into plan_facts (scheme_code, as_of, expense_ratio, aum_cr, source) values
      (101, '2026-06-30', 0.5, 900, 't'), (101, ${OLDER}, 0.5, null, 't'), (101, ${LATEST}, 0.55, 1000.5, 't'),
      (102, ${LATEST}, 1.5, 1000.5, 't'), (201, ${LATEST}, 0.3, 250, 't')`;

    // Tenures: 3653 days = 10.0 years, 548 days = 1.5 years; a start date in the future counts as 0.
    const [dates] = await sql<{ ten: string; short: string; future: string }[]>`
      select to_char(current_date - 3653, 'YYYY-MM-DD') as ten, to_char(current_date - 548, 'YYYY-MM-DD') as short,
        to_char(current_date + 10, 'YYYY-MM-DD') as future`;
    tenYearsAgo = dates!.ten;
    eighteenMonthsAgo = dates!.short;
    inTenDays = dates!.future;
    await sql`insert into fund_managers (scheme_id, as_of, name, managing_since, source) values
      (1, ${OLDER}, 'Former Manager', '2010-01-01', 't'),
      (1, ${LATEST}, 'Zara Long', ${tenYearsAgo}, 't'),
      (1, ${LATEST}, 'Amit Short', ${eighteenMonthsAgo}, 't'),
      (1, ${LATEST}, 'Nobody Knows', null, 't'),
      (1, ${LATEST}, 'Future Hire', ${inTenDays}, 't')`;

    await sql`insert into holdings (scheme_id, as_of, name, isin, sector, asset_type, rating, weight_pct, source)
      values (1, ${OLDER}, 'Old Holding', null, 'Realty', 'Equity', null, 100, 't')`;
    for (const [name, isin, sector, assetType, rating, weight] of SCHEME_1_HOLDINGS) {
      await sql`insert into holdings (scheme_id, as_of, name, isin, sector, asset_type, rating, weight_pct, source)
        values (1, ${LATEST}, ${name}, ${isin}, ${sector}, ${assetType}, ${rating}, ${weight}, 't')`;
    }
    await sql`insert into holdings (scheme_id, as_of, name, isin, sector, asset_type, rating, weight_pct, source) values
      (2, ${LATEST}, '7.18% GOI 2033', 'IN0020230011', 'Sovereign', 'Debt', 'SOV', 60, 't'),
      (2, ${LATEST}, 'Bank A NCD 2028', 'INE000A07011', 'Financial Services', 'Debt', 'AAA', 30, 't'),
      (2, ${LATEST}, 'TREPS', null, null, 'Cash', null, 10, 't')`;

    await sql`insert into sector_allocations (scheme_id, as_of, label, weight_pct, source) values
      (1, ${OLDER}, 'Realty', 100, 't'),
      (1, ${LATEST}, 'Information Technology', 20, 't'), (1, ${LATEST}, 'Financial Services', 40, 't'),
      (1, ${LATEST}, 'Healthcare', 20, 't'), (1, ${LATEST}, 'Automobile and Auto Components', 20, 't')`;
    await sql`insert into asset_allocations (scheme_id, as_of, label, weight_pct, source) values
      (1, ${OLDER}, 'Equity', 100, 't'),
      (1, ${LATEST}, 'Debt', 9, 't'), (1, ${LATEST}, 'Equity', 88, 't'), (1, ${LATEST}, 'Cash & Equivalents', 3, 't')`;
    await sql`insert into credit_quality (scheme_id, as_of, label, weight_pct, source) values
      (2, ${OLDER}, 'AA', 100, 't'),
      (2, ${LATEST}, 'Cash', 10, 't'), (2, ${LATEST}, 'AAA/SOV', 90, 't')`;
  });

  afterAll(() => database.drop());

  describe("schemeOfPlan", () => {
    it("finds the scheme of a plan", async () => {
      expect(await schemeOfPlan(sql, EQUITY_REGULAR)).toBe(1);
    });

    it("answers an unknown scheme code with a 404 that says what to check", async () => {
      const error = await rejectionOf(schemeOfPlan(sql, UNKNOWN));
      expect(error.status).toBe(404);
      expect(error.message).toBe("No fund has scheme code 999. Check the code in the fund's page address.");
    });
  });

  it("every query answers an unknown scheme code with the 404", async () => {
    const calls: (() => Promise<unknown>)[] = [
      () => fundManagers(sql, UNKNOWN),
      () => aumHistory(sql, UNKNOWN),
      () => topHoldings(sql, UNKNOWN),
      () => sectorAllocation(sql, UNKNOWN),
      () => sectorAllocation(sql, UNKNOWN, false),
      () => assetAllocation(sql, UNKNOWN),
      () => creditQuality(sql, UNKNOWN),
      () => distribution(sql, UNKNOWN),
      () => concentration(sql, UNKNOWN),
    ];
    for (const call of calls) {
      const error = await rejectionOf(call());
      expect([error.status, error.message]).toEqual([
        404,
        "No fund has scheme code 999. Check the code in the fund's page address.",
      ]);
    }
  });

  it("a fund on no factsheet gets empty lists, zero counts and as_of null", async () => {
    expect(await fundManagers(sql, NO_FACTSHEET)).toEqual({ scheme_code: 301, as_of: null, managers: [] });
    expect(await aumHistory(sql, NO_FACTSHEET)).toEqual({ scheme_code: 301, history: [] });
    expect(await topHoldings(sql, NO_FACTSHEET)).toEqual({ scheme_code: 301, as_of: null, holdings: [] });
    expect(await topHoldings(sql, NO_FACTSHEET, true)).toEqual({ scheme_code: 301, as_of: null, holdings: [] });
    expect(await sectorAllocation(sql, NO_FACTSHEET)).toEqual({ scheme_code: 301, as_of: null, sectors: [] });
    expect(await sectorAllocation(sql, NO_FACTSHEET, false)).toEqual({ scheme_code: 301, as_of: null, sectors: [] });
    expect(await assetAllocation(sql, NO_FACTSHEET)).toEqual({ scheme_code: 301, as_of: null, allocation: [] });
    expect(await creditQuality(sql, NO_FACTSHEET)).toEqual({ scheme_code: 301, as_of: null, ratings: [] });
    expect(await distribution(sql, NO_FACTSHEET)).toEqual({
      scheme_code: 301,
      as_of: null,
      by_asset_type: [],
      holdings_count: 0,
    });
    expect(await concentration(sql, NO_FACTSHEET)).toEqual({
      scheme_code: 301,
      as_of: null,
      holdings_count: 0,
      top_5_weight_pct: null,
      top_10_weight_pct: null,
      top_sector: null,
      top_3_sectors_weight_pct: null,
    });
  });

  describe("fundManagers", () => {
    it("lists the latest factsheet's managers longest-serving first, tenure to one decimal, unknown start last", async () => {
      const expected = {
        scheme_code: 101,
        as_of: LATEST,
        managers: [
          { name: "Zara Long", managing_since: tenYearsAgo, tenure_years: 10 },
          { name: "Amit Short", managing_since: eighteenMonthsAgo, tenure_years: 1.5 },
          { name: "Future Hire", managing_since: inTenDays, tenure_years: 0 },
          { name: "Nobody Knows", managing_since: null, tenure_years: null },
        ],
      };
      expect(await fundManagers(sql, EQUITY_DIRECT)).toEqual(expected);
      fits(fundManagersEndpoint, expected);
    });

    it("gives every plan of the scheme the scheme's managers", async () => {
      expect((await fundManagers(sql, EQUITY_REGULAR)).managers.map((m) => m.name)).toEqual([
        "Zara Long",
        "Amit Short",
        "Future Hire",
        "Nobody Knows",
      ]);
    });
  });

  describe("aumHistory", () => {
    it("lists the plan's factsheets that give an AUM, oldest first", async () => {
      const expected = {
        scheme_code: 101,
        history: [
          { as_of: "2026-06-30", aum: 900 },
          { as_of: LATEST, aum: 1000.5 },
        ],
      };
      expect(await aumHistory(sql, EQUITY_DIRECT)).toEqual(expected);
      fits(aumHistoryEndpoint, expected);
    });

    it("names the sources of the points it lists, for the fund page", async () => {
      // A second source on a date the first also gives: the point stays the first's, so its source is not listed.
      await sql`insert into plan_facts (scheme_code, as_of, aum_cr, source) values
        (101, ${LATEST}, 1, 'z-late'), (101, '2026-05-31', 800, 'amfi-aum')`;
      try {
        expect(await aumHistoryWithSources(sql, EQUITY_DIRECT)).toEqual({
          scheme_code: 101,
          history: [
            { as_of: "2026-05-31", aum: 800 },
            { as_of: "2026-06-30", aum: 900 },
            { as_of: LATEST, aum: 1000.5 },
          ],
          sources: ["amfi-aum", "t"],
        });
      } finally {
        await sql`delete from plan_facts where source in ('z-late', 'amfi-aum')`;
      }
      expect(await aumHistoryWithSources(sql, NO_FACTSHEET)).toEqual({ scheme_code: 301, history: [], sources: [] });
    });

    it("reads the plan's own factsheets", async () => {
      expect(await aumHistory(sql, EQUITY_REGULAR)).toEqual({
        scheme_code: 102,
        history: [{ as_of: LATEST, aum: 1000.5 }],
      });
    });
  });

  describe("topHoldings", () => {
    it("gives the 10 largest holdings of the latest portfolio", async () => {
      const result = await topHoldings(sql, EQUITY_DIRECT);
      expect(result.as_of).toBe(LATEST);
      expect(result.holdings.map((h) => [h.name, h.weight_pct])).toEqual([
        ["Bank A", 15],
        ["Bank B", 12],
        ["Software A", 10],
        ["Pharma A", 9],
        ["Motors A", 8.5],
        ["Software B", 8],
        ["Cement A", 7.25],
        ["Power A", 6],
        ["Bank C", 5.5],
        ["7.18% GOI 2033", 5],
      ]);
      expect(result.holdings[0]).toEqual(
        holdingRow("Bank A", "INE000A01011", "Financial Services", "Equity", null, 15),
      );
      fits(topHoldingsEndpoint, result);
    });

    it("with is_equity=true keeps only equity", async () => {
      const result = await topHoldings(sql, EQUITY_DIRECT, true);
      expect(result.holdings).toHaveLength(10);
      expect(result.holdings.at(-1)).toEqual(
        holdingRow("Soap A", "INE000J01011", "Fast Moving Consumer Goods", "Equity", null, 4),
      );
    });

    it("with is_equity=false keeps everything but equity, and cash is no holding", async () => {
      expect(await topHoldings(sql, EQUITY_DIRECT, false)).toEqual({
        scheme_code: 101,
        as_of: LATEST,
        holdings: [
          holdingRow("7.18% GOI 2033", "IN0020230011", "Sovereign", "Debt", "SOV", 5),
          holdingRow("Bank B CP 2026", "INE000B14011", "Financial Services", "Money Market", "A1+", 4),
        ],
      });
    });

    it("keeps the portfolio's date when the filter leaves nothing", async () => {
      expect(await topHoldings(sql, DEBT_FUND, true)).toEqual({ scheme_code: 201, as_of: LATEST, holdings: [] });
    });
  });

  describe("sectorAllocation", () => {
    it("without is_equity gives the latest factsheet's sector breakdown, largest first, ties by name", async () => {
      const expected = {
        scheme_code: 101,
        as_of: LATEST,
        sectors: [
          { label: "Financial Services", weight_pct: 40 },
          { label: "Automobile and Auto Components", weight_pct: 20 },
          { label: "Healthcare", weight_pct: 20 },
          { label: "Information Technology", weight_pct: 20 },
        ],
      };
      expect(await sectorAllocation(sql, EQUITY_DIRECT)).toEqual(expected);
      fits(sectorAllocationEndpoint, expected);
    });

    it("with is_equity=true sums the latest equity holdings by sector", async () => {
      expect(await sectorAllocation(sql, EQUITY_DIRECT, true)).toEqual({
        scheme_code: 101,
        as_of: LATEST,
        sectors: [
          { label: "Financial Services", weight_pct: 32.5 },
          { label: "Information Technology", weight_pct: 18 },
          { label: "Healthcare", weight_pct: 9 },
          { label: "Automobile and Auto Components", weight_pct: 8.5 },
          { label: "Construction Materials", weight_pct: 7.25 },
          { label: "Power", weight_pct: 6 },
          { label: "Fast Moving Consumer Goods", weight_pct: 4 },
          { label: "Unclassified", weight_pct: 2.75 },
        ],
      });
    });

    it("with is_equity=false sums the other holdings by asset type", async () => {
      expect(await sectorAllocation(sql, EQUITY_DIRECT, false)).toEqual({
        scheme_code: 101,
        as_of: LATEST,
        sectors: [
          { label: "Debt", weight_pct: 5 },
          { label: "Money Market", weight_pct: 4 },
          { label: "Cash", weight_pct: 3 },
        ],
      });
      expect(await sectorAllocation(sql, DEBT_FUND, false)).toEqual({
        scheme_code: 201,
        as_of: LATEST,
        sectors: [
          { label: "Debt", weight_pct: 90 },
          { label: "Cash", weight_pct: 10 },
        ],
      });
    });

    it("gives a debt fund no equity sectors", async () => {
      expect(await sectorAllocation(sql, DEBT_FUND, true)).toEqual({ scheme_code: 201, as_of: LATEST, sectors: [] });
      expect(await sectorAllocation(sql, DEBT_FUND)).toEqual({ scheme_code: 201, as_of: null, sectors: [] });
    });
  });

  describe("assetAllocation", () => {
    it("gives the latest factsheet's asset classes, largest first, for any plan of the scheme", async () => {
      const expected = {
        scheme_code: 102,
        as_of: LATEST,
        allocation: [
          { label: "Equity", weight_pct: 88 },
          { label: "Debt", weight_pct: 9 },
          { label: "Cash & Equivalents", weight_pct: 3 },
        ],
      };
      expect(await assetAllocation(sql, EQUITY_REGULAR)).toEqual(expected);
      fits(assetAllocationEndpoint, expected);
    });
  });

  describe("creditQuality", () => {
    it("gives the latest factsheet's rating buckets, largest first", async () => {
      const expected = {
        scheme_code: 201,
        as_of: LATEST,
        ratings: [
          { label: "AAA/SOV", weight_pct: 90 },
          { label: "Cash", weight_pct: 10 },
        ],
      };
      expect(await creditQuality(sql, DEBT_FUND)).toEqual(expected);
      fits(creditQualityEndpoint, expected);
    });

    it("answers a fund whose factsheets give no ratings with as_of null", async () => {
      expect(await creditQuality(sql, EQUITY_DIRECT)).toEqual({ scheme_code: 101, as_of: null, ratings: [] });
    });
  });

  describe("breakdownSources", () => {
    it("names the source of each breakdown on its latest date, null where there is none", async () => {
      await sql`insert into sector_allocations (scheme_id, as_of, label, weight_pct, source) values
        (1, '2026-01-31', 'Realty', 100, 'older-source')`;
      try {
        expect(await breakdownSources(sql, EQUITY_DIRECT)).toEqual({ sectors: "t", assets: "t", credit: null });
        expect(await breakdownSources(sql, DEBT_FUND)).toEqual({ sectors: null, assets: null, credit: "t" });
        expect(await breakdownSources(sql, NO_FACTSHEET)).toEqual({ sectors: null, assets: null, credit: null });
      } finally {
        await sql`delete from sector_allocations where source = 'older-source'`;
      }
    });

    it("answers an unknown scheme code with the 404", async () => {
      expect((await rejectionOf(breakdownSources(sql, UNKNOWN))).status).toBe(404);
    });
  });

  describe("distribution", () => {
    it("sums the latest holdings by asset type, with counts (cash is none), largest first", async () => {
      const expected = {
        scheme_code: 101,
        as_of: LATEST,
        by_asset_type: [
          { label: "Equity", weight_pct: 88, holdings_count: 11 },
          { label: "Debt", weight_pct: 5, holdings_count: 1 },
          { label: "Money Market", weight_pct: 4, holdings_count: 1 },
          { label: "Cash", weight_pct: 3, holdings_count: 0 },
        ],
        holdings_count: 13,
      };
      expect(await distribution(sql, EQUITY_DIRECT)).toEqual(expected);
      fits(distributionEndpoint, expected);
    });
  });

  describe("concentration", () => {
    it("weighs the largest holdings and sectors of the latest portfolio", async () => {
      const expected = {
        scheme_code: 101,
        as_of: LATEST,
        // 14 lines, TREPS (cash) is none.
        holdings_count: 13,
        top_5_weight_pct: 54.5,
        top_10_weight_pct: 86.25,
        // Equity's sectors: 15 + 12 + 5.5 (the commercial paper's "Financial Services" is no equity sector).
        top_sector: { label: "Financial Services", weight_pct: 32.5 },
        // 32.5 + 18 (Information Technology) + 9 (Healthcare).
        top_3_sectors_weight_pct: 59.5,
      };
      expect(await concentration(sql, EQUITY_DIRECT)).toEqual(expected);
      fits(concentrationEndpoint, expected);
    });

    it("sums all holdings when there are fewer than five; a fund without equity has no largest sector", async () => {
      expect(await concentration(sql, DEBT_FUND)).toEqual({
        scheme_code: 201,
        as_of: LATEST,
        holdings_count: 2,
        top_5_weight_pct: 90,
        top_10_weight_pct: 90,
        top_sector: null,
        top_3_sectors_weight_pct: null,
      });
    });
  });

  describe("a factsheet and the fund house's disclosure of the same date", () => {
    const BOTH = 401;
    const DISCLOSURE = "Test Mutual Fund monthly portfolio";

    beforeAll(async () => {
      await sql`insert into schemes (id, amc_id, name) values (4, 1, 'Test Both')`;
      await sql`insert into plans (scheme_code, scheme_id, plan_type, option, display_name, raw_name)
        values (401, 4, 'Direct', 'Growth', 'Test Both - Direct Growth', 'x')`;
      // The factsheet: its top holdings on both dates, and its breakdowns on the latest.
      await sql`insert into holdings (scheme_id, as_of, name, isin, sector, asset_type, rating, weight_pct, source) values
        (4, ${OLDER}, 'Bank A', 'INE000A01011', 'Financial Services', 'Equity', null, 100, 'factsheet'),
        (4, ${LATEST}, 'Bank A', 'INE000A01011', 'Financial Services', 'Equity', null, 60, 'factsheet'),
        (4, ${LATEST}, 'Software A', 'INE000C01011', 'Information Technology', 'Equity', null, 40, 'factsheet')`;
      await sql`insert into sector_allocations (scheme_id, as_of, label, weight_pct, source) values
        (4, ${LATEST}, 'Financial Services', 60, 'factsheet'), (4, ${LATEST}, 'Information Technology', 40, 'factsheet')`;
      await sql`insert into asset_allocations (scheme_id, as_of, label, weight_pct, source) values
        (4, ${LATEST}, 'Equity', 100, 'factsheet')`;
      // The fund house's disclosure of the latest date: the whole portfolio.
      const [portfolio] = await sql<{ id: number }[]>`
        insert into fund_portfolios (source, as_of, fund_key, scheme_name, location, scheme_codes, weight_total_pct, import_id)
        values (${DISCLOSURE}, ${LATEST}, 'test both', 'Test Both Fund', 'sheet "TB"', '{401}', 100, 1) returning id`;
      await sql`insert into portfolio_holdings (portfolio_id, position, name, isin, sector, rating, asset_class, credit_bucket, weight_pct) values
        (${portfolio!.id}, 1, 'Bank A', 'INE000A01011', 'Financial Services', null, 'Equity', null, 55),
        (${portfolio!.id}, 2, 'Software A', 'INE000C01011', 'Information Technology', null, 'Equity', null, 35),
        (${portfolio!.id}, 3, 'TREPS', null, null, null, 'Cash & Equivalents', null, 10)`;
    });

    it("reads that date from the disclosure alone (weights add up to 100, not 200) and the factsheet elsewhere", async () => {
      const top = await topHoldings(sql, BOTH);
      expect(top.as_of).toBe(LATEST);
      // TREPS is cash: one line of each breakdown, no holding.
      expect(top.holdings.map((h) => [h.name, h.weight_pct])).toEqual([
        ["Bank A", 55],
        ["Software A", 35],
      ]);
      expect((await sectorAllocation(sql, BOTH)).sectors).toEqual([
        { label: "Financial Services", weight_pct: 55 },
        { label: "Information Technology", weight_pct: 35 },
        { label: "Cash & Equivalents", weight_pct: 10 },
      ]);
      expect((await assetAllocation(sql, BOTH)).allocation).toEqual([
        { label: "Equity", weight_pct: 90 },
        { label: "Cash & Equivalents", weight_pct: 10 },
      ]);
      expect((await creditQuality(sql, BOTH)).ratings).toEqual([
        { label: "No rating (equity and others)", weight_pct: 90 },
        { label: "Cash & Equivalents", weight_pct: 10 },
      ]);
      expect((await concentration(sql, BOTH)).holdings_count).toBe(2);
      expect(await breakdownSources(sql, BOTH)).toEqual({
        sectors: DISCLOSURE,
        assets: DISCLOSURE,
        credit: DISCLOSURE,
      });
      const older = await sql<{ name: string; weight_pct: number; source: string }[]>`
        select name, weight_pct, source from scheme_holdings where scheme_id = 4 and as_of = ${OLDER}`;
      expect([...older]).toEqual([{ name: "Bank A", weight_pct: 100, source: "factsheet" }]);
    });
  });
});
