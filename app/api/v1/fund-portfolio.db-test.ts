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
import { startApiTestContext, type ApiTestContext } from "@/lib/api/testing/api-test-context";

// Portfolio endpoints (managers, AUM history, holdings, allocations, distribution, concentration). The
// fixture gives scheme 11 (Alpha Large Cap: plans 1001, 1002, 1003) a 5-holding portfolio and scheme 12
// (Alpha Liquid: 1101) a credit-quality split. This file adds, in its own scratch database, a 14-holding
// portfolio and managers for scheme 21 (Beta Bluechip: 2001, 2002) and older factsheets that must be ignored.

const LATEST = "2026-10-31";
const OLDER = "2026-09-30";

// Scheme 21's portfolio of 31 Oct: [name, asset type, sector, rating, weight].
const BETA_HOLDINGS: [string, string, string | null, string | null, number][] = [
  ["Alpha Corp", "Equity", "Financial Services", null, 12],
  ["Bravo Ltd", "Equity", "Financial Services", null, 11],
  ["Charlie Ltd", "Equity", "Information Technology", null, 10],
  ["Delta Ltd", "Equity", "Energy", null, 9],
  ["Echo Ltd", "Equity", "Consumer Goods", null, 8],
  ["Foxtrot Ltd", "Equity", "Information Technology", null, 7],
  ["Golf Ltd", "Equity", null, null, 6],
  ["Hotel Ltd", "Equity", "Healthcare", null, 5],
  ["GOI 7.1% 2034", "Debt", "Sovereign", "SOV", 4],
  ["NABARD CP", "Money Market", "Financial Services", "A1+", 3.5],
  ["Juliet Ltd", "Equity", "Healthcare", null, 3],
  ["India Ltd", "Equity", "Energy", null, 3],
  ["TREPS", "Cash", null, null, 2.5],
  ["Net Receivables", "Cash", null, null, 1],
];

const ALPHA_HOLDINGS = [
  {
    name: "Reliance Industries Ltd",
    isin: "INE002A01018",
    sector: "Energy",
    asset_type: "Equity",
    rating: null,
    weight_pct: 9.5,
  },
  {
    name: "HDFC Bank Ltd",
    isin: "INE040A01034",
    sector: "Financial Services",
    asset_type: "Equity",
    rating: null,
    weight_pct: 9,
  },
  {
    name: "ICICI Bank Ltd",
    isin: "INE090A01021",
    sector: "Financial Services",
    asset_type: "Equity",
    rating: null,
    weight_pct: 8,
  },
  {
    name: "Infosys Ltd",
    isin: "INE009A01021",
    sector: "Information Technology",
    asset_type: "Equity",
    rating: null,
    weight_pct: 6.5,
  },
  { name: "TREPS", isin: null, sector: null, asset_type: "Cash", rating: null, weight_pct: 3 },
];
// As the endpoint shows a factsheet's holding: no fund house's marks, so no notes.
const shown = (holding: (typeof ALPHA_HOLDINGS)[number]) => ({ ...holding, notes: [] });

describe("fund portfolio endpoints", () => {
  let api: ApiTestContext;
  let today: string;
  beforeAll(async () => {
    api = await startApiTestContext();
    const sql = api.sql;
    for (const [name, assetType, sector, rating, weight] of BETA_HOLDINGS) {
      await sql`insert into holdings (scheme_id, as_of, name, isin, sector, asset_type, rating, weight_pct, source)
        values (21, ${LATEST}, ${name}, null, ${sector}, ${assetType}, ${rating}, ${weight}, 'test')`;
    }
    // Older factsheets: never shown once a later one exists.
    await sql`insert into holdings (scheme_id, as_of, name, isin, sector, asset_type, rating, weight_pct, source) values
      (21, ${OLDER}, 'Old Holding', null, 'Old Sector', 'Equity', null, 50, 'test'),
      (11, ${OLDER}, 'Old Alpha Holding', null, 'Old Sector', 'Equity', null, 50, 'test')`;
    await sql`insert into fund_managers (scheme_id, as_of, name, managing_since, source) values
      (11, ${OLDER}, 'Former Manager', '2010-01-01', 'test'),
      (21, ${LATEST}, 'Zara Khan', null, 'test'), (21, ${LATEST}, 'Ravi Menon', '2020-06-15', 'test'), (21, ${LATEST}, 'Anil Kumar', '2020-06-15', 'test')`;
    await sql`insert into credit_quality (scheme_id, as_of, label, weight_pct, source) values (12, ${OLDER}, 'AA', 100, 'test')`;
    await sql`insert into asset_allocations (scheme_id, as_of, label, weight_pct, source) values (11, ${OLDER}, 'Debt', 100, 'test')`;
    await sql`insert into sector_allocations (scheme_id, as_of, label, weight_pct, source) values (11, ${OLDER}, 'Old Sector', 100, 'test')`;
    const [row] = await sql<{ today: string }[]>`select to_char(current_date, 'YYYY-MM-DD') as today`;
    today = row!.today;
  }, 120_000);
  afterAll(() => api.stop());

  async function ok(path: string): Promise<unknown> {
    const response = await api.call(path);
    expect({ path, status: response.status, envelope: response.body?.status }).toEqual({
      path,
      status: 200,
      envelope: "success",
    });
    return response.body.payload;
  }

  async function fails(path: string, status: number, message: string): Promise<void> {
    const response = await api.call(path);
    expect({ path, status: response.status, envelope: response.body?.status, message: response.body?.payload }).toEqual(
      { path, status, envelope: "error", message },
    );
  }

  /** Years between two ISO dates on a 365.25-day year, to one decimal (the documented tenure). */
  const tenure = (since: string) =>
    Math.round(((Date.parse(today) - Date.parse(since)) / 86_400_000 / 365.25) * 10) / 10;

  describe("GET /api/v1/funds/managers", () => {
    it("lists the managers of the latest factsheet, longest-serving first, with their tenure as of today", async () => {
      const payload = fundManagersEndpoint.payload.parse(await ok("/api/v1/funds/managers?scheme_code=1001"));
      expect(payload).toEqual({
        scheme_code: 1001,
        as_of: LATEST,
        managers: [
          { name: "Asha Rao", managing_since: "2018-04-01", tenure_years: tenure("2018-04-01") },
          { name: "Vikram Shah", managing_since: "2023-01-01", tenure_years: tenure("2023-01-01") },
        ],
      });
      expect(payload.managers[0]!.tenure_years).toBeGreaterThan(8);
    });

    it("gives every plan of the scheme the same managers (the IDCW plan too)", async () => {
      const idcw = fundManagersEndpoint.payload.parse(await ok("/api/v1/funds/managers?scheme_code=1003"));
      expect(idcw.scheme_code).toBe(1003);
      expect(idcw.managers.map((m) => m.name)).toEqual(["Asha Rao", "Vikram Shah"]);
    });

    it("breaks ties by name and puts unknown start dates last, with a null tenure", async () => {
      const payload = fundManagersEndpoint.payload.parse(await ok("/api/v1/funds/managers?scheme_code=2002"));
      expect(payload.managers).toEqual([
        { name: "Anil Kumar", managing_since: "2020-06-15", tenure_years: tenure("2020-06-15") },
        { name: "Ravi Menon", managing_since: "2020-06-15", tenure_years: tenure("2020-06-15") },
        { name: "Zara Khan", managing_since: null, tenure_years: null },
      ]);
    });

    it("answers empty with as_of null for a fund without managers on file", async () => {
      expect(fundManagersEndpoint.payload.parse(await ok("/api/v1/funds/managers?scheme_code=2201"))).toEqual({
        scheme_code: 2201,
        as_of: null,
        managers: [],
      });
    });
  });

  describe("GET /api/v1/funds/aums", () => {
    it("lists the plan's AUM on every factsheet, oldest first", async () => {
      expect(aumHistoryEndpoint.payload.parse(await ok("/api/v1/funds/aums?scheme_code=1001"))).toEqual({
        scheme_code: 1001,
        history: [
          { as_of: "2026-09-30", aum: 9000 },
          { as_of: "2026-10-31", aum: 10000 },
        ],
      });
      expect(aumHistoryEndpoint.payload.parse(await ok("/api/v1/funds/aums?scheme_code=2002"))).toEqual({
        scheme_code: 2002,
        history: [{ as_of: LATEST, aum: 25000 }],
      });
      expect(aumHistoryEndpoint.payload.parse(await ok("/api/v1/funds/aums?scheme_code=1101")).history).toEqual([
        { as_of: LATEST, aum: 40000 },
      ]);
    });

    it("answers an empty history for a plan without factsheets (the ETF)", async () => {
      expect(aumHistoryEndpoint.payload.parse(await ok("/api/v1/funds/aums?scheme_code=2201"))).toEqual({
        scheme_code: 2201,
        history: [],
      });
    });
  });

  describe("GET /api/v1/funds/top-holding", () => {
    it("lists the latest portfolio, largest first, with every field; cash (TREPS) is no holding", async () => {
      const payload = topHoldingsEndpoint.payload.parse(await ok("/api/v1/funds/top-holding?scheme_code=1002"));
      expect(payload).toEqual({
        scheme_code: 1002,
        as_of: LATEST,
        holdings: ALPHA_HOLDINGS.filter((h) => h.asset_type !== "Cash").map(shown),
      });
    });

    it.each(["true", "True", "1"])("is_equity=%s keeps only equity holdings", async (flag) => {
      const payload = topHoldingsEndpoint.payload.parse(
        await ok(`/api/v1/funds/top-holding?scheme_code=1001&is_equity=${flag}`),
      );
      expect(payload.as_of).toBe(LATEST);
      expect(payload.holdings).toEqual(ALPHA_HOLDINGS.filter((h) => h.asset_type === "Equity").map(shown));
    });

    it.each(["false", "False", "0"])(
      "is_equity=%s keeps every other holding (here none: cash is none)",
      async (flag) => {
        const payload = topHoldingsEndpoint.payload.parse(
          await ok(`/api/v1/funds/top-holding?scheme_code=1001&is_equity=${flag}`),
        );
        expect(payload).toMatchObject({ as_of: LATEST, holdings: [] });
      },
    );

    it("stops at the 10 largest, ties by name, of the 14-holding portfolio", async () => {
      const all = topHoldingsEndpoint.payload.parse(await ok("/api/v1/funds/top-holding?scheme_code=2001"));
      expect(all.holdings.map((h) => [h.name, h.weight_pct])).toEqual([
        ["Alpha Corp", 12],
        ["Bravo Ltd", 11],
        ["Charlie Ltd", 10],
        ["Delta Ltd", 9],
        ["Echo Ltd", 8],
        ["Foxtrot Ltd", 7],
        ["Golf Ltd", 6],
        ["Hotel Ltd", 5],
        ["GOI 7.1% 2034", 4],
        ["NABARD CP", 3.5],
      ]);
      expect(all.holdings[8]).toMatchObject({ asset_type: "Debt", sector: "Sovereign", rating: "SOV" });

      const equity = topHoldingsEndpoint.payload.parse(
        await ok("/api/v1/funds/top-holding?scheme_code=2001&is_equity=true"),
      );
      expect(equity.holdings.map((h) => h.name)).toEqual([
        "Alpha Corp",
        "Bravo Ltd",
        "Charlie Ltd",
        "Delta Ltd",
        "Echo Ltd",
        "Foxtrot Ltd",
        "Golf Ltd",
        "Hotel Ltd",
        "India Ltd",
        "Juliet Ltd",
      ]);

      const other = topHoldingsEndpoint.payload.parse(
        await ok("/api/v1/funds/top-holding?scheme_code=2001&is_equity=false"),
      );
      expect(other.holdings.map((h) => [h.name, h.asset_type, h.weight_pct])).toEqual([
        ["GOI 7.1% 2034", "Debt", 4],
        ["NABARD CP", "Money Market", 3.5],
      ]);
    });

    it("answers empty with as_of null without holdings, and 400 for an unknown flag", async () => {
      expect(topHoldingsEndpoint.payload.parse(await ok("/api/v1/funds/top-holding?scheme_code=1101"))).toEqual({
        scheme_code: 1101,
        as_of: null,
        holdings: [],
      });
      await fails(
        "/api/v1/funds/top-holding?scheme_code=1001&is_equity=yes",
        400,
        "Parameter 'is_equity' must be one of: 0, 1, true, false, True, False.",
      );
    });
  });

  describe("GET /api/v1/funds/sector-allocation", () => {
    it("without is_equity: the latest factsheet's sector table", async () => {
      expect(
        sectorAllocationEndpoint.payload.parse(await ok("/api/v1/funds/sector-allocation?scheme_code=1001")),
      ).toEqual({
        scheme_code: 1001,
        as_of: LATEST,
        sectors: [
          { label: "Financial Services", weight_pct: 17 },
          { label: "Energy", weight_pct: 9.5 },
          { label: "Information Technology", weight_pct: 6.5 },
        ],
      });
    });

    it("is_equity=true: the equity holdings summed by sector, Unclassified for none, ties by label", async () => {
      expect(
        sectorAllocationEndpoint.payload.parse(
          await ok("/api/v1/funds/sector-allocation?scheme_code=2001&is_equity=true"),
        ),
      ).toEqual({
        scheme_code: 2001,
        as_of: LATEST,
        sectors: [
          { label: "Financial Services", weight_pct: 23 },
          { label: "Information Technology", weight_pct: 17 },
          { label: "Energy", weight_pct: 12 },
          { label: "Consumer Goods", weight_pct: 8 },
          { label: "Healthcare", weight_pct: 8 },
          { label: "Unclassified", weight_pct: 6 },
        ],
      });
      const alpha = sectorAllocationEndpoint.payload.parse(
        await ok("/api/v1/funds/sector-allocation?scheme_code=1001&is_equity=1"),
      );
      expect(alpha.sectors).toEqual([
        { label: "Financial Services", weight_pct: 17 },
        { label: "Energy", weight_pct: 9.5 },
        { label: "Information Technology", weight_pct: 6.5 },
      ]);
    });

    it("is_equity=false: the other holdings summed by asset type", async () => {
      expect(
        sectorAllocationEndpoint.payload.parse(
          await ok("/api/v1/funds/sector-allocation?scheme_code=2001&is_equity=false"),
        ).sectors,
      ).toEqual([
        { label: "Debt", weight_pct: 4 },
        { label: "Cash", weight_pct: 3.5 },
        { label: "Money Market", weight_pct: 3.5 },
      ]);
      expect(
        sectorAllocationEndpoint.payload.parse(
          await ok("/api/v1/funds/sector-allocation?scheme_code=1001&is_equity=false"),
        ).sectors,
      ).toEqual([{ label: "Cash", weight_pct: 3 }]);
    });

    it("answers empty with as_of null when the factsheet has no sector table (even with holdings on file)", async () => {
      expect(
        sectorAllocationEndpoint.payload.parse(await ok("/api/v1/funds/sector-allocation?scheme_code=2001")),
      ).toEqual({ scheme_code: 2001, as_of: null, sectors: [] });
      expect(
        sectorAllocationEndpoint.payload.parse(
          await ok("/api/v1/funds/sector-allocation?scheme_code=2201&is_equity=true"),
        ),
      ).toEqual({ scheme_code: 2201, as_of: null, sectors: [] });
    });
  });

  describe("GET /api/v1/funds/asset-allocation", () => {
    it("gives the scheme's latest split whatever plan and option are named", async () => {
      const expected = {
        as_of: LATEST,
        allocation: [
          { label: "Equity", weight_pct: 97 },
          { label: "Cash & Equivalents", weight_pct: 3 },
        ],
      };
      expect(
        assetAllocationEndpoint.payload.parse(await ok("/api/v1/funds/asset-allocation?scheme_code=1001")),
      ).toEqual({ scheme_code: 1001, ...expected });
      expect(
        assetAllocationEndpoint.payload.parse(
          await ok("/api/v1/funds/asset-allocation?scheme_code=1002&plan_type=Direct&option_type=IDCW%20Payout"),
        ),
      ).toEqual({
        scheme_code: 1002,
        ...expected,
      });
      expect(
        assetAllocationEndpoint.payload.parse(await ok("/api/v1/funds/asset-allocation?scheme_code=1101")),
      ).toEqual({ scheme_code: 1101, as_of: null, allocation: [] });
    });

    it("still validates the ignored plan_type and option_type", async () => {
      await fails(
        "/api/v1/funds/asset-allocation?scheme_code=1001&plan_type=Retail",
        400,
        "Parameter 'plan_type' must be one of: Regular, Direct.",
      );
      await fails(
        "/api/v1/funds/asset-allocation?scheme_code=1001&option_type=Dividend",
        400,
        "Parameter 'option_type' must be one of: Growth, IDCW Payout, IDCW Reinvestment, Bonus.",
      );
    });
  });

  describe("GET /api/v1/funds/credit-quality", () => {
    it("gives the liquid fund's latest rating split, and nothing for an equity fund", async () => {
      expect(creditQualityEndpoint.payload.parse(await ok("/api/v1/funds/credit-quality?scheme_code=1101"))).toEqual({
        scheme_code: 1101,
        as_of: LATEST,
        ratings: [
          { label: "AAA/SOV", weight_pct: 92 },
          { label: "Cash", weight_pct: 8 },
        ],
      });
      expect(creditQualityEndpoint.payload.parse(await ok("/api/v1/funds/credit-quality?scheme_code=1001"))).toEqual({
        scheme_code: 1001,
        as_of: null,
        ratings: [],
      });
    });
  });

  describe("GET /api/v1/funds/distribution/", () => {
    const alpha = {
      scheme_code: 1001,
      as_of: LATEST,
      by_asset_type: [
        { label: "Equity", weight_pct: 33, holdings_count: 4 },
        { label: "Cash", weight_pct: 3, holdings_count: 0 },
      ],
      holdings_count: 4,
    };

    it.each(["/api/v1/funds/distribution/", "/api/v1/funds/distribution"])(
      "%s sums the latest holdings by instrument type",
      async (path) => {
        expect(distributionEndpoint.payload.parse(await ok(`${path}?scheme_code=1001`))).toEqual(alpha);
      },
    );

    it("counts every holding of the 14 lines (not only the top 10; cash is none), ties by label", async () => {
      expect(distributionEndpoint.payload.parse(await ok("/api/v1/funds/distribution/?scheme_code=2002"))).toEqual({
        scheme_code: 2002,
        as_of: LATEST,
        by_asset_type: [
          { label: "Equity", weight_pct: 74, holdings_count: 10 },
          { label: "Debt", weight_pct: 4, holdings_count: 1 },
          { label: "Cash", weight_pct: 3.5, holdings_count: 0 },
          { label: "Money Market", weight_pct: 3.5, holdings_count: 1 },
        ],
        holdings_count: 12,
      });
    });

    it("answers empty for a fund without holdings", async () => {
      expect(distributionEndpoint.payload.parse(await ok("/api/v1/funds/distribution?scheme_code=2201"))).toEqual({
        scheme_code: 2201,
        as_of: null,
        by_asset_type: [],
        holdings_count: 0,
      });
    });
  });

  describe("GET /api/v1/funds/concentration", () => {
    it("the 5-line portfolio: top 5 = top 10 = every holding (TREPS is cash, none); sectors from the holdings", async () => {
      expect(concentrationEndpoint.payload.parse(await ok("/api/v1/funds/concentration?scheme_code=1001"))).toEqual({
        scheme_code: 1001,
        as_of: LATEST,
        holdings_count: 4,
        top_5_weight_pct: 33,
        top_10_weight_pct: 33,
        top_sector: { label: "Financial Services", weight_pct: 17 },
        top_3_sectors_weight_pct: 33,
      });
    });

    it("the 14-line portfolio: 12 holdings (2 cash lines); sectors are equity's, not a bond issuer's", async () => {
      expect(concentrationEndpoint.payload.parse(await ok("/api/v1/funds/concentration?scheme_code=2001"))).toEqual({
        scheme_code: 2001,
        as_of: LATEST,
        holdings_count: 12,
        top_5_weight_pct: 50, // 12 + 11 + 10 + 9 + 8
        top_10_weight_pct: 75.5, // ... + 7 + 6 + 5 + 4 + 3.5
        top_sector: { label: "Financial Services", weight_pct: 23 }, // 12 + 11 (NABARD CP is money market)
        top_3_sectors_weight_pct: 52, // 23 + IT 17 + Energy 12
      });
    });

    it("answers nulls and zero for a fund without holdings", async () => {
      expect(concentrationEndpoint.payload.parse(await ok("/api/v1/funds/concentration?scheme_code=1101"))).toEqual({
        scheme_code: 1101,
        as_of: null,
        holdings_count: 0,
        top_5_weight_pct: null,
        top_10_weight_pct: null,
        top_sector: null,
        top_3_sectors_weight_pct: null,
      });
    });
  });

  describe("every portfolio endpoint", () => {
    const paths = [
      "/api/v1/funds/managers",
      "/api/v1/funds/aums",
      "/api/v1/funds/top-holding",
      "/api/v1/funds/sector-allocation",
      "/api/v1/funds/asset-allocation",
      "/api/v1/funds/credit-quality",
      "/api/v1/funds/distribution/",
      "/api/v1/funds/concentration",
    ];

    it.each(paths)("%s answers 404 for an unknown scheme code and 400 for a bad one", async (path) => {
      await fails(
        `${path}?scheme_code=999999`,
        404,
        "No fund has scheme code 999999. Check the code in the fund's page address.",
      );
      await fails(path, 400, "Parameter 'scheme_code' is required.");
      await fails(`${path}?scheme_code=abc`, 400, "Parameter 'scheme_code' must be a number.");
      await fails(`${path}?scheme_code=0`, 400, "Parameter 'scheme_code' must be at least 1.");
      await fails(`${path}?scheme_code=2147483648`, 400, "Parameter 'scheme_code' must be at most 2147483647.");
      await fails(`${path}?scheme_code=1001.5`, 400, "Parameter 'scheme_code' must be a whole number.");
      await fails(
        `${path}?scheme_code=1001&scheme_code=1002`,
        400,
        "Parameter 'scheme_code' was given more than once; give one value.",
      );
    });
  });
});
