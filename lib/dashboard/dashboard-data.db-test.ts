import { loadOrCreateKeys } from "@/lib/auth/service/signing-keys";
import { createTestMember, type TestMember } from "@/lib/auth/testing/member-token";
import { startApiTestContext, type ApiTestContext } from "@/lib/api/testing/api-test-context";
import { memberCalls } from "@/lib/api/testing/member-calls";
import { fixtureOfferDates } from "@/lib/api/testing/api-fixture";
import { loadDashboard } from "@/lib/dashboard/dashboard-data";
import { todayInIndia } from "@/lib/ingest/today-in-india";
import { RISK_QUESTIONNAIRE } from "@/lib/content/risk-profile";

let ctx: ApiTestContext;
let member: TestMember;
beforeAll(async () => {
  ctx = await startApiTestContext();
  member = await createTestMember(ctx.sql, await loadOrCreateKeys(ctx.sql));
});
afterAll(async () => {
  await ctx.stop();
});

const post = (path: string, body: unknown) => memberCalls(ctx, member)("POST", path, body);

describe("loadDashboard", () => {
  it("is empty but complete for a new member, with the offers open today", async () => {
    const data = await loadDashboard(ctx.sql, member.id, todayInIndia());
    expect(data).toMatchObject({
      netWorth: null,
      movers: [],
      goals: [],
      risk: null,
      portfolio: { current_value: 0, funds: 0, xirr_pct: null },
    });
    expect(data.openOffers.every((o) => o.status === "open")).toBe(true);
    expect(data.openOffers.map((o) => o.open_date)).toContain(fixtureOfferDates().open.open);
  });

  it("gathers the member's net worth, portfolio, watchlist movers, goals and risk profile", async () => {
    await post("/financial-plan/my-finance", { assets: { bank: 500_000 }, liabilities: { carLoan: 200_000 } });
    await post("/portfolio/transactions", { scheme_code: 1001, kind: "buy", date: "2023-11-20", amount: 11_200 });
    const list = await post("/watchlists/", { name: "Core" });
    const listId = (list.body.payload as { id: string }).id;
    await post(`/watchlists/${listId}/items`, { scheme_code: 1001 });
    await post(`/watchlists/${listId}/items`, { scheme_code: 1101 });
    await post("/financial-plan/goals", {
      goals: [
        {
          kind: "car",
          name: "Car",
          today_cost: 800_000,
          years: 3,
          inflation_pct: 5,
          return_pct: 8,
          savings: 200_000,
          step_up_pct: 0,
        },
      ],
    });
    const answers = Object.fromEntries(RISK_QUESTIONNAIRE.questions.map((q) => [q.id, q.options[0]!.id]));
    await post("/risk-profile/results", { answers });

    const data = await loadDashboard(ctx.sql, member.id, todayInIndia());
    expect(data.netWorth?.value).toBe(300_000);
    expect(data.portfolio.funds).toBe(1);
    expect(data.portfolio.xirr_pct).toBeCloseTo(12, 1);
    // 1001 grows 12% a year and 1101 6.5%: the day's change of 1001 is the larger.
    expect(data.movers.map((m) => m.schemeCode)).toEqual([1001, 1101]);
    expect(data.goals).toHaveLength(1);
    expect(data.goals[0]!.futureCost).toBeCloseTo(800_000 * 1.05 ** 3, 6);
    expect(data.goals[0]!.fundedPct).toBeCloseTo(((200_000 * 1.08 ** 3) / (800_000 * 1.05 ** 3)) * 100, 6);
    expect(data.risk).toMatchObject({ profile: expect.any(String), score: expect.any(Number) });
  });
});
