import { loadOrCreateKeys, type EmbeddedKeys } from "@/lib/auth/service/signing-keys";
import { createTestMember, type TestMember } from "@/lib/auth/testing/member-token";
import { memberXrayEndpoint } from "@/lib/api/schemas/portfolio-xray";
import { xrayCostsEndpoint } from "@/lib/api/schemas/xray-costs";
import { startApiTestContext, type ApiTestContext } from "@/lib/api/testing/api-test-context";
import { memberCalls } from "@/lib/api/testing/member-calls";
import { NO_NAV_REASON } from "@/lib/xray/member-xray";
import { setRoundLatestNavs } from "@/lib/api/testing/round-latest-navs";

// GET /api/v1/portfolio/xray on the API fixture. Alpha Large Cap (scheme 11; plan 1002 held) discloses Reliance
// 9.5%, HDFC Bank 9%, ICICI Bank 8%, Infosys 6.5% and TREPS 3%; Beta Bluechip (scheme 21; plan 2002) is given
// HDFC Bank 10%, Reliance 5%, TCS 8% and TREPS 2% here; the Beta Nifty 50 ETF (2201) discloses nothing. Round
// latest NAVs (20, 14, 15 on 2026-11-20) make every rupee figure computable by hand. Plan 1002 also gets a NAV of
// 0.40 on 2026-11-21 that the NAV screening held back (a split read as a -98% day): the member's units are valued
// at the verified 20, as the portfolio page values them.
let ctx: ApiTestContext;
let keys: EmbeddedKeys;
let member: TestMember;

const NO_NAV_PLAN = 1201;

async function record(who: TestMember, rows: [string, number, string, "buy" | "sell", number, number][]) {
  for (const [folio, code, date, kind, units, amount] of rows)
    await ctx.sql`insert into portfolio_transactions (user_id, scheme_code, kind, txn_date, nav, units, amount, source, folio, statement_kind)
      values (${who.id}, ${code}, ${kind}, ${date}, ${amount / units}, ${units}, ${amount}, 'statement', ${folio}, 'transaction')`;
}

beforeAll(async () => {
  ctx = await startApiTestContext();
  keys = await loadOrCreateKeys(ctx.sql);
  const { sql } = ctx;
  await setRoundLatestNavs(sql);
  await sql`insert into navs (scheme_code, nav_date, nav) values (1002, '2026-11-21', 0.4)`;
  await sql`insert into nav_events (scheme_code, nav_date, previous_nav_date, previous_nav, nav, ratio, kind, band_pct)
    values (1002, '2026-11-21', '2026-11-20', 20, 0.4, 0.02, 'held-back', 10)`;
  await sql`update plan_nav_stats set last_nav = 0.4, last_nav_date = '2026-11-21' where scheme_code = 1002`;
  await sql`insert into holdings (scheme_id, as_of, name, isin, sector, asset_type, rating, weight_pct, source) values
    (21, '2026-10-31', 'HDFC Bank Ltd', 'INE040A01034', 'Financial Services', 'Equity', null, 10.0, 'test'),
    (21, '2026-10-31', 'Reliance Industries Ltd', 'INE002A01018', 'Energy', 'Equity', null, 5.0, 'test'),
    (21, '2026-10-31', 'Tata Consultancy Services Ltd', 'INE467B01029', 'Information Technology', 'Equity', null, 8.0, 'test'),
    (21, '2026-10-31', 'TREPS', null, null, 'Cash', null, 2.0, 'test')`;
  // A plan the site has no NAV for (so no recent one).
  await sql`insert into plans (scheme_code, scheme_id, plan_type, option, display_name, raw_name)
    values (${NO_NAV_PLAN}, 12, 'Regular', 'Growth', 'Alpha Liquid Fund - Regular Plan - Growth', 'Alpha Liquid Fund - Regular Plan - Growth')`;
  await sql`select refresh_screener_plans()`;
  member = await createTestMember(sql, keys);
  await record(member, [
    // Folio F1: 1000 + 500 bought, 300 sold from the first lot: 1200 units open.
    ["F1", 1002, "2025-01-10", "buy", 1_000, 15_000],
    ["F1", 1002, "2025-06-10", "buy", 500, 8_000],
    ["F1", 1002, "2025-09-10", "sell", 300, 5_400],
    // The same plan in a second folio: 1500 units of 1002 in all.
    ["F2", 1002, "2025-03-03", "buy", 300, 4_800],
    ["F3", 2002, "2025-02-01", "buy", 1_000, 11_000],
    ["F4", 2201, "2025-04-01", "buy", 400, 5_000],
    ["F5", NO_NAV_PLAN, "2025-05-01", "buy", 50, 500],
  ]);
});
afterAll(async () => {
  await ctx.stop();
});

const xrayOf = async (who: TestMember) => {
  const answer = await memberCalls(ctx, who, "/portfolio")("GET", "/xray");
  expect(answer.status).toBe(200);
  return memberXrayEndpoint.payload.parse(answer.body.payload);
};

describe("GET /api/v1/portfolio/xray", () => {
  it("values the open units of each plan at its verified NAV and looks them through", async () => {
    const { xray } = await xrayOf(member);
    const look = xray!.look_through;
    // 1500 x 20 = 30,000; 1000 x 14 = 14,000; 400 x 15 = 6,000.
    expect(look.funds.map((f) => [f.scheme_code, f.value])).toEqual([
      [1002, 30_000],
      [2002, 14_000],
      [2201, 6_000],
    ]);
    expect(xray!.valued_at).toEqual([
      { nav: 20, nav_date: "2026-11-20" },
      { nav: 14, nav_date: "2026-11-20" },
      { nav: 15, nav_date: "2026-11-20" },
    ]);
    expect(look.total_value).toBe(50_000);
    // The ETF's 6,000 is not disclosed: 44,000 of 50,000 covered.
    expect(look.covered_pct).toBeCloseTo(88, 9);
    expect(look.not_disclosed).toEqual({ value: 6_000, share_pct: 12, scheme_codes: [2201] });
  });

  it("joins a stock held through two funds by ISIN, and gives the overlap of the pair", async () => {
    const { xray } = await xrayOf(member);
    const hdfc = xray!.look_through.securities.find((s) => s.isin === "INE040A01034")!;
    // 9% of 30,000 = 2,700 through Alpha; 10% of 14,000 = 1,400 through Beta: 4,100, 8.2% of 50,000.
    expect(hdfc.funds.map((f) => [f.scheme_code, f.weight_pct, f.value])).toEqual([
      [1002, 9, 2_700],
      [2002, 10, 1_400],
    ]);
    expect(hdfc.value).toBeCloseTo(4_100, 9);
    // Held through two funds, not three: no call-out; every security is listed.
    expect(hdfc.widely_held).toBe(false);
    expect(xray!.look_through.widely_held).toEqual([]);
    expect(xray!.look_through.widely_held_count).toBe(0);
    expect(xray!.look_through.securities_left_out).toBe(0);
    expect(hdfc.share_pct).toBeCloseTo(8.2, 9);
    // The smaller weight of each common security: Reliance min(9.5, 5) + HDFC Bank min(9, 10) = 14%.
    expect(xray!.overlap.rows[0]![1]).toBeCloseTo(14, 9);
    expect(xray!.overlap.rows[0]![2]).toBeNull();
    expect(xray!.overlap.most_overlapping).toMatchObject({ a: 0, b: 1, as_of: ["2026-10-31", "2026-10-31"] });
    expect(xray!.overlap.most_overlapping!.overlap_pct).toBeCloseTo(14, 9);
  });

  it("lists a plan without a NAV as left out, with its units and why, rather than refusing the X-ray", async () => {
    const { left_out } = await xrayOf(member);
    expect(left_out).toEqual([
      {
        scheme_code: NO_NAV_PLAN,
        name: "Alpha Liquid Fund - Regular Plan - Growth",
        units: "50.000",
        reason: NO_NAV_REASON,
      },
    ]);
  });

  it("answers a member with no holdings (none recorded, or all sold) with an empty X-ray, not an error", async () => {
    const newcomer = await createTestMember(ctx.sql, keys);
    expect(await xrayOf(newcomer)).toEqual({ xray: null, left_out: [] });
    const sold = await createTestMember(ctx.sql, keys);
    await record(sold, [
      ["S1", 2002, "2025-02-01", "buy", 100, 1_100],
      ["S1", 2002, "2025-08-01", "sell", 100, 1_300],
    ]);
    expect(await xrayOf(sold)).toEqual({ xray: null, left_out: [] });
  });

  it("answers 401 without a login", async () => {
    expect((await ctx.call("/api/v1/portfolio/xray")).status).toBe(401);
  });
});

describe("GET /api/v1/portfolio/xray-costs beside it", () => {
  it("values the same units at the same verified NAV, not at the held-back one", async () => {
    const answer = await memberCalls(ctx, member, "/portfolio")("GET", "/xray-costs");
    expect(answer.status).toBe(200);
    const costs = xrayCostsEndpoint.payload.parse(answer.body.payload);
    const alpha = costs.holdings.find((h) => h.scheme_code === 1002)!;
    // 1500 units x 20 (2026-11-20), not x 0.40 (2026-11-21, held back): 600.
    expect([Number(alpha.value), alpha.nav_date]).toEqual([30_000, "2026-11-20"]);
  });
});
