import {
  screenerFiltersEndpoint,
  screenerGraphEndpoint,
  screenerListEndpoint,
  screenerQuery,
} from "@/lib/api/schemas/screener";
import { listScreenerPlans } from "@/lib/screener/list-screener-plans";
import type { DataMemo } from "@/lib/api/data-memo";
import { SCREENER_ORDER_KEYS, type ScreenerOrderKey } from "@/lib/screener/screener-sorts";
import { NAV_END } from "@/lib/api/testing/api-fixture";
import { startApiTestContext, type ApiTestContext } from "@/lib/api/testing/api-test-context";

// The screener: filter sections, the paged list (every filter, sort, page and search) and the risk/return
// graph, against the fixture's 7 plans:
//   code  fund                 plan     option       asset class  rate    AUM     TER   risk             launch
//   1001  Alpha Large Cap      Direct   Growth       Equity       12 %    10000   0.65  Very High        2013-01-01
//   1002  Alpha Large Cap      Regular  Growth       Equity       11 %    10000   1.60  Very High        2013-01-01
//   1003  Alpha Large Cap      Direct   IDCW Payout  Equity        5 %    10000   0.65  Very High        2013-01-01
//   2001  Beta Bluechip        Direct   Growth       Equity       10 %    25000   0.90  Very High        2008-06-15
//   2002  Beta Bluechip        Regular  Growth       Equity        9 %    25000   1.90  Very High        2008-06-15
//   1101  Alpha Liquid         Direct   Growth       Debt        6.5 %    40000   0.20  Low to Moderate  2005-03-01
//   2201  Beta Nifty 50 ETF    -        -            Other      10.5 %    null    null  null             null (first NAV 2022-11-20)
// Every plan has 4 years of NAVs, so 3-year returns exist and 5- and 10-year returns are null for all. A launch date
// is the one a source states (migration 0026): the ETF, without a factsheet, has none and so no fund age.

const ALL = [1001, 1002, 1003, 1101, 2001, 2002, 2201];
const BY_RATE = [1001, 1002, 2201, 2001, 2002, 1101, 1003]; // highest rate first
// The IDCW plan 1003 has no investor return (its NAV falls at each payout): a return sort puts it last either way.
const BY_RATE_ASC = [1101, 2002, 2001, 2201, 1002, 1001, 1003];
const GROWTH_ONLY = (column: string) => `case when p.option is null or p.option = 'Growth' then ${column} end`;
const BY_AUM_DESC = [1101, 2001, 2002, 1001, 1002, 1003, 2201]; // ties by scheme code, the ETF (no AUM) last

const LIST = "/api/v1/mutual-funds/filtered-funds";
const GRAPH = "/api/v1/mutual-funds/filtered-funds-graph";

const floor2 = (value: number) => Math.floor(value * 100) / 100;
const ceil2 = (value: number) => Math.ceil(value * 100) / 100;

type Row = { scheme_code: number; value: number | string | null };

describe("screener endpoints", () => {
  let api: ApiTestContext;
  let today: string;
  beforeAll(async () => {
    api = await startApiTestContext();
    const [row] = await api.sql<{ today: string }[]>`select to_char(current_date, 'YYYY-MM-DD') as today`;
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

  async function list(query: string) {
    return screenerListEndpoint.payload.parse(await ok(`${LIST}?page_size=100${query ? `&${query}` : ""}`));
  }

  async function codes(query: string): Promise<number[]> {
    const page = await list(query);
    expect(page.total).toBe(page.plans.length);
    return page.plans.map((p) => p.scheme_code);
  }

  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const yearsSince = (iso: string) => (Date.parse(today) - Date.parse(iso)) / 86_400_000 / 365.25;

  describe("GET /api/v1/mutual-funds/filters", () => {
    it("counts the plans in every facet", async () => {
      const filters = screenerFiltersEndpoint.payload.parse(await ok("/api/v1/mutual-funds/filters"));
      expect(filters.amc).toEqual({
        key: "amc",
        title: "AMC",
        type: "checkbox",
        param: "amc",
        items: [
          { value: "alpha-mutual-fund", label: "Alpha Mutual Fund", count: 4 },
          { value: "beta-mutual-fund", label: "Beta Mutual Fund", count: 3 },
        ],
      });
      expect(filters.categories).toMatchObject({
        param: "category",
        items: [
          { value: "Equity", label: "Equity", count: 5 },
          { value: "Debt", label: "Debt", count: 1 },
          { value: "Other", label: "Other", count: 1 },
        ],
      });
      expect(filters.sub_categories).toMatchObject({
        param: "subcategory",
        items: [
          { value: "debt-liquid-fund", label: "Liquid Fund", count: 1, group: "Debt" },
          { value: "equity-large-cap-fund", label: "Large Cap Fund", count: 5, group: "Equity" },
          { value: "other-index-funds", label: "Index Funds", count: 1, group: "Other" },
        ],
      });
      expect(filters.risk_level).toMatchObject({
        param: "risk_level",
        items: [
          { value: "Low to Moderate", label: "Low to Moderate", count: 1 },
          { value: "Very High", label: "Very High", count: 5 },
        ],
      });
      expect(filters.plan_type).toMatchObject({
        param: "plan_type",
        items: [
          { value: "Regular", label: "Regular", count: 2 },
          { value: "Direct", label: "Direct", count: 4 },
        ],
      });
      expect(filters.option_type).toMatchObject({
        param: "option_type",
        items: [
          { value: "Growth", label: "Growth", count: 5 },
          { value: "IDCW Payout", label: "IDCW Payout", count: 1 },
        ],
      });
    });

    it("gives each range the true min and max, rounded outwards; a range no plan has (5Y) is left out", async () => {
      const filters = screenerFiltersEndpoint.payload.parse(await ok("/api/v1/mutual-funds/filters"));
      const [extremes] = await api.sql<{ r1_min: number; r1_max: number; r3_min: number; r3_max: number }[]>`
        select min(return_1y) as r1_min, max(return_1y) as r1_max, min(return_3y) as r3_min, max(return_3y) as r3_max
        from plan_metrics join plans p using (scheme_code) where p.option is null or p.option = 'Growth'`;
      expect(filters.expense_ratio).toEqual({
        key: "expense_ratio",
        title: "Expense Ratio",
        type: "range",
        param_min: "expense_ratio_min",
        param_max: "expense_ratio_max",
        unit: "%",
        min: 0.2,
        max: 1.9,
      });
      expect(filters.aum).toMatchObject({
        type: "range",
        param_min: "aum_min",
        param_max: "aum_max",
        unit: "Cr",
        min: 10000,
        max: 40000,
      });
      expect(filters.return_1y).toMatchObject({
        type: "range",
        unit: "%",
        min: floor2(extremes!.r1_min),
        max: ceil2(extremes!.r1_max),
      });
      // 6.5 % and 12 % up to NAV rounding: the IDCW plan's 5 % is no investor return, so it is left out.
      expect(filters.return_1y).toMatchObject({ min: 6.49, max: 12 });
      expect(filters.return_3y).toMatchObject({
        type: "range",
        unit: "%",
        min: floor2(extremes!.r3_min),
        max: ceil2(extremes!.r3_max),
      });
      expect(filters.return_3y).toMatchObject({ min: 6.5, max: 12.02 });
      expect(filters.return_5y).toBeUndefined();
      // Fund age from the launch dates sources state: the youngest is Alpha Large Cap of 2013 (the ETF has no launch
      // date, and its first NAV here is no launch). A Direct plan is no older than Direct plans (2013-01-01), so the
      // liquid fund of 2005 (Direct only) is not the oldest: Beta Bluechip's Regular plan of 2008 is (issue 37, 9).
      expect(filters.fund_age).toMatchObject({
        type: "range",
        unit: "Y",
        min: floor2(yearsSince("2013-01-01")),
        max: ceil2(yearsSince("2008-06-15")),
      });
    });

    it("counts agree with the list call filtered by each item", async () => {
      const filters = screenerFiltersEndpoint.payload.parse(await ok("/api/v1/mutual-funds/filters"));
      for (const section of Object.values(filters)) {
        if (section.type !== "checkbox") continue;
        for (const item of section.items) {
          const page = await list(`${section.param}=${encodeURIComponent(item.value)}`);
          expect({ param: section.param, value: item.value, total: page.total }).toEqual({
            param: section.param,
            value: item.value,
            total: item.count,
          });
        }
      }
    });
  });

  describe("GET /api/v1/mutual-funds/filtered-funds: filters", () => {
    it("without filters: every plan, largest AUM first, with the row's values", async () => {
      const page = screenerListEndpoint.payload.parse(await ok(LIST));
      expect({ page: page.page, page_size: page.page_size, total: page.total, total_pages: page.total_pages }).toEqual({
        page: 1,
        page_size: 10,
        total: 7,
        total_pages: 1,
      });
      expect(page.plans.map((p) => p.scheme_code)).toEqual(BY_AUM_DESC);
      expect(page.plans.find((p) => p.scheme_code === 2001)).toMatchObject({
        isin: "INF000B01019",
        plan_display_name: "Beta Bluechip Fund - Direct Plan - Growth",
        amc_slug: "beta-mutual-fund",
        amc_name: "Beta Mutual Fund",
        category_slug: "equity-large-cap-fund",
        sebi_category_name: "Equity",
        sebi_subcategory_name: "Large Cap Fund",
        plan_type: "Direct",
        option_type: "Growth",
        risk_level: "Very High",
        expense_ratio: 0.9,
        aum: 25000,
        return_5y: null,
        nav_date: NAV_END,
      });
      const beta = page.plans.find((p) => p.scheme_code === 2001)!;
      expect(beta.return_1y).toBeCloseTo(10, 4);
      expect(beta.desktop_logo_url).toContain("beta-mutual-fund");
      expect(page.plans.find((p) => p.scheme_code === 2201)).toMatchObject({
        plan_type: null,
        option_type: null,
        risk_level: null,
        expense_ratio: null,
        aum: null,
      });
    });

    it.each([
      ["amc", "amc=alpha-mutual-fund", [1001, 1002, 1003, 1101]],
      ["amc repeated", "amc=alpha-mutual-fund&amc=beta-mutual-fund", ALL],
      ["category", "category=Equity", [1001, 1002, 1003, 2001, 2002]],
      ["category repeated", "category=Debt&category=Other", [1101, 2201]],
      ["subcategory", "subcategory=other-index-funds", [2201]],
      [
        "subcategory repeated",
        "subcategory=debt-liquid-fund&subcategory=equity-large-cap-fund",
        [1001, 1002, 1003, 1101, 2001, 2002],
      ],
      ["risk_level", "risk_level=Very%20High", [1001, 1002, 1003, 2001, 2002]],
      [
        "risk_level repeated",
        "risk_level=Low%20to%20Moderate&risk_level=Very%20High",
        [1001, 1002, 1003, 1101, 2001, 2002],
      ],
      ["plan_type", "plan_type=Regular", [1002, 2002]],
      [
        "plan_type repeated (the ETF has none)",
        "plan_type=Direct&plan_type=Regular",
        [1001, 1002, 1003, 1101, 2001, 2002],
      ],
      ["option_type", "option_type=IDCW%20Payout", [1003]],
      ["expense_ratio range (inclusive)", "expense_ratio_min=0.65&expense_ratio_max=1.6", [1001, 1002, 1003, 2001]],
      ["aum_min", "aum_min=25000", [1101, 2001, 2002]],
      ["aum_max", "aum_max=10000", [1001, 1002, 1003]],
      ["return_1y_min", "return_1y_min=9.5", [1001, 1002, 2001, 2201]],
      ["return_1y_max (never an IDCW plan)", "return_1y_max=7", [1101]],
      ["return_3y_min", "return_3y_min=10.5", [1001, 1002, 2201]],
      ["return_3y_max (never an IDCW plan)", "return_3y_max=9.5", [1101, 2002]],
      ["return_5y_min (no plan has 5 years)", "return_5y_min=-100", []],
      ["return_5y_max", "return_5y_max=100", []],
      // Direct plans (1101 of 2005, 2001 of 2008) count from 2013-01-01 (issue 37, 9).
      ["fund_age_min", "fund_age_min=15", [2002]],
      ["fund_age_max (the ETF has no launch date, so no age)", "fund_age_max=5", []],
      ["fund_age_max", "fund_age_max=15", [1001, 1002, 1003, 1101, 2001]],
      ["fund_age range", "fund_age_min=10&fund_age_max=15", [1001, 1002, 1003, 1101, 2001]],
      ["filters combined (AND)", "amc=alpha-mutual-fund&plan_type=Direct&option_type=Growth", [1001, 1101]],
      ["filters combined with a range", "category=Equity&return_1y_min=10.5&expense_ratio_max=1", [1001]],
      ["a value no plan has", "amc=gamma-mutual-fund", []],
    ])("%s", async (_name, query, expected) => {
      expect(sorted(await codes(query))).toEqual(expected);
    });

    it("gives an IDCW plan no returns (its NAV return leaves the payouts out), though its metrics hold one", async () => {
      const [metrics] = await api.sql<
        { return_3y: number }[]
      >`select return_3y from plan_metrics where scheme_code = 1003`;
      expect(metrics!.return_3y).toBeCloseTo(5, 1);
      const idcw = (await list("option_type=IDCW%20Payout")).plans[0]!;
      expect(idcw).toMatchObject({ scheme_code: 1003, return_1y: null, return_3y: null, return_5y: null });
      const growth = (await list("option_type=Growth")).plans.find((p) => p.scheme_code === 1001)!;
      expect(growth.return_3y).toBeCloseTo(12, 1);
    });

    it("ignores unknown parameters", async () => {
      expect(await codes("foo=bar&plan=Direct")).toEqual(BY_AUM_DESC);
    });
  });

  describe("GET /api/v1/mutual-funds/filtered-funds: order", () => {
    // Hand-made orders: nulls last in both directions, ties by scheme code (ascending) in both directions.
    it.each<[string, string, number[]]>([
      ["aum desc (default)", "", BY_AUM_DESC],
      ["aum desc", "order_by=aum&order_dir=desc", BY_AUM_DESC],
      ["aum asc", "order_by=aum&order_dir=asc", [1001, 1002, 1003, 2001, 2002, 1101, 2201]],
      ["expense_ratio (asc by default)", "order_by=expense_ratio", [1101, 1001, 1003, 2001, 1002, 2002, 2201]],
      ["expense_ratio desc", "order_by=expense_ratio&order_dir=desc", [2002, 1002, 2001, 1001, 1003, 1101, 2201]],
      ["return_1y desc (default)", "order_by=return_1y", BY_RATE],
      ["return_1y asc", "order_by=return_1y&order_dir=asc", BY_RATE_ASC],
      ["return_3y desc", "order_by=return_3y", BY_RATE],
      ["return_max asc", "order_by=return_max&order_dir=asc", BY_RATE_ASC],
      ["nav desc", "order_by=nav", BY_RATE],
      ["return_5y (all null): scheme code", "order_by=return_5y", ALL],
      ["return_5y asc (all null): scheme code", "order_by=return_5y&order_dir=asc", ALL],
      ["return_10y (all null): scheme code", "order_by=return_10y&order_dir=desc", ALL],
      ["fund_age desc (oldest first)", "order_by=fund_age", [2002, 1001, 1002, 1003, 1101, 2001, 2201]],
      [
        "fund_age asc (the ETF, without a launch date, last)",
        "order_by=fund_age&order_dir=asc",
        [1001, 1002, 1003, 1101, 2001, 2002, 2201],
      ],
      ["plan_display_name (asc by default)", "order_by=plan_display_name", [1001, 1003, 1002, 1101, 2001, 2002, 2201]],
      [
        "plan_display_name desc",
        "order_by=plan_display_name&order_dir=desc",
        [2201, 2002, 2001, 1101, 1002, 1003, 1001],
      ],
    ])("%s", async (_name, query, expected) => {
      expect(await codes(query)).toEqual(expected);
    });

    // Every sort key in both directions against the values in the database, sorted here.
    const EXPRESSIONS: Record<ScreenerOrderKey, string> = {
      aum: "f.aum_cr",
      return_1m: GROWTH_ONLY("m.return_1m"),
      return_3m: GROWTH_ONLY("m.return_3m"),
      return_6m: GROWTH_ONLY("m.return_6m"),
      return_1y: GROWTH_ONLY("m.return_1y"),
      return_3y: GROWTH_ONLY("m.return_3y"),
      return_5y: GROWTH_ONLY("m.return_5y"),
      return_10y: GROWTH_ONLY("m.return_10y"),
      return_max: GROWTH_ONLY("m.return_max"),
      expense_ratio: "f.expense_ratio",
      volatility: "m.volatility",
      sharpe: "m.sharpe",
      sortino: "m.sortino",
      max_drawdown: "m.max_drawdown",
      nav: "st.last_nav::float8",
      fund_age:
        "(current_date - case when p.plan_type = 'Direct' then greatest(f.launch_date, date '2013-01-01') else f.launch_date end)::float8",
      plan_display_name: "p.display_name",
    };

    it.each(SCREENER_ORDER_KEYS.flatMap((key) => [[key, "asc"] as const, [key, "desc"] as const]))(
      "%s %s: nulls last, ties by scheme code",
      async (key, dir) => {
        const rows = await api.sql<Row[]>`
        select p.scheme_code, ${api.sql.unsafe(EXPRESSIONS[key])} as value
        from plans p
        join plan_nav_stats st on st.scheme_code = p.scheme_code
        left join plan_metrics m on m.scheme_code = p.scheme_code
        left join plan_fact_latest f on f.scheme_code = p.scheme_code`;
        const sign = dir === "asc" ? 1 : -1;
        const expected = [...rows]
          .sort((a, b) => {
            if (a.value === null || b.value === null)
              return a.value === b.value ? a.scheme_code - b.scheme_code : a.value === null ? 1 : -1;
            const compare =
              typeof a.value === "string"
                ? a.value < (b.value as string)
                  ? -1
                  : a.value > (b.value as string)
                    ? 1
                    : 0
                : a.value - (b.value as number);
            return compare * sign || a.scheme_code - b.scheme_code;
          })
          .map((r) => r.scheme_code);
        expect(await codes(`order_by=${key}&order_dir=${dir}`)).toEqual(expected);
      },
    );

    it("the sortino sort puts plans without a value last in both directions", async () => {
      const nulls = (
        await api.sql<
          { scheme_code: number }[]
        >`select scheme_code from plan_metrics where sortino is null order by scheme_code`
      ).map((r) => r.scheme_code);
      expect(nulls.length).toBeGreaterThan(0);
      expect(nulls.length).toBeLessThan(7);
      for (const dir of ["asc", "desc"]) {
        const order = await codes(`order_by=sortino&order_dir=${dir}`);
        expect(order.slice(-nulls.length)).toEqual(nulls);
      }
    });
  });

  describe("GET /api/v1/mutual-funds/filtered-funds: pages", () => {
    it("pages through the sorted list without gaps or repeats", async () => {
      const pages = [];
      for (const page of [1, 2, 3])
        pages.push(screenerListEndpoint.payload.parse(await ok(`${LIST}?page_size=3&page=${page}`)));
      expect(pages.map((p) => p.plans.map((plan) => plan.scheme_code))).toEqual([
        [1101, 2001, 2002],
        [1001, 1002, 1003],
        [2201],
      ]);
      for (const [i, p] of pages.entries())
        expect({ page: p.page, page_size: p.page_size, total: p.total, total_pages: p.total_pages }).toEqual({
          page: i + 1,
          page_size: 3,
          total: 7,
          total_pages: 3,
        });
    });

    it("reads a screen's order and its rows once for all its pages when given a memo, with the pages it gives without one", async () => {
      const kept = new Map<string, unknown>();
      const computed: string[] = [];
      const memo: DataMemo = async (key, compute) => {
        if (!kept.has(key)) {
          computed.push(key.split(" ")[0]!);
          kept.set(key, await compute());
        }
        return kept.get(key) as Awaited<ReturnType<typeof compute>>;
      };
      for (const [size, page] of [
        ["3", "1"],
        ["3", "2"],
        ["3", "3"],
        ["3", "4"],
        ["2", "2"],
        ["10", "1"],
      ]) {
        const query = screenerQuery.parse({ page_size: size, page, order_by: "return_1y" });
        expect(await listScreenerPlans(api.sql, query, memo)).toEqual(await listScreenerPlans(api.sql, query));
      }
      // The 7 plans are one block of rows.
      expect(computed).toEqual(["screener-order", "screener-rows"]);
    });

    it("a page past the end is empty and keeps the true totals", async () => {
      const page = screenerListEndpoint.payload.parse(await ok(`${LIST}?page_size=3&page=4`));
      expect(page).toEqual({ plans: [], page: 4, page_size: 3, total: 7, total_pages: 3, sort_coverage: null });
      const far = screenerListEndpoint.payload.parse(await ok(`${LIST}?page=100000&plan_type=Direct`));
      expect(far).toEqual({ plans: [], page: 100000, page_size: 10, total: 4, total_pages: 1, sort_coverage: null });
    });

    it("page_size runs from 1 to 100", async () => {
      const one = screenerListEndpoint.payload.parse(await ok(`${LIST}?page_size=1&page=7`));
      expect({ codes: one.plans.map((p) => p.scheme_code), total_pages: one.total_pages }).toEqual({
        codes: [2201],
        total_pages: 7,
      });
      expect((await list("")).page_size).toBe(100);
      await fails(`${LIST}?page_size=0`, 400, "Parameter 'page_size' must be at least 1.");
      await fails(`${LIST}?page_size=101`, 400, "Parameter 'page_size' must be at most 100.");
      await fails(`${LIST}?page=0`, 400, "Parameter 'page' must be at least 1.");
      await fails(`${LIST}?page=100001`, 400, "Parameter 'page' must be at most 100000.");
      await fails(`${LIST}?page_size=2.5`, 400, "Parameter 'page_size' must be a whole number.");
    });

    it("a filter that matches nothing gives zero pages", async () => {
      expect(screenerListEndpoint.payload.parse(await ok(`${LIST}?amc=nobody`))).toEqual({
        plans: [],
        page: 1,
        page_size: 10,
        total: 0,
        total_pages: 0,
        sort_coverage: null,
      });
    });

    it("says how many of the plans have the value the list is sorted by (sort_coverage), null without order_by", async () => {
      const coverage = async (query: string) => {
        const page = await list(query);
        return { total: page.total, sort_coverage: page.sort_coverage };
      };
      expect(await coverage("")).toEqual({ total: 7, sort_coverage: null });
      // All but the ETF have a launch date; the IDCW plan 1003 has no investor return; nobody has 5 years.
      expect(await coverage("order_by=fund_age")).toEqual({
        total: 7,
        sort_coverage: { value: "Launch date", known: 6 },
      });
      expect(await coverage("order_by=return_1y")).toEqual({
        total: 7,
        sort_coverage: { value: "1Y return", known: 6 },
      });
      expect(await coverage("order_by=return_5y")).toEqual({
        total: 7,
        sort_coverage: { value: "5Y return", known: 0 },
      });
      expect(await coverage("order_by=nav")).toEqual({ total: 7, sort_coverage: { value: "NAV", known: 7 } });
      // Counted within the screen: the Direct plans 1001, 1003, 2001, 1101, of which 1003 lacks a 1Y return.
      expect(await coverage("order_by=return_1y&plan_type=Direct")).toEqual({
        total: 4,
        sort_coverage: { value: "1Y return", known: 3 },
      });
    });
  });

  describe("GET /api/v1/mutual-funds/filtered-funds: search (q)", () => {
    it.each([
      ["typos", "alpah larg"],
      ["word order", "cap large alpha"],
      ["upper case and extra spaces", "  ALPHA   Large  "],
    ])("tolerates %s: '%s' finds the three Alpha Large Cap plans", async (_case, q) => {
      // Equal relevance, then AUM (all 10000), then scheme code.
      expect(await codes(`q=${encodeURIComponent(q)}`)).toEqual([1001, 1002, 1003]);
    });

    it("matches the fund house name, ordered by relevance then AUM", async () => {
      expect(await codes("q=alpha")).toEqual([1101, 1001, 1002, 1003]);
      expect(sorted(await codes("q=beta%20mutual"))).toEqual([2001, 2002, 2201]);
    });

    it("combines with filters and with an explicit order", async () => {
      expect(await codes("q=alpah&order_by=return_1y")).toEqual([1001, 1002, 1101, 1003]);
      expect(await codes("q=alpha%20large&plan_type=Regular")).toEqual([1002]);
      expect(await codes("q=nifty")).toEqual([2201]);
    });

    it("finds nothing for unrelated words, and treats punctuation-only queries as no query", async () => {
      expect(screenerListEndpoint.payload.parse(await ok(`${LIST}?q=zzzzqqq`))).toMatchObject({
        plans: [],
        total: 0,
        total_pages: 0,
      });
      expect(await codes("q=xylophone%20alpha")).toEqual([]);
      expect(await codes("q=%20-%20")).toEqual(BY_AUM_DESC);
    });
  });

  describe("GET /api/v1/mutual-funds/filtered-funds: bad parameters", () => {
    it.each([
      [
        "order_by=fund_size",
        "order_by=fund_size",
        "Parameter 'order_by' must be one of: " + SCREENER_ORDER_KEYS.join(", ") + ".",
      ],
      ["order_dir=up", "order_dir=up", "Parameter 'order_dir' must be one of: asc, desc."],
      ["plan_type=direct", "plan_type=direct", "Parameter 'plan_type[0]' must be one of: Regular, Direct."],
      [
        "plan_type=Direct&plan_type=Retail",
        "plan_type=Direct&plan_type=Retail",
        "Parameter 'plan_type[1]' must be one of: Regular, Direct.",
      ],
      [
        "risk_level=Extreme",
        "risk_level=Extreme",
        "Parameter 'risk_level[0]' must be one of: Low, Low to Moderate, Moderate, Moderately High, High, Very High.",
      ],
      ["aum_min=lots", "aum_min=lots", "Parameter 'aum_min' must be a number."],
      ["return_1y_max=2000000", "return_1y_max=2000000", "Parameter 'return_1y_max' must be at most 1000000."],
      ["return_1y_min=-2000000", "return_1y_min=-2000000", "Parameter 'return_1y_min' must be at least -1000000."],
      ["aum_min=1&aum_min=2", "aum_min=1&aum_min=2", "Parameter 'aum_min' was given more than once; give one value."],
      ["q=<101 characters>", `q=${"x".repeat(101)}`, "Parameter 'q' must be at most 100 characters long."],
      ["amc=<101 characters>", `amc=${"x".repeat(101)}`, "Parameter 'amc[0]' must be at most 100 characters long."],
      [
        "category given 21 times",
        Array.from({ length: 21 }, (_, i) => `category=c${i}`).join("&"),
        "Parameter 'category' must have at most 20 items.",
      ],
    ])("%s", async (_label, query, message) => {
      await fails(`${LIST}?${query}`, 400, message);
    });
  });

  describe("GET /api/v1/mutual-funds/filtered-funds-graph", () => {
    it("plots the Direct Growth plans of a broad category, largest first, with the engine's volatility", async () => {
      const { points } = screenerGraphEndpoint.payload.parse(await ok(`${GRAPH}?category=Equity`));
      expect(points.map((p) => p.scheme_code)).toEqual([2001, 1001]);
      const volatility = new Map(
        (
          await api.sql<{ scheme_code: number; volatility: number }[]>`select scheme_code, volatility from plan_metrics`
        ).map((r) => [r.scheme_code, r.volatility]),
      );
      for (const point of points) expect(point.volatility).toBe(volatility.get(point.scheme_code));
      expect(points[0]).toMatchObject({
        isin: "INF000B01019",
        plan_display_name: "Beta Bluechip Fund - Direct Plan - Growth",
        amc_name: "Beta Mutual Fund",
        sebi_subcategory_name: "Large Cap Fund",
        aum: 25000,
      });
      expect(points[0]!.return_3y).toBeCloseTo((Math.pow(1.1, 1096 / 365 / 3) - 1) * 100, 4);
      expect(points[1]!.return_3y).toBeCloseTo((Math.pow(1.12, 1096 / 365 / 3) - 1) * 100, 4);
    });

    it("reads the broad category case-insensitively and takes a SEBI category slug", async () => {
      expect(
        screenerGraphEndpoint.payload.parse(await ok(`${GRAPH}?category=equity`)).points.map((p) => p.scheme_code),
      ).toEqual([2001, 1001]);
      const index = screenerGraphEndpoint.payload.parse(await ok(`${GRAPH}?sub_category=other-index-funds`));
      expect(index.points).toHaveLength(1);
      expect(index.points[0]).toMatchObject({ scheme_code: 2201, aum: null });
      expect(
        screenerGraphEndpoint.payload
          .parse(await ok(`${GRAPH}?sub_category=debt-liquid-fund`))
          .points.map((p) => p.scheme_code),
      ).toEqual([1101]);
      expect(
        screenerGraphEndpoint.payload.parse(await ok(`${GRAPH}?category=Debt&sub_category=equity-large-cap-fund`))
          .points,
      ).toEqual([]);
    });

    it("answers 400 without a category or sub-category", async () => {
      await fails(GRAPH, 400, "Give a 'category' or a 'sub_category' to plot.");
      await fails(`${GRAPH}?category=%20`, 400, "Parameter 'category' must be at least 1 characters long.");
    });
  });
});
