import { fundEndpoint, fundNavsEndpoint, fundReturnsEndpoint } from "@/lib/api/schemas/funds";
import { FIXTURE_PLANS, NAV_END, NAV_START, planOf } from "@/lib/api/testing/api-fixture";
import { isStale } from "@/lib/funds/facts/fact-refresh";
import { NO_PLAN_FACTS } from "@/lib/funds/facts/latest-plan-facts";
import { todayInIndia } from "@/lib/ingest/today-in-india";
import { startApiTestContext, type ApiTestContext } from "@/lib/api/testing/api-test-context";

// GET /api/v1/funds, /funds/navs and /funds/returns against the fixture, whose plans compound at a fixed
// annual rate every calendar day: nav(d) = 10 × (1 + rate)^(days since NAV_START / 365), stored to 6 decimals.

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;
const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const addDays = (iso: string, days: number) => isoOf(dayNumber(iso) + days);

/** The fixture's NAV of a plan on a date, as seeded (rounded to 6 decimals). */
const navOn = (rate: number, iso: string) =>
  Math.round(10 * Math.pow(1 + rate, daysBetween(NAV_START, iso) / 365) * 1e6) / 1e6;
/** Percent growth of a fixed-rate plan over `days` calendar days. */
const growthPct = (rate: number, days: number) => (Math.pow(1 + rate, days / 365) - 1) * 100;
/** CAGR in percent over a nominal number of years when the NAVs are `days` apart. */
const cagrPct = (rate: number, days: number, years: number) => (Math.pow(1 + rate, days / 365 / years) - 1) * 100;

const ALPHA_DIRECT = "INF000A01011"; // 1001, 12 %
const ALPHA_REGULAR = "INF000A01029"; // 1002, 11 %
const ALPHA_IDCW = "INF000A01037"; // 1003, 5 %, Direct IDCW Payout
const LIQUID_DIRECT = "INF000A02019"; // 1101, Direct only
const ETF = "INF000B02017"; // 2201, no plan type, no option

type Payload = Record<string, unknown>;

/**
 * Tells the API that the data changed, as every import does: the public answers are cached per data
 * version, which the server reads at most once a second, so wait that long for it to notice.
 */
async function publishDataChange(api: ApiTestContext): Promise<void> {
  await api.sql`update data_version set version = version + 1, changed_at = now() where id = 1`;
  await new Promise((resolve) => setTimeout(resolve, 1_100));
}

describe("fund endpoints (funds, navs, returns)", () => {
  let api: ApiTestContext;
  beforeAll(async () => {
    api = await startApiTestContext();
  }, 120_000);
  afterAll(() => api.stop());

  async function ok(path: string): Promise<Payload> {
    const response = await api.call(path);
    expect({ path, status: response.status, envelope: response.body?.status }).toEqual({
      path,
      status: 200,
      envelope: "success",
    });
    return response.body.payload as Payload;
  }

  async function fails(path: string, status: number, message: string | RegExp): Promise<void> {
    const response = await api.call(path);
    expect(response.status).toBe(status);
    expect(response.body.status).toBe("error");
    if (typeof message === "string") expect(response.body.payload).toBe(message);
    else expect(response.body.payload).toMatch(message);
  }

  describe("GET /api/v1/funds", () => {
    it("returns the Direct Growth plan asked for, with hand-checkable returns, NAV and the latest factsheet", async () => {
      const payload = fundEndpoint.payload.parse(
        await ok(`/api/v1/funds?isin=${ALPHA_DIRECT}&plan_type=Direct&option_type=Growth`),
      );
      const rate = planOf(1001).rate;
      expect(payload).toMatchObject({
        scheme_code: 1001,
        isin: ALPHA_DIRECT,
        plan_display_name: "Alpha Large Cap Fund - Direct Plan - Growth",
        scheme_name: "Alpha Large Cap Fund",
        plan_type: "Direct",
        option_type: "Growth",
        amc: { slug: "alpha-mutual-fund", name: "Alpha Mutual Fund" },
        category: { id: 1, slug: "equity-large-cap-fund", name: "Large Cap Fund", asset_class: "Equity" },
        inception_date: NAV_START,
      });
      expect(payload.amc.logo_url).toContain("alpha-mutual-fund");

      // NAV: the last day's value, and the change from the day before.
      expect(payload.nav.date).toBe(NAV_END);
      expect(payload.nav.value).toBe(navOn(rate, NAV_END));
      expect(payload.nav.change).toBeCloseTo(navOn(rate, NAV_END) - navOn(rate, addDays(NAV_END, -1)), 6);
      expect(payload.nav.change_pct).toBeCloseTo(growthPct(rate, 1), 4);

      // Returns: absolute up to 1Y over the calendar-month offsets, CAGR beyond (3Y spans 29-Feb-2024).
      expect(payload.returns["1m"]).toBeCloseTo(growthPct(rate, daysBetween("2026-10-20", NAV_END)), 4);
      expect(payload.returns["3m"]).toBeCloseTo(growthPct(rate, daysBetween("2026-08-20", NAV_END)), 4);
      expect(payload.returns["6m"]).toBeCloseTo(growthPct(rate, daysBetween("2026-05-20", NAV_END)), 4);
      expect(payload.returns["1y"]).toBeCloseTo(12, 4);
      expect(payload.returns["3y"]).toBeCloseTo(cagrPct(rate, daysBetween("2023-11-20", NAV_END), 3), 4);
      expect(payload.returns["3y"]).toBeGreaterThan(12.01);
      expect(payload.returns.max).toBeCloseTo(12, 4);
      expect(payload.returns["5y"]).toBeNull();
      expect(payload.returns["10y"]).toBeNull();

      // Facts: the latest factsheet (31 Oct: 0.65 %, 10,000 Cr), not the September one (0.70 %, 9,000 Cr), each
      // with its date and source; TER and AUM are stale once 45 days old.
      const dated = <T>(value: T, stale = false) => ({ value, as_of: "2026-10-31", source: "test", stale });
      const oldAfter45 = isStale("aum", "2026-10-31", todayInIndia());
      expect(payload.facts).toEqual({
        expense_ratio: dated(0.65, oldAfter45),
        aum: dated(10000, oldAfter45),
        exit_load: dated("1% within 1 year"),
        min_sip: dated(100),
        min_lumpsum: dated(1000),
        risk_level: dated("Very High"),
        benchmark: dated("Nifty 100 TRI"),
        launch_date: dated("2013-01-01"),
      });
      // The expense ratio changed from 0.70 % (30 Sep) to 0.65 % (31 Oct); a Direct plan has no Direct sibling.
      expect(payload.expense_ratio_history).toEqual({
        runs: [
          { value: 0.7, from: "2026-09-30", to: "2026-10-30", source: "test" },
          { value: 0.65, from: "2026-10-31", to: "2026-10-31", source: "test" },
        ],
        last_change: "2026-10-31",
      });
      expect(payload.direct_plan).toBeNull();

      // Variants: every plan of the scheme, Direct before Regular, Growth first.
      expect(payload.variants).toEqual([
        { scheme_code: 1001, isin: ALPHA_DIRECT, plan_type: "Direct", option_type: "Growth" },
        { scheme_code: 1003, isin: ALPHA_IDCW, plan_type: "Direct", option_type: "IDCW Payout" },
        { scheme_code: 1002, isin: ALPHA_REGULAR, plan_type: "Regular", option_type: "Growth" },
      ]);
    });

    it("carries the metrics engine's risk figures unchanged", async () => {
      const payload = fundEndpoint.payload.parse(await ok(`/api/v1/funds?isin=${ALPHA_DIRECT}&plan_type=Direct`));
      const [row] = await api.sql<
        {
          volatility: number | null;
          sharpe: number | null;
          sortino: number | null;
          max_drawdown: number | null;
          beta: number | null;
          alpha: number | null;
        }[]
      >`
        select volatility, sharpe, sortino, max_drawdown, beta, alpha from plan_metrics where scheme_code = 1001`;
      expect(row).toBeDefined();
      expect(payload.risk).toEqual({ ...row });
      expect(payload.risk?.volatility).not.toBeNull();
    });

    it("defaults to the Regular Growth plan of the fund the ISIN names", async () => {
      // The Direct plan's ISIN and the IDCW plan's ISIN both name Alpha Large Cap; the default plan is Regular Growth.
      for (const isin of [ALPHA_DIRECT, ALPHA_IDCW, ALPHA_REGULAR]) {
        const payload = fundEndpoint.payload.parse(await ok(`/api/v1/funds?isin=${isin}`));
        expect({
          isin,
          scheme_code: payload.scheme_code,
          plan_type: payload.plan_type,
          option_type: payload.option_type,
        }).toEqual({
          isin,
          scheme_code: 1002,
          plan_type: "Regular",
          option_type: "Growth",
        });
        expect(payload.returns["1y"]).toBeCloseTo(11, 4);
        expect(payload.facts.expense_ratio?.value).toBe(1.6);
        // The Regular plan's Direct sibling (same option) and its TER, for the cost of the difference.
        expect(payload.direct_plan).toEqual({
          scheme_code: 1001,
          isin: ALPHA_DIRECT,
          plan_display_name: "Alpha Large Cap Fund - Direct Plan - Growth",
          expense_ratio: {
            value: 0.65,
            as_of: "2026-10-31",
            source: "test",
            stale: isStale("expense_ratio", "2026-10-31", todayInIndia()),
          },
        });
      }
    });

    it("selects the plan and option named explicitly, case-insensitively for the ISIN", async () => {
      const idcw = fundEndpoint.payload.parse(
        await ok(`/api/v1/funds?isin=${ALPHA_REGULAR.toLowerCase()}&plan_type=Direct&option_type=IDCW%20Payout`),
      );
      expect(idcw).toMatchObject({
        scheme_code: 1003,
        isin: ALPHA_IDCW,
        plan_type: "Direct",
        option_type: "IDCW Payout",
      });
      // A payout plan's NAV return is not the investor's (issue 37, 3): null, with the reason.
      expect(idcw.returns["1y"]).toBeNull();
      expect(idcw.returns_missing["1y"]).toBe("payout");
      expect(idcw.nav.value).toBe(navOn(planOf(1003).rate, NAV_END));

      const regular = fundEndpoint.payload.parse(await ok(`/api/v1/funds?isin=${ALPHA_DIRECT}&plan_type=Regular`));
      expect(regular.scheme_code).toBe(1002);
    });

    it("falls back to the ISIN's own plan when the fund has no plan of the default type (Direct-only fund, ETF)", async () => {
      const liquid = fundEndpoint.payload.parse(await ok(`/api/v1/funds?isin=${LIQUID_DIRECT}`));
      expect(liquid).toMatchObject({ scheme_code: 1101, plan_type: "Direct", option_type: "Growth" });
      expect(liquid.returns["1y"]).toBeCloseTo(6.5, 4);
      expect(liquid.variants).toEqual([
        { scheme_code: 1101, isin: LIQUID_DIRECT, plan_type: "Direct", option_type: "Growth" },
      ]);

      const etf = fundEndpoint.payload.parse(await ok(`/api/v1/funds?isin=${ETF}`));
      expect(etf).toMatchObject({
        scheme_code: 2201,
        isin: ETF,
        plan_display_name: "Beta Nifty 50 ETF",
        plan_type: null,
        option_type: null,
        category: { id: 3, slug: "other-index-funds", name: "Index Funds", asset_class: "Other" },
        facts: NO_PLAN_FACTS,
        expense_ratio_history: { runs: [], last_change: null },
        direct_plan: null,
      });
      expect(etf.returns["1y"]).toBeCloseTo(10.5, 4);
      expect(etf.variants).toEqual([{ scheme_code: 2201, isin: ETF, plan_type: null, option_type: null }]);
    });

    it("serves the ETF's single plan by default, and 404 when a plan type it lacks is named", async () => {
      expect(fundEndpoint.payload.parse(await ok(`/api/v1/funds?isin=${ETF}`)).scheme_code).toBe(2201);
      for (const planType of ["Direct", "Regular"]) {
        await fails(
          `/api/v1/funds?isin=${ETF}&plan_type=${planType}`,
          404,
          `This fund has no ${planType} plan. Its plans: single plan.`,
        );
      }
      await fails(
        `/api/v1/funds?isin=${ETF}&option_type=IDCW%20Payout`,
        404,
        "This fund has no IDCW Payout plan. Its plans: single plan.",
      );
    });

    it("answers 404 for an explicit plan type or option the fund lacks, listing its plans", async () => {
      await fails(
        `/api/v1/funds?isin=${LIQUID_DIRECT}&plan_type=Regular`,
        404,
        "This fund has no Regular plan. Its plans: Direct Growth.",
      );
      await fails(
        `/api/v1/funds?isin=${ALPHA_DIRECT}&plan_type=Direct&option_type=Bonus`,
        404,
        "This fund has no Direct Bonus plan. Its plans: Direct Growth, Direct IDCW Payout, Regular Growth.",
      );
      await fails(
        `/api/v1/funds?isin=${ALPHA_DIRECT}&plan_type=Regular&option_type=IDCW%20Reinvestment`,
        404,
        /^This fund has no Regular IDCW Reinvestment plan\./,
      );
    });

    it("answers 404 for an unknown ISIN and 400 for a malformed or missing one", async () => {
      await fails(
        "/api/v1/funds?isin=INF999Z99999",
        404,
        "No fund has ISIN INF999Z99999. Check the ISIN on the fund's factsheet or search the screener.",
      );
      await fails(
        "/api/v1/funds?isin=INF000",
        400,
        "Parameter 'isin' must be a 12-character Indian ISIN such as INF179K01BB8.",
      );
      await fails("/api/v1/funds", 400, "Parameter 'isin' is required.");
      await fails(
        `/api/v1/funds?isin=${ALPHA_DIRECT}&plan_type=direct`,
        400,
        "Parameter 'plan_type' must be one of: Regular, Direct.",
      );
      await fails(
        `/api/v1/funds?isin=${ALPHA_DIRECT}&option_type=Dividend`,
        400,
        "Parameter 'option_type' must be one of: Growth, IDCW Payout, IDCW Reinvestment, Bonus.",
      );
    });
  });

  describe("GET /api/v1/funds/navs", () => {
    const ranges: [string, string][] = [
      ["1M", "2026-10-20"],
      ["3M", "2026-08-20"],
      ["6M", "2026-05-20"],
      ["1Y", "2025-11-20"],
      ["3Y", "2023-11-20"],
      // 5 years back (2021-11-20) is before the first NAV: the range starts at the first NAV.
      ["5Y", NAV_START],
      ["MAX", NAV_START],
    ];

    it.each(ranges)(
      "%s starts at the NAV of the same day that many months before the latest NAV",
      async (duration, start) => {
        const payload = fundNavsEndpoint.payload.parse(
          await ok(`/api/v1/funds/navs?isin=${ALPHA_DIRECT}&duration=${duration}`),
        );
        const rate = planOf(1001).rate;
        expect(payload).toMatchObject({
          scheme_code: 1001,
          isin: ALPHA_DIRECT,
          duration,
          start_date: start,
          end_date: NAV_END,
        });
        // One point per calendar day, ascending, each the seeded NAV.
        expect(payload.points).toHaveLength(daysBetween(start, NAV_END) + 1);
        expect(payload.points[0]).toEqual({ date: start, nav: navOn(rate, start) });
        expect(payload.points.at(-1)).toEqual({ date: NAV_END, nav: navOn(rate, NAV_END) });
        const middle = payload.points[Math.floor(payload.points.length / 2)]!;
        expect(middle.nav).toBe(navOn(rate, middle.date));
        expect(payload.points.every((p, i) => i === 0 || p.date > payload.points[i - 1]!.date)).toBe(true);
        expect(payload.change_pct).toBeCloseTo(growthPct(rate, daysBetween(start, NAV_END)), 4);
      },
    );

    it("defaults to 1Y, whose change equals the plan's 1-year return, and reads the range case-insensitively", async () => {
      const payload = fundNavsEndpoint.payload.parse(await ok(`/api/v1/funds/navs?isin=${ETF}`));
      expect(payload).toMatchObject({ scheme_code: 2201, duration: "1Y", start_date: "2025-11-20", end_date: NAV_END });
      expect(payload.change_pct).toBeCloseTo(10.5, 4);

      const lower = fundNavsEndpoint.payload.parse(await ok(`/api/v1/funds/navs?isin=${ETF}&duration=3m`));
      expect(lower).toMatchObject({ duration: "3M", start_date: "2026-08-20" });
    });

    it("answers 400 for an unknown range and 404 for an unknown ISIN", async () => {
      await fails(
        `/api/v1/funds/navs?isin=${ALPHA_DIRECT}&duration=2Y`,
        400,
        "Parameter 'duration' must be one of: 1M, 3M, 6M, 1Y, 3Y, 5Y, MAX.",
      );
      await fails("/api/v1/funds/navs?isin=INF999Z99999", 404, /^No fund has ISIN INF999Z99999\./);
    });
  });

  describe("GET /api/v1/funds/returns", () => {
    it("month ends (default ME, 3 years): 36 complete months, each the month's growth", async () => {
      const payload = fundReturnsEndpoint.payload.parse(await ok(`/api/v1/funds/returns?isin=${ALPHA_DIRECT}`));
      const rate = planOf(1001).rate;
      expect(payload).toMatchObject({ scheme_code: 1001, isin: ALPHA_DIRECT, duration: 3, interval: "ME" });
      expect(payload.points).toHaveLength(36);
      // November 2026 has not ended on the latest NAV date (20 Nov), so October 2026 is the last month.
      expect(payload.points[0]!.period_end).toBe("2023-11-30");
      expect(payload.points.at(-1)!.period_end).toBe("2026-10-31");
      let previousEnd = "2023-10-31";
      for (const point of payload.points) {
        expect(point.nav_date).toBe(point.period_end);
        expect(point.nav).toBe(navOn(rate, point.period_end));
        expect(point.return_pct).toBeCloseTo(growthPct(rate, daysBetween(previousEnd, point.period_end)), 4);
        previousEnd = point.period_end;
      }
      // February 2024 (29 days) grows more than February 2026 (28 days).
      const feb2024 = payload.points.find((p) => p.period_end === "2024-02-29");
      const feb2026 = payload.points.find((p) => p.period_end === "2026-02-28");
      expect(feb2024!.return_pct!).toBeGreaterThan(feb2026!.return_pct!);
    });

    it("quarter ends (QE, 1 year): the last four complete quarters", async () => {
      const payload = fundReturnsEndpoint.payload.parse(
        await ok(`/api/v1/funds/returns?isin=${ALPHA_DIRECT}&duration=1&interval=qe`),
      );
      const rate = planOf(1001).rate;
      expect(payload.interval).toBe("QE");
      expect(payload.points.map((p) => p.period_end)).toEqual(["2025-12-31", "2026-03-31", "2026-06-30", "2026-09-30"]);
      const starts = ["2025-09-30", "2025-12-31", "2026-03-31", "2026-06-30"];
      payload.points.forEach((point, i) =>
        expect(point.return_pct).toBeCloseTo(growthPct(rate, daysBetween(starts[i]!, point.period_end)), 4),
      );
    });

    it("year ends (YE, 5 years): only years with a NAV; the first has no earlier NAV, so no return", async () => {
      const payload = fundReturnsEndpoint.payload.parse(
        await ok(`/api/v1/funds/returns?isin=${ALPHA_REGULAR}&duration=5&interval=YE`),
      );
      const rate = planOf(1002).rate;
      expect(payload).toMatchObject({ scheme_code: 1002, duration: 5, interval: "YE" });
      expect(payload.points.map((p) => p.period_end)).toEqual(["2022-12-31", "2023-12-31", "2024-12-31", "2025-12-31"]);
      expect(payload.points[0]!.return_pct).toBeNull();
      expect(payload.points[0]!.nav).toBe(navOn(rate, "2022-12-31"));
      expect(payload.points[1]!.return_pct).toBeCloseTo(11, 4);
      expect(payload.points[2]!.return_pct).toBeCloseTo(growthPct(rate, 366), 4); // 2024 is a leap year
      expect(payload.points[3]!.return_pct).toBeCloseTo(11, 4);
    });

    it("a duration longer than the history keeps only the periods with a NAV (ME, 30 years)", async () => {
      const payload = fundReturnsEndpoint.payload.parse(await ok(`/api/v1/funds/returns?isin=${ETF}&duration=30`));
      expect(payload.points[0]).toMatchObject({ period_end: "2022-11-30", nav_date: "2022-11-30", return_pct: null });
      expect(payload.points).toHaveLength(48); // Nov 2022 .. Oct 2026
      expect(payload.points.filter((p) => p.return_pct === null)).toHaveLength(1);
    });

    it("answers 400 for out-of-range durations and unknown intervals", async () => {
      await fails(
        `/api/v1/funds/returns?isin=${ALPHA_DIRECT}&duration=0`,
        400,
        "Parameter 'duration' must be at least 1.",
      );
      await fails(
        `/api/v1/funds/returns?isin=${ALPHA_DIRECT}&duration=31`,
        400,
        "Parameter 'duration' must be at most 30.",
      );
      await fails(
        `/api/v1/funds/returns?isin=${ALPHA_DIRECT}&duration=1.5`,
        400,
        "Parameter 'duration' must be a whole number.",
      );
      await fails(
        `/api/v1/funds/returns?isin=${ALPHA_DIRECT}&interval=WE`,
        400,
        "Parameter 'interval' must be one of: ME, QE, YE.",
      );
      await fails("/api/v1/funds/returns?isin=INF999Z99999", 404, /^No fund has ISIN INF999Z99999\./);
    });
  });

  describe("holidays (a NAV missing on the start date or a period end)", () => {
    // The ETF loses the NAVs of 20 Oct 2026 (its 1M start) and 30 Sep 2026 (a quarter end); restored afterwards.
    const missing = ["2026-10-20", "2026-09-30"];
    const etfRate = planOf(2201).rate;

    beforeAll(async () => {
      await api.sql`delete from navs where scheme_code = 2201 and nav_date = any(${missing}::date[])`;
      await publishDataChange(api);
    });
    afterAll(async () => {
      for (const date of missing) {
        await api.sql`insert into navs (scheme_code, nav_date, nav) values (2201, ${date}, ${navOn(etfRate, date)})`;
      }
      await publishDataChange(api);
    });

    it("a chart range starts at the last NAV before the start date", async () => {
      const payload = fundNavsEndpoint.payload.parse(await ok(`/api/v1/funds/navs?isin=${ETF}&duration=1M`));
      expect(payload.start_date).toBe("2026-10-19");
      expect(payload.points[0]).toEqual({ date: "2026-10-19", nav: navOn(etfRate, "2026-10-19") });
      expect(payload.points.some((p) => p.date === "2026-10-20")).toBe(false);
      expect(payload.change_pct).toBeCloseTo(growthPct(etfRate, daysBetween("2026-10-19", NAV_END)), 4);
    });

    it("a period's NAV is the last one on or before its end", async () => {
      const payload = fundReturnsEndpoint.payload.parse(
        await ok(`/api/v1/funds/returns?isin=${ETF}&duration=1&interval=QE`),
      );
      const q3 = payload.points.find((p) => p.period_end === "2026-09-30")!;
      expect(q3).toMatchObject({ nav_date: "2026-09-29", nav: navOn(etfRate, "2026-09-29") });
      expect(q3.return_pct).toBeCloseTo(growthPct(etfRate, daysBetween("2026-06-30", "2026-09-29")), 4);
    });
  });

  describe("a latest NAV on a month's last day (ranges clamp to the shorter month's end)", () => {
    // The ETF's history is cut at 31 Aug 2026 (NAVs after it and its NAV stats), then restored.
    const etfRate = planOf(2201).rate;
    const cut = "2026-08-31";

    beforeAll(async () => {
      await api.sql`delete from navs where scheme_code = 2201 and nav_date > ${cut}`;
      await api.sql`update plan_nav_stats set last_nav_date = ${cut}, last_nav = ${navOn(etfRate, cut)} where scheme_code = 2201`;
      await publishDataChange(api);
    });
    afterAll(async () => {
      await api.sql`insert into navs (scheme_code, nav_date, nav)
        select 2201, d::date, round((10 * power(${1 + etfRate}::numeric, (d::date - ${NAV_START}::date) / 365.0))::numeric, 6)
        from generate_series(${addDays(cut, 1)}::date, ${NAV_END}::date, interval '1 day') d`;
      await api.sql`update plan_nav_stats set last_nav_date = ${NAV_END}, last_nav = ${navOn(etfRate, NAV_END)} where scheme_code = 2201`;
      await publishDataChange(api);
    });

    it.each([
      ["1M", "2026-07-31"],
      ["3M", "2026-05-31"],
      ["6M", "2026-02-28"], // 31 Aug − 6 months = 31 Feb, clamped to 28 Feb
      ["1Y", "2025-08-31"],
    ])("%s from 31 Aug 2026 starts on %s", async (duration, start) => {
      const payload = fundNavsEndpoint.payload.parse(await ok(`/api/v1/funds/navs?isin=${ETF}&duration=${duration}`));
      expect(payload).toMatchObject({ start_date: start, end_date: cut });
      expect(payload.points).toHaveLength(daysBetween(start, cut) + 1);
    });

    it("month-end returns end with August 2026, the last complete month", async () => {
      const payload = fundReturnsEndpoint.payload.parse(await ok(`/api/v1/funds/returns?isin=${ETF}&duration=1`));
      expect(payload.points.at(-1)).toMatchObject({ period_end: cut, nav_date: cut });
      expect(payload.points[0]!.period_end).toBe("2025-09-30");
    });
  });

  it("the fixture has the plans these tests assume", () => {
    expect(FIXTURE_PLANS.map((p) => p.scheme_code)).toEqual([1001, 1002, 1003, 2001, 2002, 1101, 2201]);
  });
});
