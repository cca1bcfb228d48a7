import { loadOrCreateKeys, type EmbeddedKeys } from "@/lib/auth/service/signing-keys";
import { createTestMember, type TestMember } from "@/lib/auth/testing/member-token";
import { startApiTestContext, type ApiTestContext } from "@/lib/api/testing/api-test-context";
import { memberCalls } from "@/lib/api/testing/member-calls";
import type { XrayCosts } from "@/lib/api/schemas/xray-costs";
import { asMember } from "@/lib/db/member-scope";
import { memberXrayCosts, publicXrayCosts } from "@/lib/xray/costs/load-xray-costs";
import { setRoundLatestNavs } from "@/lib/api/testing/round-latest-navs";

// The API fixture's Alpha Large Cap Regular plan (1002, TER 1.60%, exit load "1% within 1 year") pairs with its
// Direct plan 1001 (TER 0.65%), Beta Bluechip Regular (2002, TER 1.90%, exit load Nil) with 2001 (0.90%); the
// Beta Nifty 50 ETF (2201) has no TER. Round latest NAVs (20, 14, 15 on 2026-11-20), a 31-Jan-2018 NAV of 8 for
// 1002 and a 5-year return of 11% for 1002 only make every figure below computable by hand.
const TODAY = "2026-11-27";
let ctx: ApiTestContext;
let keys: EmbeddedKeys;
let member: TestMember;

beforeAll(async () => {
  ctx = await startApiTestContext();
  keys = await loadOrCreateKeys(ctx.sql);
  const { sql } = ctx;
  await setRoundLatestNavs(sql);
  await sql`insert into navs (scheme_code, nav_date, nav) values (1002, '2018-01-31', 8)`;
  await sql`update plan_metrics set return_5y = 11 where scheme_code = 1002`;
  await sql`select refresh_screener_plans()`;
  member = await createTestMember(sql, keys);
  const rows: [string, number, string, "buy" | "sell", number, number][] = [
    ["F1", 1002, "2017-06-01", "buy", 10_000, 60_000],
    ["F1", 1002, "2019-06-01", "buy", 5_000, 50_000],
    ["F1", 1002, "2026-05-01", "buy", 2_500, 45_000],
    // Sold from the 2017 lot: cost max(24000, min(4000 x 8, 72000)) = 32000, a long-term gain of Rs 40,000 this year.
    ["F1", 1002, "2026-06-01", "sell", 4_000, 72_000],
    ["F2", 2002, "2025-01-15", "buy", 1_000, 12_000],
    ["F3", 2201, "2025-06-01", "buy", 100, 1_000],
  ];
  for (const [folio, code, date, kind, units, amount] of rows)
    await sql`insert into portfolio_transactions (user_id, scheme_code, kind, txn_date, nav, units, amount, source, folio, statement_kind)
      values (${member.id}, ${code}, ${kind}, ${date}, ${amount / units}, ${units}, ${amount}, 'statement', ${folio}, 'transaction')`;
});
afterAll(async () => {
  await ctx.stop();
});

const costsOf = () => asMember(ctx.sql, member.id, (tx) => memberXrayCosts(tx, ctx.sql, member.id, TODAY));

describe("memberXrayCosts", () => {
  it("costs each holding with its dated TER, the weighted TER over the disclosed ones, and the Direct savings", async () => {
    const costs = await costsOf();
    expect(
      costs.holdings.map((h) => [h.scheme_code, h.value, h.ter?.value ?? null, h.ter?.as_of ?? null, h.annual_cost]),
    ).toEqual([
      [1002, "270000.00", 1.6, "2026-10-31", "4320.00"],
      [2002, "14000.00", 1.9, "2026-10-31", "266.00"],
      [2201, "1500.00", null, null, null],
    ]);
    const [alpha, beta, etf] = costs.holdings;
    // 13500 units x 20; Direct 0.65%: 0.95 points = Rs 2,565 a year; 270000 x (1.1195^10 - 1.11^10) at its own 11%.
    expect(alpha!.direct).toMatchObject({ scheme_code: 1001, ter: { value: 0.65 } });
    expect(alpha!.saving).toMatchObject({
      status: "saving",
      ter_difference_pct: 0.95,
      yearly: "2565.00",
      ten_year: "68199.21",
    });
    expect(alpha!.saving.growth).toMatchObject({ rate_pct: 11, basis: "own_5y_return" });
    // No 5-year return of its own, and 1 plan of its category with one (a median needs 5): no growth assumed, said;
    // 14000 x (1.01^10 - 1).
    expect(beta!.saving).toMatchObject({ yearly: "140.00", ten_year: "1464.71" });
    expect(beta!.saving.growth).toMatchObject({ rate_pct: 0, basis: "assumption", as_of: null });
    expect(beta!.saving.growth!.reason).toContain("neither the fund nor its category has a 5-year return");
    expect(etf!.saving.status).toBe("not_regular");
    // (4320 + 266) / 284000 = 1.6148%; the ETF's Rs 1,500 is left out, not counted at 0%.
    expect(costs.portfolio).toMatchObject({
      value: "285500.00",
      ter_known_value: "284000.00",
      unknown_ter_value: "1500.00",
      annual_cost: "4586.00",
      yearly_saving: "2705.00",
      ten_year_saving: "69663.92",
    });
    expect(costs.portfolio.weighted_ter_pct).toBeCloseTo(1.614789, 6);
    expect(costs.disclaimer).toContain("not financial, investment, tax or legal advice");
  });

  it("taxes switching now from the FIFO lots, with grandfathering, the exit load and the exemption the year's sale left", async () => {
    const plan = (await costsOf()).switch!;
    // Rs 1.25 lakh less the Rs 40,000 booked by the June sale.
    expect(plan.exemption_left).toBe("85000.00");
    const alpha = plan.holdings.find((h) => h.scheme_code === 1002)!;
    expect(alpha.lots.map((l) => [l.buy_date, l.units, l.term, l.exit_load, l.gain])).toEqual([
      // 6000 units left of the 2017 lot: cost max(36000, min(6000 x 8, 120000)) = 48000.
      ["2017-06-01", "6000.000", "long", "0.00", "72000.00"],
      ["2019-06-01", "5000.000", "long", "0.00", "50000.00"],
      // 50000 - 45000 - 1% load of 500.
      ["2026-05-01", "2500.000", "short", "500.00", "4500.00"],
    ]);
    // (4500 x 20% + (122000 - 85000) x 12.5%) x 1.04 = (900 + 4625) x 1.04.
    expect(alpha.alone).toMatchObject({
      equity_short_term: "4500.00",
      equity_long_term: "122000.00",
      exemption_used: "85000.00",
      tax: "5746.00",
    });
    // Waiting to 2-May-2027: (900 - 5000 x 12.5%) x 1.04 = 286 less tax, no load; 50000 x 0.95% x 156 / 365 more TER.
    expect(alpha.lots[2]!.wait).toEqual({
      from: "2027-05-02",
      tax_less: "286.00",
      exit_load_less: "500.00",
      extra_ter: "203.01",
      worth_waiting: true,
    });
    expect(alpha.wait_note).toContain("Waiting saves more for 1 lot(s)");
    const beta = plan.holdings.find((h) => h.scheme_code === 2002)!;
    expect(beta.alone).toMatchObject({ equity_long_term: "2000.00", tax: "0.00" });
    expect(plan.holdings.map((h) => h.scheme_code)).toEqual([1002, 2002]);
    // Together: (900 + (124000 - 85000) x 12.5%) x 1.04 = (900 + 4875) x 1.04.
    expect(plan.total).toMatchObject({ equity_long_term: "124000.00", exit_load: "500.00", tax: "6006.00" });
  });

  it("answers the member's GET /api/v1/portfolio/xray-costs, and 401 without a login", async () => {
    const answer = await memberCalls(ctx, member, "/portfolio")("GET", "/xray-costs");
    expect(answer.status).toBe(200);
    const payload = answer.body.payload as XrayCosts;
    expect(payload.holdings.map((h) => h.scheme_code)).toEqual([1002, 2002, 2201]);
    expect(payload.switch!.holdings).toHaveLength(2);
    expect((await ctx.call("/api/v1/portfolio/xray-costs")).status).toBe(401);
  });
});

describe("publicXrayCosts", () => {
  it("costs funds and amounts without lots: no tax, a repeated plan summed, an unknown code said", async () => {
    const costs = await publicXrayCosts(
      ctx.sql,
      [
        { schemeCode: 1002, amount: 60_000 },
        { schemeCode: 1002, amount: 40_000 },
        { schemeCode: 9999, amount: 5_000 },
      ],
      TODAY,
    );
    expect(costs.switch).toBeNull();
    expect(costs.holdings.map((h) => [h.scheme_code, h.value, h.saving.yearly])).toEqual([
      [1002, "100000.00", "950.00"],
    ]);
    expect(costs.notes).toContain("No recent NAV on the site for scheme code(s) 9999: left out.");
  });
});
