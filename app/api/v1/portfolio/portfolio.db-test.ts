import { loadOrCreateKeys, type EmbeddedKeys } from "@/lib/auth/service/signing-keys";
import { createTestMember, type TestMember } from "@/lib/auth/testing/member-token";
import { startApiTestContext, type ApiTestContext } from "@/lib/api/testing/api-test-context";
import { memberCalls } from "@/lib/api/testing/member-calls";
import type { PortfolioSummary, Transaction } from "@/lib/api/schemas/portfolio";

// The fixture's plan 1001 compounds at exactly 12% a year (NAV = 10 × 1.12^(days/365) from 2022-11-20), so
// any holding of it has an XIRR of 12% on the latest NAV (2026-11-20), and 2023-11-20's NAV is 11.2.
let ctx: ApiTestContext;
let keys: EmbeddedKeys;
beforeAll(async () => {
  ctx = await startApiTestContext();
  keys = await loadOrCreateKeys(ctx.sql);
});
afterAll(async () => {
  await ctx.stop();
});

const as = (member: TestMember) => memberCalls(ctx, member, "/portfolio");

describe("portfolio transactions", () => {
  it("prices a purchase at the NAV of its date and values three transactions with XIRR", async () => {
    const call = as(await createTestMember(ctx.sql, keys));
    const buy = await call("POST", "/transactions", {
      scheme_code: 1001,
      kind: "buy",
      date: "2023-11-20",
      amount: 11_200,
    });
    expect(buy.status).toBe(200);
    // Stamp duty, 0.005% of a purchase since 1 July 2020: ₹0.56 of ₹11,200, so (11,200 − 0.56) / 11.2 = 999.95 units.
    expect(buy.body.payload).toMatchObject({
      kind: "buy",
      date: "2023-11-20",
      nav: 11.2,
      units: 999.95,
      amount: 11_200,
    });
    await call("POST", "/transactions", { scheme_code: 1001, kind: "sip", date: "2024-11-19", amount: 5_000 });
    const sell = await call("POST", "/transactions", {
      scheme_code: 1001,
      kind: "sell",
      date: "2025-05-20",
      units: 100,
    });
    expect(sell.status).toBe(200);

    const list = (await call("GET", "/transactions")).body.payload as Transaction[];
    expect(list.map((t) => t.kind)).toEqual(["buy", "sip", "sell"]);
    const summary = (await call("GET", "")).body.payload as PortfolioSummary;
    const latestNav = 10 * Math.pow(1.12, 1461 / 365);
    // The SIP's ₹5,000 pays ₹0.25 of stamp duty; the sale pays none.
    const units = 999.95 + 4_999.75 / (10 * Math.pow(1.12, 730 / 365)) - 100;
    expect(summary.holdings).toHaveLength(1);
    expect(summary.holdings[0]!.units).toBeCloseTo(units, 3);
    expect(summary.current_value).toBeCloseTo(units * latestNav, 0);
    expect(summary.xirr_pct).toBeCloseTo(12, 1);
    expect(summary.holdings[0]!.xirr_pct).toBeCloseTo(12, 1);
    expect(summary.by_asset_class).toEqual([{ label: "Equity", value: summary.current_value, share_pct: 100 }]);
    expect(summary.day_change).toBeGreaterThan(0);
  });

  it("refuses selling more than was held, a future date, a date before any NAV, an unknown fund, and both amount and units", async () => {
    const member = await createTestMember(ctx.sql, keys);
    const call = as(member);
    await call("POST", "/transactions", { scheme_code: 1001, kind: "buy", date: "2024-01-01", units: 10 });
    const cases: [unknown, string | RegExp][] = [
      [
        { scheme_code: 1001, kind: "sell", date: "2024-06-01", units: 11 },
        /^You held 10\.000 units of this fund on 2024-06-01, fewer than the 11\.000 units sold\.$/,
      ],
      [{ scheme_code: 1001, kind: "sell", date: "2023-12-31", units: 1 }, /^You held 0\.000 units/],
      [{ scheme_code: 1001, kind: "buy", date: "2099-01-01", amount: 100 }, "The date cannot be in the future."],
      [
        { scheme_code: 1001, kind: "buy", date: "2020-01-01", amount: 100 },
        "There is no NAV of this fund on or before 2020-01-01: give the units and the price a unit (or the amount and the units) from your statement, and they are recorded as your own figures.",
      ],
      [{ scheme_code: 4242, kind: "buy", date: "2024-01-01", amount: 100 }, "There is no fund with this scheme code."],
      [
        { scheme_code: 1001, kind: "buy", date: "2024-01-01", amount: 100, units: 1 },
        /^This fund has a NAV on 2024-01-01, on or before 2024-01-01, and the transaction is priced at it: give either an amount or a number of units, without a price\.$/,
      ],
      [{ scheme_code: 1001, kind: "buy", date: "2024-01-01" }, /give an amount or a number of units/],
      [
        { scheme_code: 1001, kind: "buy", date: "2020-01-01", amount: 850, nav: 8.5 },
        /give the number of units with your own price/,
      ],
      [{ scheme_code: 1001, kind: "buy", date: "2024-01-01", amount: -5 }, /^Field 'amount'/],
      [{ scheme_code: 1001, kind: "buy", date: "2024-01-01", amount: "<script>" }, /^Field 'amount'/],
      [{ scheme_code: 1001, kind: "gift", date: "2024-01-01", amount: 5 }, /^Field 'kind'/],
    ];
    for (const [body, message] of cases) {
      const answer = await call("POST", "/transactions", body);
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
      expect(answer.body.payload).toEqual(typeof message === "string" ? message : expect.stringMatching(message));
    }
    const [row] = await ctx.sql<
      { n: number }[]
    >`select count(*)::int as n from portfolio_transactions where user_id = ${member.id}`;
    expect(row?.n).toBe(1);
  });

  it("deletes only the member's own transactions", async () => {
    const a = await createTestMember(ctx.sql, keys);
    const b = await createTestMember(ctx.sql, keys);
    const id = (
      (await as(a)("POST", "/transactions", { scheme_code: 2001, kind: "buy", date: "2024-01-01", amount: 1000 })).body
        .payload as Transaction
    ).id;
    expect((await as(b)("DELETE", `/transactions/${id}`)).status).toBe(404);
    expect((await as(b)("GET", "/transactions")).body.payload).toEqual([]);
    expect((await as(b)("GET", "")).body.payload).toMatchObject({ holdings: [], current_value: 0, xirr_pct: null });
    expect((await as(a)("DELETE", `/transactions/${id}`)).body).toEqual({ status: "success", payload: { id } });
  });

  it("answers a new manual transaction a statement covers as covered, as the list then shows it (one rule)", async () => {
    const member = await createTestMember(ctx.sql, keys);
    // An imported statement of plan 1001 for 2023-24 (the import itself is statements.db-test.ts's; its record suffices).
    await ctx.sql`
      insert into cas_imports (user_id, layout, period_from, period_to, scheme_codes, transactions_added, transactions_present, schemes_skipped)
      values (${member.id}, 'detailed', '2023-04-01', '2024-03-31', '{1001}', 1, 0, 0)`;
    const call = as(member);
    const inside = await call("POST", "/transactions", {
      scheme_code: 1001,
      kind: "buy",
      date: "2024-01-01",
      amount: 1000,
    });
    const outside = await call("POST", "/transactions", {
      scheme_code: 1001,
      kind: "buy",
      date: "2024-06-03",
      amount: 1000,
    });
    expect([inside.status, outside.status]).toEqual([200, 200]);
    const answered = [inside.body.payload, outside.body.payload] as Transaction[];
    expect(answered.map((t) => t.covered)).toEqual([true, false]);
    const listed = (await call("GET", "/transactions")).body.payload as Transaction[];
    expect(listed).toEqual(answered);
  });

  it("records a purchase before the site's first NAV (2022-11-20) from the member's own figures, marked so", async () => {
    const member = await createTestMember(ctx.sql, keys);
    const call = as(member);
    // Units and price: 100 units at ₹8.5 before stamp duty (1 July 2020) cost 100 x 8.5 = ₹850.00.
    const first = await call("POST", "/transactions", {
      scheme_code: 1001,
      kind: "buy",
      date: "2020-01-01",
      units: 100,
      nav: 8.5,
    });
    expect(first.status).toBe(200);
    expect(first.body.payload).toMatchObject({
      date: "2020-01-01",
      units: 100,
      nav: 8.5,
      amount: 850,
      own_figures: true,
    });
    // Amount and units: ₹10,000 less ₹0.50 stamp duty for 999.95 units: (10,000 - 0.50) / 999.95 = ₹10.0000 a unit.
    const second = await call("POST", "/transactions", {
      scheme_code: 1001,
      kind: "sip",
      date: "2021-05-03",
      amount: 10_000,
      units: 999.95,
    });
    expect(second.body.payload).toMatchObject({ units: 999.95, nav: 10, amount: 10_000, own_figures: true });
    // All three, agreeing to the rounding of printed figures: 12.346 x 81.0001 = 1,000.0272 plus 0.005% = 1,000.08.
    const third = await call("POST", "/transactions", {
      scheme_code: 1001,
      kind: "buy",
      date: "2022-02-01",
      amount: 1000.08,
      units: 12.346,
      nav: 81.0001,
    });
    expect(third.body.payload).toMatchObject({ amount: 1000.08, units: 12.346, nav: 81.0001, own_figures: true });
    const refused: [unknown, string][] = [
      [
        { scheme_code: 1001, kind: "buy", date: "2020-01-01", units: 100, nav: 8.5, amount: 900 },
        "The amount ₹900.00 does not agree with 100.000 units at ₹8.5000 a unit, which come to ₹850.00. Check the three figures on your statement.",
      ],
      [
        { scheme_code: 1001, kind: "buy", date: "2020-01-01", units: 100.12345, nav: 8.5 },
        "Give the units to at most 3 decimals, as your statement prints it.",
      ],
      [{ scheme_code: 1001, kind: "buy", date: "2020-01-01", units: 100, nav: -1 }, "Field 'nav' must be at least 0."],
    ];
    for (const [body, message] of refused) {
      const answer = await call("POST", "/transactions", body);
      expect({ status: answer.status, payload: answer.body.payload }).toEqual({ status: 400, payload: message });
    }
    const listed = (await call("GET", "/transactions")).body.payload as Transaction[];
    expect(listed.map((t) => [t.date, t.own_figures])).toEqual([
      ["2020-01-01", true],
      ["2021-05-03", true],
      ["2022-02-01", true],
    ]);
    const summary = (await call("GET", "")).body.payload as PortfolioSummary;
    expect(summary.holdings[0]!.units).toBeCloseTo(100 + 999.95 + 12.346, 6);
    expect(summary.holdings[0]!.own_figures).toBe(true);
    expect(summary.invested).toBeCloseTo(850 + 10_000 + 1000.08, 6);
  });
});
