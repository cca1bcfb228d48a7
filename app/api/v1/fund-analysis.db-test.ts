import { amcEndpoint } from "@/lib/api/schemas/amc";
import { compareEndpoint } from "@/lib/api/schemas/compare";
import {
  categoryMetricsEndpoint,
  categoryReturnsEndpoint,
  peerAnalysisEndpoint,
  rankingsEndpoint,
} from "@/lib/api/schemas/fund-analysis";
import { fixtureRate, NAV_END, NAV_START } from "@/lib/api/testing/api-fixture";
import { startApiTestContext, type ApiTestContext } from "@/lib/api/testing/api-test-context";

// Peer analysis, rankings, category returns and metrics, fund houses and the compare call, against the
// fixture (fixed-rate plans: returns follow from the rates by hand; risk figures come from plan_metrics) with
// its Large Cap peers (LARGE_CAP_PEERS, Beta Mutual Fund): a rank, quartile or category average needs
// MIN_PEER_PLANS = 5 plans with a value, so the Large Cap Direct Growth field is 3101 (13 %), 1001 (12 %),
// 2001 (10 %), 3201 (8 %), 3301 (6 %) and the Regular one 3102 (12 %), 1002 (11 %), 2002 (9 %), 3202 (7 %),
// 3302 (5 %). The liquid fund and the ETF stay alone in their categories: the small-field case.

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;
const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);
const navOn = (rate: number, iso: string) =>
  Math.round(10 * Math.pow(1 + rate, daysBetween(NAV_START, iso) / 365) * 1e6) / 1e6;
const growthPct = (rate: number, days: number) => (Math.pow(1 + rate, days / 365) - 1) * 100;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

const rateOf = fixtureRate;
/** The fixture's trailing return in percent: absolute up to 1Y, CAGR over the nominal years beyond. */
function trailingPct(schemeCode: number, years: 1 | 3): number {
  const rate = rateOf(schemeCode);
  if (years === 1) return growthPct(rate, daysBetween("2025-11-20", NAV_END));
  return (Math.pow(1 + rate, daysBetween("2023-11-20", NAV_END) / 365 / 3) - 1) * 100;
}

const ALPHA_DIRECT = "INF000A01011"; // 1001
const ALPHA_REGULAR = "INF000A01029"; // 1002
const ALPHA_IDCW = "INF000A01037"; // 1003
const BETA_DIRECT = "INF000B01019"; // 2001
const BETA_REGULAR = "INF000B01027"; // 2002
const LIQUID_DIRECT = "INF000A02019"; // 1101
const ETF = "INF000B02017"; // 2201
const GAMMA_DIRECT = "INF000C01015"; // 3101

const DIRECT_FIELD = [3101, 1001, 2001, 3201, 3301];
const REGULAR_FIELD = [3102, 1002, 2002, 3202, 3302];
const meanTrailingPct = (codes: number[], years: 1 | 3) => mean(codes.map((code) => trailingPct(code, years)));

/**
 * Tells the API that the data changed, as every import does: the public answers are cached per data
 * version, which the server reads at most once a second, so wait that long for it to notice.
 */
async function publishDataChange(api: ApiTestContext): Promise<void> {
  await api.sql`update data_version set version = version + 1, changed_at = now() where id = 1`;
  await new Promise((resolve) => setTimeout(resolve, 1_100));
}

interface MetricsRow {
  scheme_code: number;
  volatility: number | null;
  sharpe: number | null;
  sortino: number | null;
  max_drawdown: number | null;
  sip_1y: number | null;
  sip_3y: number | null;
}

describe("fund analysis endpoints", () => {
  let api: ApiTestContext;
  let metrics: Map<number, MetricsRow>;
  beforeAll(async () => {
    api = await startApiTestContext({ largeCapPeers: true });
    const rows = await api.sql<MetricsRow[]>`
      select scheme_code, volatility, sharpe, sortino, max_drawdown,
        (details -> 'sip' -> '1y' ->> 'xirrPct')::float8 as sip_1y, (details -> 'sip' -> '3y' ->> 'xirrPct')::float8 as sip_3y
      from plan_metrics`;
    metrics = new Map(rows.map((row) => [row.scheme_code, row]));
  }, 120_000);
  afterAll(() => api.stop());

  const metricsOf = (schemeCode: number): MetricsRow => {
    const row = metrics.get(schemeCode);
    if (!row) throw new Error(`no plan_metrics row for ${schemeCode}`);
    return row;
  };

  async function ok(path: string, init?: RequestInit): Promise<unknown> {
    const response = await api.call(path, init);
    expect({ path, status: response.status, envelope: response.body?.status }).toEqual({
      path,
      status: 200,
      envelope: "success",
    });
    return response.body.payload;
  }

  async function fails(path: string, status: number, message: string | RegExp, init?: RequestInit): Promise<void> {
    const response = await api.call(path, init);
    expect({ path, status: response.status, envelope: response.body?.status }).toEqual({
      path,
      status,
      envelope: "error",
    });
    if (typeof message === "string") expect(response.body.payload).toBe(message);
    else expect(response.body.payload).toMatch(message);
  }

  const largeCap = { id: 1, slug: "equity-large-cap-fund", name: "Large Cap Fund", asset_class: "Equity" };

  describe("GET /api/v1/funds/peer-analysis", () => {
    it("ranks the Direct Growth plans of the fund's category by 3-year return, the fund marked", async () => {
      const payload = peerAnalysisEndpoint.payload.parse(await ok(`/api/v1/funds/peer-analysis?isin=${ALPHA_DIRECT}`));
      expect(payload).toMatchObject({ scheme_code: 1001, duration: 3, category: largeCap });
      expect(payload.peers.map((p) => [p.scheme_code, p.rank, p.is_self])).toEqual([
        [3101, 1, false],
        [1001, 2, true],
        [2001, 3, false],
        [3201, 4, false],
        [3301, 5, false],
      ]);
      payload.peers.forEach((peer) => expect(peer.return_pct).toBeCloseTo(trailingPct(peer.scheme_code, 3), 4));
      expect(payload.category_average_pct).toBeCloseTo(meanTrailingPct(DIRECT_FIELD, 3), 4);
      expect(payload.peer_count).toBe(DIRECT_FIELD.length);
      expect(payload.peers[1]).toMatchObject({
        isin: ALPHA_DIRECT,
        plan_display_name: "Alpha Large Cap Fund - Direct Plan - Growth",
        amc_name: "Alpha Mutual Fund",
        expense_ratio: 0.65,
        aum: 10000,
        risk_level: "Very High",
      });
      expect(payload.peers[2]).toMatchObject({ amc_name: "Beta Mutual Fund", expense_ratio: 0.9, aum: 25000 });
      // A peer without a factsheet has no costs or size.
      expect(payload.peers[0]).toMatchObject({ isin: GAMMA_DIRECT, expense_ratio: null, aum: null, risk_level: null });
      for (const peer of payload.peers) {
        expect({ volatility: peer.volatility, sharpe: peer.sharpe }).toEqual({
          volatility: metricsOf(peer.scheme_code).volatility,
          sharpe: metricsOf(peer.scheme_code).sharpe,
        });
      }
    });

    it("compares a Regular plan with Regular plans, over 1 year", async () => {
      const payload = peerAnalysisEndpoint.payload.parse(
        await ok(`/api/v1/funds/peer-analysis?isin=${ALPHA_REGULAR}&duration=1`),
      );
      expect(payload).toMatchObject({ scheme_code: 1002, duration: 1 });
      expect(payload.peers.map((p) => [p.scheme_code, p.rank, p.is_self])).toEqual([
        [3102, 1, false],
        [1002, 2, true],
        [2002, 3, false],
        [3202, 4, false],
        [3302, 5, false],
      ]);
      expect(payload.peers.map((p) => p.return_pct)).toEqual([12, 11, 9, 7, 5].map((pct) => expect.closeTo(pct, 4)));
      expect(payload.category_average_pct).toBeCloseTo(8.8, 4); // (12 + 11 + 9 + 7 + 5) / 5
    });

    it("ranks a lower-return fund below the leader", async () => {
      const payload = peerAnalysisEndpoint.payload.parse(
        await ok(`/api/v1/funds/peer-analysis?isin=${BETA_DIRECT}&duration=1`),
      );
      expect(payload.peers.map((p) => [p.scheme_code, p.rank, p.is_self])).toEqual([
        [3101, 1, false],
        [1001, 2, false],
        [2001, 3, true],
        [3201, 4, false],
        [3301, 5, false],
      ]);
    });

    it("lists only the fund itself, unranked, for a period longer than every peer's history (5 years)", async () => {
      // Peers without a value for the period are not among the top plans; the fund asked about always is listed.
      const payload = peerAnalysisEndpoint.payload.parse(
        await ok(`/api/v1/funds/peer-analysis?isin=${ALPHA_DIRECT}&duration=5`),
      );
      expect(payload.category_average_pct).toBeNull();
      expect(payload.peer_count).toBe(0);
      expect(payload.peers.map((p) => [p.scheme_code, p.rank, p.return_pct, p.is_self])).toEqual([
        [1001, null, null, true],
      ]);
    });

    it("compares the ETF (no plan type) with the plans of its own category that have none", async () => {
      const payload = peerAnalysisEndpoint.payload.parse(await ok(`/api/v1/funds/peer-analysis?isin=${ETF}`));
      expect(payload.category).toEqual({ id: 3, slug: "other-index-funds", name: "Index Funds", asset_class: "Other" });
      // Alone in its group: listed with its return, but neither ranked nor averaged (fewer than 5 plans).
      expect(payload.peers.map((p) => [p.scheme_code, p.rank, p.is_self])).toEqual([[2201, null, true]]);
      expect(payload.peers[0]!.return_pct).toBeCloseTo(trailingPct(2201, 3), 4);
      expect(payload).toMatchObject({ category_average_pct: null, peer_count: 1 });
    });

    it("takes another category by sub_category_id (slug or id)", async () => {
      for (const ref of ["debt-liquid-fund", "2"]) {
        const payload = peerAnalysisEndpoint.payload.parse(
          await ok(`/api/v1/funds/peer-analysis?isin=${ALPHA_DIRECT}&sub_category_id=${ref}`),
        );
        expect(payload.category).toEqual({ id: 2, slug: "debt-liquid-fund", name: "Liquid Fund", asset_class: "Debt" });
        // The fund is placed among the liquid funds as an outsider, but one liquid fund is no field to rank in
        // or average over, and the outsider never counts in either.
        expect(payload.peers.map((p) => [p.scheme_code, p.rank, p.is_self])).toEqual([
          [1001, null, true],
          [1101, null, false],
        ]);
        expect(payload).toMatchObject({ category_average_pct: null, peer_count: 1 });
      }
    });

    // peer-analysis.ts says "The top plans of the category over the period, and the fund itself wherever it
    // ranks"; rankings places such an outsider among the peers. Peer analysis drops it instead.
    it.each([
      ["a fund compared with another category", `isin=${ALPHA_DIRECT}&sub_category_id=debt-liquid-fund`, 1001],
      ["an IDCW plan (outside the Growth peer group)", `isin=${ALPHA_IDCW}`, 1003],
    ])(
      "lists the fund asked about (is_self) even when it is outside the peer group: %s",
      async (_case, query, schemeCode) => {
        const payload = peerAnalysisEndpoint.payload.parse(await ok(`/api/v1/funds/peer-analysis?${query}`));
        expect(payload.scheme_code).toBe(schemeCode);
        expect(payload.peers.filter((p) => p.is_self).map((p) => p.scheme_code)).toEqual([schemeCode]);
      },
    );

    it("answers 400 for a bad duration or category reference and 404 for unknown ones", async () => {
      await fails(
        `/api/v1/funds/peer-analysis?isin=${ALPHA_DIRECT}&duration=abc`,
        400,
        "Parameter 'duration' must be a number.",
      );
      await fails(`/api/v1/funds/peer-analysis?isin=${ALPHA_DIRECT}&duration=2`, 400, /^Parameter 'duration' /);
      await fails(
        `/api/v1/funds/peer-analysis?isin=${ALPHA_DIRECT}&sub_category_id=not_a_slug`,
        400,
        "Parameter 'sub_category_id' must be a category id or slug such as equity-large-cap-fund.",
      );
      await fails(
        `/api/v1/funds/peer-analysis?isin=${ALPHA_DIRECT}&sub_category_id=99`,
        404,
        "No category matches '99'. See /mutual-funds/categories for the list.",
      );
      await fails("/api/v1/funds/peer-analysis?isin=INF999Z99999", 404, /^No fund has ISIN INF999Z99999\./);
      await fails("/api/v1/funds/peer-analysis", 400, "Parameter 'isin' is required.");
    });
  });

  describe("GET /api/v1/funds/rankings", () => {
    it("the leader of five Direct Growth plans: rank 1 of 5, first quartile, beats 100 %", async () => {
      const payload = rankingsEndpoint.payload.parse(
        await ok(`/api/v1/funds/rankings?isin=${GAMMA_DIRECT}&category=equity-large-cap-fund`),
      );
      expect(payload).toMatchObject({
        scheme_code: 3101,
        category: largeCap,
        plan_type: "Direct",
        mode: "trailing",
        duration: 3,
        rank: 1,
        out_of: 5,
        quartile: 1,
        percentile: 100,
      });
      expect(payload.value_pct).toBeCloseTo(trailingPct(3101, 3), 4);
      expect(payload.best_pct).toBeCloseTo(trailingPct(3101, 3), 4);
      expect(payload.worst_pct).toBeCloseTo(trailingPct(3301, 3), 4);
      expect(payload.category_average_pct).toBeCloseTo(meanTrailingPct(DIRECT_FIELD, 3), 4);
    });

    it("the second and third of five: quartile as the engine computes it (floor(4 × (rank − 1) / 5) + 1), beats 75 % and 50 %", async () => {
      const alpha = rankingsEndpoint.payload.parse(
        await ok(`/api/v1/funds/rankings?isin=${ALPHA_DIRECT}&category=1&duration=1`),
      );
      // 12 among 13, 12, 10, 8, 6: quartile floor(4 × 1 / 5) + 1 = 1, ahead of 3 of the 4 others.
      expect(alpha).toMatchObject({ scheme_code: 1001, duration: 1, rank: 2, out_of: 5, quartile: 1, percentile: 75 });
      const payload = rankingsEndpoint.payload.parse(
        await ok(`/api/v1/funds/rankings?isin=${BETA_DIRECT}&category=1&duration=1`),
      );
      // 10: quartile floor(4 × 2 / 5) + 1 = 2, ahead of 2 of the 4 others.
      expect(payload).toMatchObject({
        scheme_code: 2001,
        duration: 1,
        rank: 3,
        out_of: 5,
        quartile: 2,
        percentile: 50,
      });
      expect(payload.value_pct).toBeCloseTo(10, 4);
      expect(payload.best_pct).toBeCloseTo(13, 4);
      expect(payload.worst_pct).toBeCloseTo(6, 4);
      expect(payload.category_average_pct).toBeCloseTo(9.8, 4); // (13 + 12 + 10 + 8 + 6) / 5
    });

    it("ranks Regular plans among Regular plans", async () => {
      const payload = rankingsEndpoint.payload.parse(
        await ok(`/api/v1/funds/rankings?isin=${BETA_REGULAR}&category=equity-large-cap-fund&duration=1`),
      );
      // 9 among 12, 11, 9, 7, 5.
      expect(payload).toMatchObject({ scheme_code: 2002, plan_type: "Regular", rank: 3, out_of: 5, quartile: 2 });
      expect(payload.best_pct).toBeCloseTo(12, 4);
      expect(payload.value_pct).toBeCloseTo(9, 4);
      expect(payload.category_average_pct).toBeCloseTo(8.8, 4); // (12 + 11 + 9 + 7 + 5) / 5
    });

    it("ranks by SIP XIRR in sip mode (values from the metrics engine)", async () => {
      const payload = rankingsEndpoint.payload.parse(
        await ok(`/api/v1/funds/rankings?isin=${BETA_DIRECT}&category=equity-large-cap-fund&mode=sip&duration=1`),
      );
      expect(payload).toMatchObject({ mode: "sip", duration: 1, rank: 3, out_of: 5 });
      expect(payload.value_pct).toBe(metricsOf(2001).sip_1y);
      expect(payload.best_pct).toBe(metricsOf(3101).sip_1y);
      expect(payload.worst_pct).toBe(metricsOf(3301).sip_1y);
      expect(payload.value_pct).toBeCloseTo(10, 3); // a SIP in a fixed-rate plan earns the rate
      expect(payload.category_average_pct).toBeCloseTo(mean(DIRECT_FIELD.map((code) => metricsOf(code).sip_1y!)), 9);
    });

    it("places a fund from another category among the category's plans (an outsider)", async () => {
      const payload = rankingsEndpoint.payload.parse(
        await ok(`/api/v1/funds/rankings?isin=${LIQUID_DIRECT}&category=equity-large-cap-fund&duration=1`),
      );
      // 6.5 among 13, 12, 10, 8, 6: rank 5 of 6, quartile floor(4 × 4 / 6) + 1 = 3, ahead of 1 of the 5 others.
      expect(payload).toMatchObject({
        scheme_code: 1101,
        category: largeCap,
        rank: 5,
        out_of: 6,
        quartile: 3,
        percentile: 20,
      });
      expect(payload.value_pct).toBeCloseTo(6.5, 4);
      // The outsider is placed, not counted: the category's worst and average are its own plans'.
      expect(payload.worst_pct).toBeCloseTo(6, 4);
      expect(payload.category_average_pct).toBeCloseTo(9.8, 4);
    });

    it("ranks and averages nobody in a field of fewer than five plans with a value, and gives the count", async () => {
      // The liquid fund is alone in its category; placed there, the Alpha Large Cap plan makes a field of two.
      const liquid = rankingsEndpoint.payload.parse(
        await ok(`/api/v1/funds/rankings?isin=${LIQUID_DIRECT}&category=debt-liquid-fund&duration=1`),
      );
      const outsider = rankingsEndpoint.payload.parse(
        await ok(`/api/v1/funds/rankings?isin=${ALPHA_DIRECT}&category=debt-liquid-fund&duration=1`),
      );
      const unranked = {
        rank: null,
        quartile: null,
        percentile: null,
        category_average_pct: null,
        best_pct: null,
        worst_pct: null,
      };
      expect(liquid).toMatchObject({ scheme_code: 1101, out_of: 1, ...unranked });
      expect(liquid.value_pct).toBeCloseTo(6.5, 4);
      expect(outsider).toMatchObject({ scheme_code: 1001, out_of: 2, ...unranked });
      expect(outsider.value_pct).toBeCloseTo(12, 4);
    });

    it("has no rank without a value for the period (5 years)", async () => {
      const payload = rankingsEndpoint.payload.parse(
        await ok(`/api/v1/funds/rankings?isin=${ALPHA_DIRECT}&category=equity-large-cap-fund&duration=5`),
      );
      expect(payload).toMatchObject({
        value_pct: null,
        rank: null,
        out_of: 0,
        quartile: null,
        percentile: null,
        category_average_pct: null,
        best_pct: null,
        worst_pct: null,
      });
    });

    it.each([
      ["isin missing", "category=equity-large-cap-fund"],
      ["category missing", `isin=${ALPHA_DIRECT}`],
      ["both missing", "duration=3"],
    ])("answers 400 with the exact message when %s", async (_case, query) => {
      await fails(`/api/v1/funds/rankings?${query}`, 400, "Both 'isin' and 'category' are required parameters.");
    });

    it("answers 400 for a bad mode, 404 for an unknown category or ISIN", async () => {
      await fails(
        `/api/v1/funds/rankings?isin=${ALPHA_DIRECT}&category=1&mode=xirr`,
        400,
        "Parameter 'mode' must be one of: trailing, sip.",
      );
      await fails(
        `/api/v1/funds/rankings?isin=${ALPHA_DIRECT}&category=small-cap`,
        404,
        "No category matches 'small-cap'. See /mutual-funds/categories for the list.",
      );
      await fails("/api/v1/funds/rankings?isin=INF999Z99999&category=1", 404, /^No fund has ISIN INF999Z99999\./);
      await fails(
        "/api/v1/funds/rankings?isin=INF00&category=1",
        400,
        "Parameter 'isin' must be a 12-character Indian ISIN such as INF179K01BB8.",
      );
    });
  });

  describe("GET /api/v1/funds/category-returns", () => {
    it("averages per plan type and calendar-year averages of the Direct Growth plans", async () => {
      const payload = categoryReturnsEndpoint.payload.parse(
        await ok("/api/v1/funds/category-returns?category=equity-large-cap-fund"),
      );
      expect(payload).toMatchObject({ category: largeCap, period: "3y", duration: 5 });
      expect(payload.averages.map((a) => [a.plan_type, a.as_of, a.plan_count])).toEqual([
        ["Direct", NAV_END, 5],
        ["Regular", NAV_END, 5],
      ]);
      const [direct, regular] = payload.averages;
      expect(direct!.returns["1y"]).toBeCloseTo(9.8, 4); // (13 + 12 + 10 + 8 + 6) / 5
      expect(direct!.returns["3y"]).toBeCloseTo(meanTrailingPct(DIRECT_FIELD, 3), 4);
      expect(direct!.period_average_pct).toBe(direct!.returns["3y"]);
      expect(direct!.returns.max).toBeCloseTo(9.8, 4);
      expect(direct!.returns["5y"]).toBeNull();
      expect(direct!.counts).toMatchObject({ "1y": 5, "3y": 5, max: 5 });
      expect(direct!.counts["5y"] ?? 0).toBe(0);
      expect(regular!.returns["1y"]).toBeCloseTo(8.8, 4); // (12 + 11 + 9 + 7 + 5) / 5
      expect(regular!.period_average_pct).toBeCloseTo(meanTrailingPct(REGULAR_FIELD, 3), 4);

      // 2022 is a partial year (first NAV 20 Nov) and is left out; 2026 is not complete. One plan per fund
      // (Direct Growth): the five of DIRECT_FIELD.
      expect(payload.calendar_years.map((y) => [y.year, y.plan_count])).toEqual([
        [2023, 5],
        [2024, 5],
        [2025, 5],
      ]);
      const directRates = DIRECT_FIELD.map(rateOf);
      expect(payload.calendar_years[0]!.average_pct).toBeCloseTo(9.8, 4);
      expect(payload.calendar_years[1]!.average_pct).toBeCloseTo(mean(directRates.map((r) => growthPct(r, 366))), 4);
      expect(payload.calendar_years[2]!.average_pct).toBeCloseTo(9.8, 4);
    });

    it("singles out the period asked and keeps the last `duration` calendar years", async () => {
      const payload = categoryReturnsEndpoint.payload.parse(
        await ok("/api/v1/funds/category-returns?category=EQUITY-LARGE-CAP-FUND&period=1y&duration=2"),
      );
      expect(payload).toMatchObject({ period: "1y", duration: 2 });
      expect(payload.averages[0]!.period_average_pct).toBeCloseTo(9.8, 4);
      expect(payload.averages[1]!.period_average_pct).toBeCloseTo(8.8, 4);
      expect(payload.calendar_years.map((y) => y.year)).toEqual([2024, 2025]);
    });

    it("reports the ETF's category under plan type Unknown, by numeric id: one plan, so no average, with its count", async () => {
      const payload = categoryReturnsEndpoint.payload.parse(
        await ok("/api/v1/funds/category-returns?category=3&duration=1"),
      );
      expect(payload.category.slug).toBe("other-index-funds");
      expect(payload.averages.map((a) => [a.plan_type, a.plan_count])).toEqual([["Unknown", 1]]);
      // One plan with a 3-year return (10.5 % a year) is under MIN_PEER_PLANS = 5: no average, its count kept.
      expect(payload.averages[0]!.period_average_pct).toBeNull();
      expect(payload.averages[0]!.returns["1y"]).toBeNull();
      expect(payload.averages[0]!.counts).toMatchObject({ "1y": 1, "3y": 1 });
      expect(payload.calendar_years).toEqual([{ year: 2025, plan_count: 1, average_pct: null }]);
    });

    it("answers 400 for bad parameters and 404 for an unknown category", async () => {
      await fails("/api/v1/funds/category-returns", 400, "Parameter 'category' is required.");
      await fails(
        "/api/v1/funds/category-returns?category=nope",
        404,
        "No category matches 'nope'. See /mutual-funds/categories for the list.",
      );
      await fails(
        "/api/v1/funds/category-returns?category=bad_slug",
        400,
        "Parameter 'category' must be a category id or slug such as equity-large-cap-fund.",
      );
      await fails(
        "/api/v1/funds/category-returns?category=1&period=2y",
        400,
        "Parameter 'period' must be one of: 1m, 3m, 6m, 1y, 3y, 5y, 10y, max.",
      );
      await fails(
        "/api/v1/funds/category-returns?category=1&duration=11",
        400,
        "Parameter 'duration' must be at most 10.",
      );
    });
  });

  describe("GET /api/v1/funds/category-metrics", () => {
    it("large cap: 5 schemes, 11 plans, AUM counted once per scheme, averages of the Direct Growth plans", async () => {
      const payload = categoryMetricsEndpoint.payload.parse(
        await ok("/api/v1/funds/category-metrics?category=equity-large-cap-fund"),
      );
      // Alpha's 3 plans, Beta Bluechip's 2 and the 3 peers' 2 each; only Alpha and Beta Bluechip have an AUM.
      expect(payload).toMatchObject({ category: largeCap, fund_count: 5, plan_count: 11, total_aum: 35000 });
      // The peers have no expense ratio: these are Alpha's and Beta Bluechip's.
      // Two Direct (0.65, 0.9) and two Regular (1.6, 1.9) Growth plans disclose a TER (the peers have none):
      // fewer than 5, so no average, only the count.
      expect(payload.averages).toMatchObject({ expense_ratio_direct: null, expense_ratio_regular: null });
      expect(payload.average_counts).toMatchObject({ expense_ratio_direct: 2, expense_ratio_regular: 2 });
      expect(payload.averages.return_1y).toBeCloseTo(9.8, 4); // (13 + 12 + 10 + 8 + 6) / 5
      expect(payload.averages.return_3y).toBeCloseTo(meanTrailingPct(DIRECT_FIELD, 3), 4);
      expect(payload.averages.return_5y).toBeNull();
      expect(payload.average_counts).toMatchObject({ return_1y: 5, return_3y: 5, return_5y: 0 });
      // Risk averages: the mean of the engine's figures for the five Direct Growth plans.
      for (const key of ["volatility", "sharpe", "sortino", "max_drawdown"] as const) {
        const values = DIRECT_FIELD.map((code) => metricsOf(code)[key]).filter((v): v is number => v !== null);
        expect(payload.average_counts[key]).toBe(values.length);
        const expected = values.length >= 5 ? mean(values) : null;
        if (expected === null) expect(payload.averages[key]).toBeNull();
        else
          expect(payload.averages[key]).toBeCloseTo(
            expected,
            Math.max(0, 9 - Math.ceil(Math.log10(Math.abs(expected) + 1))),
          );
      }
      expect(payload.risk_levels).toEqual([{ risk_level: "Very High", fund_count: 2 }]);
    });

    it("liquid (by id): one Direct-only scheme; the ETF's category: no factsheet, so no AUM, costs or risk levels; one plan averages nothing", async () => {
      const liquid = categoryMetricsEndpoint.payload.parse(await ok("/api/v1/funds/category-metrics?category=2"));
      expect(liquid).toMatchObject({
        fund_count: 1,
        plan_count: 1,
        total_aum: 40000,
        risk_levels: [{ risk_level: "Low to Moderate", fund_count: 1 }],
      });
      // One Direct plan with a TER (0.2 %): no average from one plan.
      expect(liquid.averages).toMatchObject({ expense_ratio_direct: null, expense_ratio_regular: null });
      expect(liquid.average_counts).toMatchObject({ expense_ratio_direct: 1, expense_ratio_regular: 0 });
      // One plan with a 1-year return (6.5 %) is under MIN_PEER_PLANS = 5: no average, its count kept.
      expect(liquid.averages.return_1y).toBeNull();
      expect(liquid.average_counts.return_1y).toBe(1);

      const index = categoryMetricsEndpoint.payload.parse(
        await ok("/api/v1/funds/category-metrics?category=other-index-funds"),
      );
      expect(index).toMatchObject({ fund_count: 1, plan_count: 1, total_aum: null, risk_levels: [] });
      expect(index.averages).toMatchObject({ expense_ratio_direct: null, expense_ratio_regular: null });
      expect(index.averages.return_1y).toBeNull();
      expect(index.average_counts.return_1y).toBe(1);
      expect(index.averages.volatility).toBeNull();
      expect(index.average_counts.volatility).toBe(metricsOf(2201).volatility === null ? 0 : 1);
    });

    it("answers 404 for an unknown category and 400 for a missing one", async () => {
      await fails(
        "/api/v1/funds/category-metrics?category=hybrid-arbitrage-fund",
        404,
        "No category matches 'hybrid-arbitrage-fund'. See /mutual-funds/categories for the list.",
      );
      await fails("/api/v1/funds/category-metrics", 400, "Parameter 'category' is required.");
    });
  });

  describe("GET /api/v1/funds/amc", () => {
    it("Alpha by slug: 2 funds, 4 plans, AUM summed once per scheme, one Direct Growth plan per fund, largest first", async () => {
      const payload = amcEndpoint.payload.parse(await ok("/api/v1/funds/amc?amc=alpha-mutual-fund"));
      expect(payload).toMatchObject({
        id: 1,
        slug: "alpha-mutual-fund",
        name: "Alpha Mutual Fund",
        fund_count: 2,
        plan_count: 4,
        total_aum: 50000,
      });
      expect(payload.logo_url).toContain("alpha-mutual-fund");
      expect(payload.asset_classes).toEqual([
        { asset_class: "Debt", fund_count: 1, funds_with_aum: 1, aum: 40000 },
        { asset_class: "Equity", fund_count: 1, funds_with_aum: 1, aum: 10000 },
      ]);
      expect(payload.funds.map((f) => f.scheme_code)).toEqual([1101, 1001]);
      expect(payload.funds[1]).toMatchObject({
        isin: ALPHA_DIRECT,
        amc_slug: "alpha-mutual-fund",
        category_slug: "equity-large-cap-fund",
        sebi_category_name: "Equity",
        sebi_subcategory_name: "Large Cap Fund",
        plan_type: "Direct",
        option_type: "Growth",
        risk_level: "Very High",
        expense_ratio: 0.65,
        aum: 10000,
        nav: navOn(0.12, NAV_END),
        nav_date: NAV_END,
      });
      expect(payload.funds[1]!.return_1y).toBeCloseTo(12, 4);
      expect(payload.funds[1]!.return_3y).toBeCloseTo(trailingPct(1001, 3), 4);
      expect(payload.funds[1]!.return_5y).toBeNull();
    });

    it("Beta by id: the ETF counts as a fund (no plan split) with no AUM; funds without an AUM are counted apart", async () => {
      const payload = amcEndpoint.payload.parse(await ok("/api/v1/funds/amc?amc=2"));
      // Beta Bluechip (2 plans), the ETF (1) and the three Large Cap peers (2 each, no factsheet).
      expect(payload).toMatchObject({
        id: 2,
        slug: "beta-mutual-fund",
        fund_count: 5,
        plan_count: 9,
        total_aum: 25000,
      });
      expect(payload.asset_classes).toEqual([
        { asset_class: "Equity", fund_count: 4, funds_with_aum: 1, aum: 25000 },
        { asset_class: "Other", fund_count: 1, funds_with_aum: 0, aum: null },
      ]);
      expect(payload.funds.map((f) => [f.scheme_code, f.aum])).toEqual([
        [2001, 25000],
        [2201, null],
        [3101, null],
        [3201, null],
        [3301, null],
      ]);
    });

    it("reads the slug case-insensitively; 404 for an unknown fund house, 400 for a malformed one", async () => {
      const payload = amcEndpoint.payload.parse(await ok("/api/v1/funds/amc?amc=ALPHA-Mutual-Fund"));
      expect(payload.id).toBe(1);
      await fails(
        "/api/v1/funds/amc?amc=zeta-mutual-fund",
        404,
        "No fund house matches 'zeta-mutual-fund'. See /mutual-funds/asset-management-companies for the list.",
      );
      await fails(
        "/api/v1/funds/amc?amc=alpha%20fund",
        400,
        "Parameter 'amc' must be a fund house id or slug such as hdfc-mutual-fund.",
      );
      await fails("/api/v1/funds/amc", 400, "Parameter 'amc' is required.");
    });
  });

  describe("POST /api/v1/compare-mf/returns", () => {
    const compare = (body: unknown) => ({
      method: "POST",
      headers: { "content-type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

    it("answers in the order asked, with returns, SIP returns, calendar years, risk and costs", async () => {
      const isins = [ETF, ALPHA_DIRECT, LIQUID_DIRECT];
      const { funds } = compareEndpoint.payload.parse(await ok("/api/v1/compare-mf/returns", compare({ isins })));
      expect(funds.map((f) => [f.isin, f.scheme_code])).toEqual([
        [ETF, 2201],
        [ALPHA_DIRECT, 1001],
        [LIQUID_DIRECT, 1101],
      ]);
      for (const fund of funds) {
        const rate = rateOf(fund.scheme_code);
        expect(fund.nav).toBe(navOn(rate, NAV_END));
        expect(fund).toMatchObject({ nav_date: NAV_END, inception_date: NAV_START });
        expect(fund.returns["1y"]).toBeCloseTo(rate * 100, 4);
        expect(fund.returns["3y"]).toBeCloseTo(trailingPct(fund.scheme_code, 3), 4);
        expect(fund.returns.max).toBeCloseTo(rate * 100, 4);
        expect(fund.returns["5y"]).toBeNull();
        // A monthly SIP in a plan growing at a fixed rate has an XIRR of that rate.
        expect(fund.sip_returns["1y"]).toBeCloseTo(rate * 100, 3);
        expect(fund.sip_returns["3y"]).toBeCloseTo(rate * 100, 3);
        expect(fund.sip_returns["5y"]).toBeNull();
        expect(fund.sip_returns["1y"]).toBe(metricsOf(fund.scheme_code).sip_1y);
        // Complete years before 2026; 2022 runs from the first NAV (20 Nov, 41 days) and is marked partial.
        expect(fund.calendar_years.map((y) => [y.year, y.partial])).toEqual([
          [2022, true],
          [2023, false],
          [2024, false],
          [2025, false],
        ]);
        expect(fund.calendar_years[0]!.return_pct).toBeCloseTo(growthPct(rate, 41), 4);
        expect(fund.calendar_years[1]!.return_pct).toBeCloseTo(rate * 100, 4);
        expect(fund.calendar_years[2]!.return_pct).toBeCloseTo(growthPct(rate, 366), 4);
        expect(fund.calendar_years[3]!.return_pct).toBeCloseTo(rate * 100, 4);
        const row = metricsOf(fund.scheme_code);
        expect(fund.risk).toEqual({
          volatility: row.volatility,
          sharpe: row.sharpe,
          sortino: row.sortino,
          max_drawdown: row.max_drawdown,
        });
      }
      expect(funds[0]).toMatchObject({
        plan_display_name: "Beta Nifty 50 ETF",
        amc_name: "Beta Mutual Fund",
        category: "Index Funds",
        expense_ratio: null,
        aum: null,
        risk_level: null,
      });
      expect(funds[1]).toMatchObject({
        amc_name: "Alpha Mutual Fund",
        category: "Large Cap Fund",
        expense_ratio: 0.65,
        aum: 10000,
        risk_level: "Very High",
      });
      expect(funds[2]).toMatchObject({
        category: "Liquid Fund",
        expense_ratio: 0.2,
        aum: 40000,
        risk_level: "Low to Moderate",
      });
    });

    it("keeps the reverse order too, and takes 5 ISINs (lower-case accepted)", async () => {
      const isins = [LIQUID_DIRECT, BETA_REGULAR, ALPHA_IDCW, ALPHA_REGULAR, ETF.toLowerCase()];
      const { funds } = compareEndpoint.payload.parse(await ok("/api/v1/compare-mf/returns", compare({ isins })));
      expect(funds.map((f) => f.scheme_code)).toEqual([1101, 2002, 1003, 1002, 2201]);
      expect(funds[4]!.isin).toBe(ETF);
    });

    it("answers 400 for duplicates (also after normalising case), 1 or 6 ISINs, and a malformed ISIN", async () => {
      await fails(
        "/api/v1/compare-mf/returns",
        400,
        "Field 'isins' must not list the same ISIN twice.",
        compare({ isins: [ALPHA_DIRECT, BETA_DIRECT, ALPHA_DIRECT] }),
      );
      await fails(
        "/api/v1/compare-mf/returns",
        400,
        "Field 'isins' must not list the same ISIN twice.",
        compare({ isins: [ALPHA_DIRECT, ALPHA_DIRECT.toLowerCase()] }),
      );
      await fails(
        "/api/v1/compare-mf/returns",
        400,
        "Field 'isins' must have at least 2 items.",
        compare({ isins: [ALPHA_DIRECT] }),
      );
      await fails(
        "/api/v1/compare-mf/returns",
        400,
        "Field 'isins' must have at most 5 items.",
        compare({ isins: [ALPHA_DIRECT, ALPHA_REGULAR, ALPHA_IDCW, BETA_DIRECT, BETA_REGULAR, LIQUID_DIRECT] }),
      );
      await fails(
        "/api/v1/compare-mf/returns",
        400,
        "Field 'isins[1]' must be a 12-character Indian ISIN such as INF179K01BB8.",
        compare({ isins: [ALPHA_DIRECT, "INF12"] }),
      );
      await fails("/api/v1/compare-mf/returns", 400, "Field 'isins' is required.", compare({}));
      await fails("/api/v1/compare-mf/returns", 400, "Field 'isins' must be a list.", compare({ isins: ALPHA_DIRECT }));
    });

    it("answers 404 naming the first unknown ISIN in the order asked", async () => {
      await fails(
        "/api/v1/compare-mf/returns",
        404,
        "No fund has ISIN INF999Z99998. Remove it from the comparison or check the ISIN.",
        compare({ isins: [ALPHA_DIRECT, "INF999Z99998", "INF999Z99999"] }),
      );
    });
  });

  // Data the fixture lacks, added for these tests and removed afterwards.
  describe("data edge cases", () => {
    describe("an ISIN that is one plan's growth ISIN and another plan's reinvestment ISIN", () => {
      beforeAll(async () => {
        await api.sql`insert into plans (scheme_code, scheme_id, plan_type, option, isin_growth, isin_reinvestment, display_name, raw_name)
          values (1004, 11, 'Direct', 'IDCW Reinvestment', null, ${ALPHA_DIRECT}, 'Alpha Large Cap Fund - Direct Plan - IDCW Reinvestment', 'x')`;
        await api.sql`insert into plan_nav_stats (scheme_code, first_nav_date, last_nav_date, last_nav) values (1004, ${NAV_START}, ${NAV_END}, 12)`;
        await publishDataChange(api);
      });
      afterAll(async () => {
        await api.sql`delete from plan_nav_stats where scheme_code = 1004`;
        await api.sql`delete from plans where scheme_code = 1004`;
        await publishDataChange(api);
      });

      it("the fund endpoints resolve it to the plan whose growth ISIN it is", async () => {
        const navs = (await ok(`/api/v1/funds/navs?isin=${ALPHA_DIRECT}&duration=1M`)) as { scheme_code: number };
        expect(navs.scheme_code).toBe(1001);
      });

      it("the compare call resolves it to the same plan", async () => {
        const { funds } = compareEndpoint.payload.parse(
          await ok("/api/v1/compare-mf/returns", {
            method: "POST",
            body: JSON.stringify({ isins: [ALPHA_DIRECT, ETF] }),
          }),
        );
        expect(funds.map((f) => f.scheme_code)).toEqual([1001, 2201]);
      });
    });

    describe("a fund with a Regular plan only (no Direct/Regular split to choose from)", () => {
      beforeAll(async () => {
        await api.sql`insert into schemes (id, amc_id, category_id, name) values (13, 1, 1, 'Alpha Regular Savings Fund')`;
        await api.sql`insert into plans (scheme_code, scheme_id, plan_type, option, isin_growth, display_name, raw_name)
          values (1201, 13, 'Regular', 'Growth', 'INF000A03017', 'Alpha Regular Savings Fund - Regular Plan - Growth', 'x')`;
        await api.sql`insert into plan_nav_stats (scheme_code, first_nav_date, last_nav_date, last_nav) values (1201, ${NAV_START}, ${NAV_END}, 11)`;
        await api.sql`insert into plan_facts (scheme_code, as_of, expense_ratio, aum_cr, source) values (1201, '2026-10-31', 2.1, 500, 'test')`;
        await api.sql`select refresh_screener_plans()`;
        await publishDataChange(api);
      });
      afterAll(async () => {
        await api.sql`delete from plan_facts where scheme_code = 1201`;
        await api.sql`delete from plan_nav_stats where scheme_code = 1201`;
        await api.sql`delete from plans where scheme_code = 1201`;
        await api.sql`delete from schemes where id = 13`;
        await api.sql`select refresh_screener_plans()`;
        await publishDataChange(api);
      });

      it("is counted and listed on its fund house's page (one plan per fund)", async () => {
        const payload = amcEndpoint.payload.parse(await ok("/api/v1/funds/amc?amc=alpha-mutual-fund"));
        expect(payload).toMatchObject({ fund_count: 3, plan_count: 5, total_aum: 50500 });
        expect(payload.funds.map((f) => f.scheme_code).sort()).toEqual([1001, 1101, 1201]);
      });
    });
  });
});
