import { readFileSync } from "node:fs";
import path from "node:path";
import { fundsByWebsiteCategoryEndpoint, websiteCategoriesEndpoint } from "@/lib/api/schemas/baskets";
import {
  categoryFilteredFundsEndpoint,
  categoryPerformanceEndpoint,
  categoryQuickFiltersEndpoint,
  categoryTopFundsEndpoint,
} from "@/lib/api/schemas/categories";
import { categoryContentEndpoint } from "@/lib/api/schemas/category-content";
import { nfoEndpoint } from "@/lib/api/schemas/nfo";
import { sipFundsEndpoint } from "@/lib/api/schemas/sip-funds";
import {
  fixtureOfferDates,
  NAV_END,
  planOf,
  removeLargeCapPeers,
  seedLargeCapPeers,
} from "@/lib/api/testing/api-fixture";
import { startApiTestContext, type ApiTestContext } from "@/lib/api/testing/api-test-context";
import { QUICK_FILTER_CATALOGUE } from "@/lib/funds/categories/quick-filter-catalogue";

// Category pages (performance table, top funds, quick filters), curated baskets, new fund offers, the SIP
// fund picker and the categories' editorial text, against the fixture (see screener.db-test.ts for its table).

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;
const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);
const growthPct = (rate: number, days: number) => (Math.pow(1 + rate, days / 365) - 1) * 100;
const cagr3yPct = (rate: number) => (Math.pow(1 + rate, daysBetween("2023-11-20", NAV_END) / 365 / 3) - 1) * 100;
const rateOf = (schemeCode: number) => planOf(schemeCode).rate;

const largeCap = { id: 1, slug: "equity-large-cap-fund", name: "Large Cap Fund", asset_class: "Equity" };

/**
 * Tells the API that the data changed, as every import does: the public answers are cached per data
 * version, which the server reads at most once a second, so wait that long for it to notice.
 */
async function publishDataChange(api: ApiTestContext): Promise<void> {
  await api.sql`update data_version set version = version + 1, changed_at = now() where id = 1`;
  await new Promise((resolve) => setTimeout(resolve, 1_100));
}

interface DetailsRow {
  scheme_code: number;
  sip: Record<string, { xirrPct: number } | null>;
  rolling: Record<string, { meanPct: number; minPct: number; maxPct: number } | null>;
}

describe("catalogue endpoints (categories, baskets, NFOs, SIP funds, category content)", () => {
  let api: ApiTestContext;
  let details: Map<number, DetailsRow>;
  beforeAll(async () => {
    api = await startApiTestContext();
    const rows = await api.sql<
      DetailsRow[]
    >`select scheme_code, details -> 'sip' as sip, details -> 'rolling' as rolling from plan_metrics`;
    details = new Map(rows.map((row) => [row.scheme_code, row]));
  }, 120_000);
  afterAll(() => api.stop());

  async function ok(url: string, init?: RequestInit): Promise<unknown> {
    const response = await api.call(url, init);
    expect({ url, status: response.status, envelope: response.body?.status }).toEqual({
      url,
      status: 200,
      envelope: "success",
    });
    return response.body.payload;
  }

  async function fails(url: string, status: number, message: string, init?: RequestInit): Promise<void> {
    const response = await api.call(url, init);
    expect({ url, status: response.status, envelope: response.body?.status, message: response.body?.payload }).toEqual({
      url,
      status,
      envelope: "error",
      message,
    });
  }

  const post = (body: unknown): RequestInit => ({
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

  describe("GET /api/v1/category/performance-data/{id}", () => {
    it("default (SIP, trailing): the Growth plans by 3-year SIP XIRR, with 1Y/3Y/5Y columns", async () => {
      const page = categoryPerformanceEndpoint.payload.parse(
        await ok("/api/v1/category/performance-data/equity-large-cap-fund"),
      );
      expect(page).toMatchObject({
        category: largeCap,
        mode: "sip",
        return_type: "trailing",
        page: 1,
        page_size: 100,
        total: 4,
        total_pages: 1,
      });
      expect(page.columns).toEqual([
        { key: "1y", label: "1Y" },
        { key: "3y", label: "3Y" },
        { key: "5y", label: "5Y" },
      ]);
      // The IDCW plan (1003) is left out; ranked by the 3-year SIP XIRR = the plan's rate.
      expect(page.plans.map((p) => p.scheme_code)).toEqual([1001, 1002, 2001, 2002]);
      for (const plan of page.plans) {
        const rate = rateOf(plan.scheme_code) * 100;
        expect(plan.values["1y"]).toBeCloseTo(rate, 3);
        expect(plan.values["3y"]).toBeCloseTo(rate, 3);
        expect(plan.values["5y"]).toBeNull();
        expect(plan.values["3y"]).toBe(details.get(plan.scheme_code)!.sip["3y"]!.xirrPct);
      }
      expect(page.plans[0]).toMatchObject({
        isin: "INF000A01011",
        plan_display_name: "Alpha Large Cap Fund - Direct Plan - Growth",
        amc_name: "Alpha Mutual Fund",
        aum: 10000,
      });
    });

    it("lump sum, trailing: point-to-point returns from 1M to since launch", async () => {
      const page = categoryPerformanceEndpoint.payload.parse(
        await ok("/api/v1/category/performance-data/1?mode=lumpsum"),
      );
      expect(page.columns.map((c) => [c.key, c.label])).toEqual([
        ["1m", "1M"],
        ["3m", "3M"],
        ["6m", "6M"],
        ["1y", "1Y"],
        ["3y", "3Y"],
        ["5y", "5Y"],
        ["10y", "10Y"],
        ["max", "Since launch"],
      ]);
      expect(page.plans.map((p) => p.scheme_code)).toEqual([1001, 1002, 2001, 2002]);
      const alpha = page.plans[0]!;
      expect(alpha.values["1m"]).toBeCloseTo(growthPct(0.12, 31), 4);
      expect(alpha.values["1y"]).toBeCloseTo(12, 4);
      expect(alpha.values["3y"]).toBeCloseTo(cagr3yPct(0.12), 4);
      expect(alpha.values.max).toBeCloseTo(12, 4);
      expect(alpha.values["10y"]).toBeNull();
    });

    it("calendar: the last 5 complete years, newest first; a partial or missing year is null", async () => {
      const page = categoryPerformanceEndpoint.payload.parse(
        await ok("/api/v1/category/performance-data/equity-large-cap-fund?mode=lumpsum&return_type=calendar"),
      );
      expect(page.columns).toEqual(
        ["2025", "2024", "2023", "2022", "2021"].map((year) => ({ key: year, label: year })),
      );
      expect(page.plans.map((p) => p.scheme_code)).toEqual([1001, 1002, 2001, 2002]);
      for (const plan of page.plans) {
        const rate = rateOf(plan.scheme_code);
        expect(plan.values["2025"]).toBeCloseTo(rate * 100, 4);
        expect(plan.values["2024"]).toBeCloseTo(growthPct(rate, 366), 4);
        expect(plan.values["2023"]).toBeCloseTo(rate * 100, 4);
        expect(plan.values["2022"]).toBeNull(); // launched 20 Nov 2022
        expect(plan.values["2021"]).toBeNull();
      }
      // The same in SIP mode: a calendar-year return is a NAV change.
      const sip = categoryPerformanceEndpoint.payload.parse(
        await ok("/api/v1/category/performance-data/equity-large-cap-fund?mode=sip&return_type=calendar"),
      );
      expect(sip.plans).toEqual(page.plans);
    });

    it("rolling: mean, lowest and highest 1-year and 3-year returns, ranked by the 3-year mean", async () => {
      const page = categoryPerformanceEndpoint.payload.parse(
        await ok("/api/v1/category/performance-data/equity-large-cap-fund?return_type=rolling"),
      );
      expect(page.columns).toEqual([
        { key: "1y_mean", label: "1Y average" },
        { key: "1y_min", label: "1Y lowest" },
        { key: "1y_max", label: "1Y highest" },
        { key: "3y_mean", label: "3Y average" },
        { key: "3y_min", label: "3Y lowest" },
        { key: "3y_max", label: "3Y highest" },
      ]);
      expect(page.plans.map((p) => p.scheme_code)).toEqual([1001, 1002, 2001, 2002]);
      for (const plan of page.plans) {
        const rolling = details.get(plan.scheme_code)!.rolling;
        expect(plan.values).toEqual({
          "1y_mean": rolling["1y"]!.meanPct,
          "1y_min": rolling["1y"]!.minPct,
          "1y_max": rolling["1y"]!.maxPct,
          "3y_mean": rolling["3y"]!.meanPct,
          "3y_min": rolling["3y"]!.minPct,
          "3y_max": rolling["3y"]!.maxPct,
        });
        // A 1-year window spans 365 days, or 366 across 29 Feb 2024.
        const rate = rateOf(plan.scheme_code);
        expect(plan.values["1y_min"]).toBeCloseTo(rate * 100, 3);
        expect(plan.values["1y_max"]).toBeCloseTo(growthPct(rate, 366), 3);
      }
    });

    it("pages the plans; the ETF's category has its single plan", async () => {
      const second = categoryPerformanceEndpoint.payload.parse(
        await ok("/api/v1/category/performance-data/equity-large-cap-fund?page=2&page_size=3"),
      );
      expect(second).toMatchObject({ page: 2, page_size: 3, total: 4, total_pages: 2 });
      expect(second.plans.map((p) => p.scheme_code)).toEqual([2002]);
      const past = categoryPerformanceEndpoint.payload.parse(
        await ok("/api/v1/category/performance-data/equity-large-cap-fund?page=3&page_size=3"),
      );
      expect(past).toMatchObject({ plans: [], total: 4, total_pages: 2 });
      const etf = categoryPerformanceEndpoint.payload.parse(
        await ok("/api/v1/category/performance-data/other-index-funds"),
      );
      expect(etf.plans.map((p) => [p.scheme_code, p.aum])).toEqual([[2201, null]]);
    });

    it("answers 400 for bad parameters and 404 for an unknown category", async () => {
      await fails(
        "/api/v1/category/performance-data/equity-large-cap-fund?mode=xirr",
        400,
        "Parameter 'mode' must be one of: sip, lumpsum.",
      );
      await fails(
        "/api/v1/category/performance-data/equity-large-cap-fund?return_type=point",
        400,
        "Parameter 'return_type' must be one of: trailing, calendar, rolling.",
      );
      await fails(
        "/api/v1/category/performance-data/equity-large-cap-fund?page_size=101",
        400,
        "Parameter 'page_size' must be at most 100.",
      );
      await fails(
        "/api/v1/category/performance-data/bad_slug",
        400,
        "Parameter 'id' must be a category id or slug such as equity-large-cap-fund.",
      );
      await fails(
        "/api/v1/category/performance-data/equity-mid-cap-fund",
        404,
        "No category matches 'equity-mid-cap-fund'. See /mutual-funds/categories for the list.",
      );
    });
  });

  describe("GET /api/v1/category/{id}/top-funds", () => {
    it("one Direct Growth plan per fund, best 3-year return first", async () => {
      const page = categoryTopFundsEndpoint.payload.parse(await ok("/api/v1/category/equity-large-cap-fund/top-funds"));
      expect(page).toMatchObject({ category: largeCap, page: 1, page_size: 10, total: 2, total_pages: 1 });
      expect(page.plans.map((p) => p.scheme_code)).toEqual([1001, 2001]);
      expect(page.plans[0]!.return_3y).toBeCloseTo(cagr3yPct(0.12), 4);
      expect(page.plans[1]).toMatchObject({
        plan_type: "Direct",
        option_type: "Growth",
        aum: 25000,
        expense_ratio: 0.9,
      });
    });

    it("takes the numeric id, pages, and keeps the ETF (no plan split)", async () => {
      const second = categoryTopFundsEndpoint.payload.parse(
        await ok("/api/v1/category/1/top-funds?page=2&page_size=1"),
      );
      expect(second).toMatchObject({ page: 2, page_size: 1, total: 2, total_pages: 2 });
      expect(second.plans.map((p) => p.scheme_code)).toEqual([2001]);
      expect(
        categoryTopFundsEndpoint.payload.parse(await ok("/api/v1/category/1/top-funds?page=3&page_size=1")).plans,
      ).toEqual([]);
      expect(
        categoryTopFundsEndpoint.payload
          .parse(await ok("/api/v1/category/3/top-funds"))
          .plans.map((p) => p.scheme_code),
      ).toEqual([2201]);
    });

    it("answers 404 for an unknown category and 400 for bad paging", async () => {
      await fails(
        "/api/v1/category/99/top-funds",
        404,
        "No category matches '99'. See /mutual-funds/categories for the list.",
      );
      await fails("/api/v1/category/1/top-funds?page=0", 400, "Parameter 'page' must be at least 1.");
    });
  });

  // A quartile needs MIN_PEER_PLANS = 5 plans with a value in the field, so these tests add the fixture's
  // Large Cap peers (LARGE_CAP_PEERS: six Growth plans of Beta Mutual Fund, no factsheet). The Direct Growth
  // field by 1Y and 3Y is then 3101 (13 %), 1001 (12 %), 2001, 3201, 3301 and the Regular one 3102 (12 %),
  // 1002 (11 %), 2002, 3202, 3302: quartile floor(4 × (rank − 1) / 5) + 1 puts ranks 1 and 2 in the top one.
  // The liquid fund and the ETF stay alone in their categories, where nobody has a quartile.
  describe("quick filters, with five plans of each type in the Large Cap field", () => {
    beforeAll(async () => {
      await seedLargeCapPeers(api.sql);
      await publishDataChange(api);
    }, 120_000);
    afterAll(async () => {
      await removeLargeCapPeers(api.sql);
      await publishDataChange(api);
    }, 120_000);

    describe("POST /api/v1/category/filter-type", () => {
      const filter = (slug: string) => {
        const entry = QUICK_FILTER_CATALOGUE.find((f) => f.slug === slug)!;
        return { slug, title: entry.title, description: entry.description };
      };
      const counted = (counts: [string, number][]) => counts.map(([slug, count]) => ({ ...filter(slug), count }));

      it("equity: each quick filter with the plans it matches alone, in catalogue order, empty ones left out", async () => {
        const payload = categoryQuickFiltersEndpoint.payload.parse(
          await ok("/api/v1/category/filter-type", post({ category_slug: "equity" })),
        );
        expect(payload).toEqual(
          counted([
            ["direct", 6], // 1001, 1003, 2001, 3101, 3201, 3301
            ["regular", 5], // 1002, 2002, 3102, 3202, 3302
            ["growth", 10],
            ["idcw", 1], // 1003
            ["active", 11],
            // 1002 (1.6 < Regular median 1.75); no Direct plan is below the Direct median 0.65; the peers have no
            // expense ratio.
            ["low-expense", 1],
            ["top-quartile-1y", 4], // ranks 1 and 2 of 5 of each plan type: 3101, 1001 and 3102, 1002
            ["top-quartile-3y", 4],
            ["large-size", 5], // 10,000 Cr and more (the peers have no AUM)
            ["sip-100", 3], // Alpha Large Cap's plans
            ["sip-500", 5],
            ["five-year-track-record", 5],
          ]),
        );
      });

      it("a SEBI category within a broad one (liquid), and the ETF's broad category: one plan each, so no quartile filter", async () => {
        const liquid = categoryQuickFiltersEndpoint.payload.parse(
          await ok(
            "/api/v1/category/filter-type",
            post({ category_slug: "debt", sub_category_slug: "debt-liquid-fund" }),
          ),
        );
        expect(liquid).toEqual(
          counted([
            ["direct", 1],
            ["growth", 1],
            ["active", 1],
            // No top-quartile filter: one plan with a value is under MIN_PEER_PLANS = 5, so it has no quartile.
            ["large-size", 1],
            ["low-risk", 1],
            ["sip-500", 1],
            ["five-year-track-record", 1],
          ]),
        );
        const other = categoryQuickFiltersEndpoint.payload.parse(
          await ok("/api/v1/category/filter-type", post({ category_slug: "other" })),
        );
        expect(other).toEqual(
          counted([
            ["growth", 1],
            ["index-funds", 1],
          ]),
        );
      });

      it("answers 404 for an unknown or mismatched scope and 400 for a malformed one", async () => {
        await fails(
          "/api/v1/category/filter-type",
          404,
          "No broad category matches 'hybrid'. Use one of: equity, debt, other.",
          post({ category_slug: "hybrid" }),
        );
        await fails(
          "/api/v1/category/filter-type",
          404,
          "The sub-category 'debt-liquid-fund' is not in 'equity' but in 'debt'.",
          post({ category_slug: "equity", sub_category_slug: "debt-liquid-fund" }),
        );
        await fails(
          "/api/v1/category/filter-type",
          404,
          "No sub-category matches 'equity-mid-cap-fund'. See /mutual-funds/categories for the list.",
          post({ category_slug: "equity", sub_category_slug: "equity-mid-cap-fund" }),
        );
        await fails(
          "/api/v1/category/filter-type",
          400,
          "Field 'category_slug' must be lower-case letters, digits and hyphens.",
          post({ category_slug: "Equity" }),
        );
        await fails("/api/v1/category/filter-type", 400, "Field 'category_slug' is required.", post({}));
      });
    });

    describe("POST /api/v1/category/filter-type-funds", () => {
      const funds = async (body: unknown) => {
        const payload = categoryFilteredFundsEndpoint.payload.parse(
          await ok("/api/v1/category/filter-type-funds", post(body)),
        );
        expect(payload.total).toBe(payload.plans.length);
        return payload.plans.map((p) => p.scheme_code);
      };

      it("every plan of the scope without filters, best 3-year return first", async () => {
        // Equal returns (1001 and 3102 at 12 %) in scheme-code order; an IDCW plan's return is not shown (null), so
        // 1003 comes last.
        const all = [3101, 1001, 3102, 1002, 2001, 2002, 3201, 3202, 3301, 3302, 1003];
        expect(await funds({ category_slug: "equity" })).toEqual(all);
        expect(await funds({ category_slug: "equity", filter_slugs: [] })).toEqual(all);
      });

      it("plans matching all the chosen filters (AND), a repeated slug counting once", async () => {
        expect(await funds({ category_slug: "equity", filter_slugs: ["direct", "growth"] })).toEqual([
          3101, 1001, 2001, 3201, 3301,
        ]);
        expect(await funds({ category_slug: "equity", filter_slugs: ["regular", "low-expense"] })).toEqual([1002]);
        expect(await funds({ category_slug: "equity", filter_slugs: ["idcw", "idcw"] })).toEqual([1003]);
        expect(await funds({ category_slug: "equity", filter_slugs: ["sip-100", "top-quartile-3y"] })).toEqual([
          1001, 1002,
        ]);
        expect(await funds({ category_slug: "equity", filter_slugs: ["top-quartile-1y"] })).toEqual([
          3101, 1001, 3102, 1002,
        ]);
        // A field of one plan has no quartile.
        expect(
          await funds({
            category_slug: "debt",
            sub_category_slug: "debt-liquid-fund",
            filter_slugs: ["top-quartile-1y"],
          }),
        ).toEqual([]);
        expect(await funds({ category_slug: "equity", filter_slugs: ["direct", "regular"] })).toEqual([]);
        expect(await funds({ category_slug: "other", filter_slugs: ["index-funds"] })).toEqual([2201]);
        expect(
          await funds({ category_slug: "debt", sub_category_slug: "debt-liquid-fund", filter_slugs: ["low-risk"] }),
        ).toEqual([1101]);
      });

      it("each filter's count on filter-type equals the number of plans filter-type-funds returns for it", async () => {
        const counts = categoryQuickFiltersEndpoint.payload.parse(
          await ok("/api/v1/category/filter-type", post({ category_slug: "equity" })),
        );
        for (const { slug, count } of counts) {
          expect({ slug, plans: (await funds({ category_slug: "equity", filter_slugs: [slug] })).length }).toEqual({
            slug,
            plans: count,
          });
        }
      });

      it("answers 400 for an unknown filter or too many, 404 for an unknown scope", async () => {
        await fails(
          "/api/v1/category/filter-type-funds",
          400,
          `Unknown filter 'cheap'. Use any of: ${QUICK_FILTER_CATALOGUE.map((f) => f.slug).join(", ")}.`,
          post({ category_slug: "equity", filter_slugs: ["direct", "cheap"] }),
        );
        await fails(
          "/api/v1/category/filter-type-funds",
          400,
          "Field 'filter_slugs' must have at most 10 items.",
          post({ category_slug: "equity", filter_slugs: Array(11).fill("direct") }),
        );
        await fails(
          "/api/v1/category/filter-type-funds",
          400,
          "Field 'filter_slugs' must be a list.",
          post({ category_slug: "equity", filter_slugs: "direct" }),
        );
        await fails(
          "/api/v1/category/filter-type-funds",
          404,
          "No broad category matches 'gold'. Use one of: equity, debt, other.",
          post({ category_slug: "gold" }),
        );
      });
    });
  });

  describe("GET /api/v1/website-categories and /api/v1/funds-by-website-category", () => {
    const leaders = {
      id: 1,
      slug: "large-cap-leaders",
      name: "Large-cap leaders",
      description: "The largest large-cap funds.",
    };
    const index = { id: 2, slug: "index-funds", name: "Index funds", description: "Funds that track an index." };

    it("lists the baskets in display order with their active plan counts", async () => {
      expect(websiteCategoriesEndpoint.payload.parse(await ok("/api/v1/website-categories"))).toEqual({
        categories: [
          { ...leaders, is_index_funds: false, is_collection: true, fund_count: 2 },
          { ...index, is_index_funds: true, is_collection: false, fund_count: 1 },
        ],
      });
    });

    it.each([
      ["is_index_funds=true", [2]],
      ["is_index_funds=False", [1]],
      ["is_collection=1", [1]],
      ["is_collection=0", [2]],
      ["is_index_funds=true&is_collection=true", []],
    ])("filters by %s", async (query, ids) => {
      const { categories } = websiteCategoriesEndpoint.payload.parse(await ok(`/api/v1/website-categories?${query}`));
      expect(categories.map((c) => c.id)).toEqual(ids);
    });

    it("answers 400 for a flag that is not a boolean", async () => {
      await fails(
        "/api/v1/website-categories?is_index_funds=yes",
        400,
        "Parameter 'is_index_funds' must be one of: 0, 1, true, false, True, False.",
      );
    });

    it("gives a basket's plans in its curated order, by slug or id", async () => {
      const bySlug = fundsByWebsiteCategoryEndpoint.payload.parse(
        await ok("/api/v1/funds-by-website-category?category_id=large-cap-leaders"),
      );
      expect(bySlug.basket).toEqual(leaders);
      expect(bySlug.plans.map((p) => p.scheme_code)).toEqual([2001, 1001]); // sort order 1, 2 (not by AUM or code)
      expect(bySlug.plans[1]).toMatchObject({
        isin: "INF000A01011",
        aum: 10000,
        expense_ratio: 0.65,
        plan_type: "Direct",
      });
      const byId = fundsByWebsiteCategoryEndpoint.payload.parse(
        await ok("/api/v1/funds-by-website-category?category_id=2"),
      );
      expect(byId).toMatchObject({ basket: index });
      expect(byId.plans.map((p) => p.scheme_code)).toEqual([2201]);
      const upper = fundsByWebsiteCategoryEndpoint.payload.parse(
        await ok("/api/v1/funds-by-website-category?category_id=INDEX-FUNDS"),
      );
      expect(upper.basket.id).toBe(2);
    });

    it("answers 404 for an unknown basket and 400 for a missing or malformed one", async () => {
      await fails(
        "/api/v1/funds-by-website-category?category_id=gold-funds",
        404,
        "No website category matches 'gold-funds'. See /mutual-funds/baskets for the list.",
      );
      await fails(
        "/api/v1/funds-by-website-category?category_id=99999999999",
        404,
        "No website category matches '99999999999'. See /mutual-funds/baskets for the list.",
      );
      await fails("/api/v1/funds-by-website-category", 400, "Parameter 'category_id' is required.");
      await fails(
        "/api/v1/funds-by-website-category?category_id=index%20funds",
        400,
        "Parameter 'category_id' must be a website category id or slug such as index-funds.",
      );
    });
  });

  describe("GET /api/v1/nfo/{id}", () => {
    const dates = fixtureOfferDates();

    it("an open offer: status open, days left to the end of the close date (4 days after today: 5)", async () => {
      expect(nfoEndpoint.payload.parse(await ok("/api/v1/nfo/1"))).toEqual({
        id: 1,
        name: "Alpha Quality Fund",
        amc: { slug: "alpha-mutual-fund", name: "Alpha Mutual Fund" },
        category: { slug: "equity-large-cap-fund", name: "Large Cap Fund", asset_class: "Equity" },
        open_date: dates.open.open,
        close_date: dates.open.close,
        status: "open",
        days_left: 5,
        min_investment: 500,
        benchmark: "Nifty 200 Quality 30 TRI",
        risk_level: "Very High",
        exit_load: "Nil",
        objective: "Long-term growth from quality companies.",
        managers: ["Asha Rao"],
      });
    });

    it("an upcoming and a closed offer have no days left", async () => {
      expect(nfoEndpoint.payload.parse(await ok("/api/v1/nfo/2"))).toMatchObject({
        id: 2,
        name: "Beta Midcap 150 Index Fund",
        amc: { slug: "beta-mutual-fund" },
        category: { slug: "other-index-funds" },
        open_date: dates.upcoming.open,
        status: "upcoming",
        days_left: null,
        min_investment: 1000,
        managers: ["Ravi Menon"],
      });
      expect(nfoEndpoint.payload.parse(await ok("/api/v1/nfo/3"))).toMatchObject({
        id: 3,
        close_date: dates.closed.close,
        status: "closed",
        days_left: null,
        risk_level: "Low",
      });
    });

    it("answers 404 for an unknown id and 400 for a malformed one", async () => {
      await fails(
        "/api/v1/nfo/99",
        404,
        "No new fund offer has the id 99. See /mutual-funds/new-fund-offers for the current offers.",
      );
      await fails("/api/v1/nfo/abc", 400, "Parameter 'id' must be a number.");
      await fails("/api/v1/nfo/0", 400, "Parameter 'id' must be at least 1.");
      await fails("/api/v1/nfo/1.5", 400, "Parameter 'id' must be a whole number.");
    });
  });

  describe("GET /api/v1/sip/all-funds", () => {
    it("lists every active Growth plan by name with its minimum SIP (no IDCW plan, no ETF)", async () => {
      expect(sipFundsEndpoint.payload.parse(await ok("/api/v1/sip/all-funds"))).toEqual({
        funds: [
          {
            scheme_code: 1001,
            isin: "INF000A01011",
            plan_display_name: "Alpha Large Cap Fund - Direct Plan - Growth",
            amc_name: "Alpha Mutual Fund",
            sebi_subcategory_name: "Large Cap Fund",
            min_sip: 100,
          },
          {
            scheme_code: 1002,
            isin: "INF000A01029",
            plan_display_name: "Alpha Large Cap Fund - Regular Plan - Growth",
            amc_name: "Alpha Mutual Fund",
            sebi_subcategory_name: "Large Cap Fund",
            min_sip: 100,
          },
          {
            scheme_code: 1101,
            isin: "INF000A02019",
            plan_display_name: "Alpha Liquid Fund - Direct Plan - Growth",
            amc_name: "Alpha Mutual Fund",
            sebi_subcategory_name: "Liquid Fund",
            min_sip: 500,
          },
          {
            scheme_code: 2001,
            isin: "INF000B01019",
            plan_display_name: "Beta Bluechip Fund - Direct Plan - Growth",
            amc_name: "Beta Mutual Fund",
            sebi_subcategory_name: "Large Cap Fund",
            min_sip: 500,
          },
          {
            scheme_code: 2002,
            isin: "INF000B01027",
            plan_display_name: "Beta Bluechip Fund - Regular Plan - Growth",
            amc_name: "Beta Mutual Fund",
            sebi_subcategory_name: "Large Cap Fund",
            min_sip: 500,
          },
        ],
      });
    });
  });

  describe("GET /api/v1/mutual-funds/category-content", () => {
    const file = JSON.parse(readFileSync(path.join(process.cwd(), "content", "categories.json"), "utf8")) as {
      slug: string;
    }[];

    it("gives the editorial text of a category as content/categories.json has it", async () => {
      const payload = categoryContentEndpoint.payload.parse(
        await ok("/api/v1/mutual-funds/category-content?slug=equity-large-cap-fund"),
      );
      expect(payload).toEqual(file.find((entry) => entry.slug === "equity-large-cap-fund"));
      expect(payload).toMatchObject({ slug: "equity-large-cap-fund", name: "Large Cap Fund", asset_class: "Equity" });
      expect(payload.faqs.length).toBeGreaterThanOrEqual(2);
    });

    it("has text for every category of the database", async () => {
      const slugs = (await api.sql<{ slug: string }[]>`select slug from categories order by id`).map((r) => r.slug);
      for (const slug of slugs) {
        const payload = categoryContentEndpoint.payload.parse(
          await ok(`/api/v1/mutual-funds/category-content?slug=${slug}`),
        );
        expect(payload.slug).toBe(slug);
      }
    });

    it("answers 404 for a slug without text and 400 for a malformed or missing one", async () => {
      await fails(
        "/api/v1/mutual-funds/category-content?slug=equity-giant-cap-fund",
        404,
        "No category content for 'equity-giant-cap-fund'. See /mutual-funds/categories for the list.",
      );
      await fails(
        "/api/v1/mutual-funds/category-content?slug=Equity_Large",
        400,
        "Parameter 'slug' must be lower-case letters, digits and hyphens.",
      );
      await fails("/api/v1/mutual-funds/category-content", 400, "Parameter 'slug' is required.");
      await fails(
        `/api/v1/mutual-funds/category-content?slug=${"a".repeat(81)}`,
        400,
        "Parameter 'slug' must be at most 80 characters long.",
      );
    });
  });
});
