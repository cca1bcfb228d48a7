import { loadOrCreateKeys, type EmbeddedKeys } from "@/lib/auth/service/signing-keys";
import { createTestMember, type TestMember } from "@/lib/auth/testing/member-token";
import { startApiTestContext, type ApiTestContext } from "@/lib/api/testing/api-test-context";
import { memberCalls } from "@/lib/api/testing/member-calls";
import { RISK_QUESTIONNAIRE } from "@/lib/content/risk-profile";

let ctx: ApiTestContext;
let keys: EmbeddedKeys;
beforeAll(async () => {
  ctx = await startApiTestContext();
  keys = await loadOrCreateKeys(ctx.sql);
});
afterAll(async () => {
  await ctx.stop();
});

const as = (member: TestMember) => memberCalls(ctx, member);

const VALID = {
  "spending-habits": {
    monthly_income: 120_000,
    expenses: { housing: 30_000, food: 12_000, emis: 18_000, discretionary: 9_000 },
  },
  "my-finance": { assets: { bank: 250_000, mutualFunds: 900_000 }, liabilities: { carLoan: 300_000 } },
  "emergency-fund": { essential_monthly: 60_000, situation: "moderate", saved: 150_000, months: 12 },
  goals: {
    goals: [
      {
        kind: "education",
        name: "Meera's college",
        today_cost: 2_500_000,
        years: 12,
        inflation_pct: 8,
        return_pct: 12,
        savings: 300_000,
        step_up_pct: 10,
      },
    ],
  },
} as const;

describe("financial-plan tools", () => {
  it.each(Object.keys(VALID) as (keyof typeof VALID)[])(
    "%s: saves, loads the latest back, keeps the earlier saves",
    async (tool) => {
      const call = as(await createTestMember(ctx.sql, keys));
      expect((await call("GET", `/financial-plan/${tool}`)).body).toEqual({
        status: "success",
        payload: { latest: null, history: [] },
      });
      const saved = await call("POST", `/financial-plan/${tool}`, VALID[tool]);
      expect(saved.status).toBe(200);
      expect((saved.body.payload as { latest: { data: unknown } }).latest.data).toEqual(VALID[tool]);
      await call("POST", `/financial-plan/${tool}`, VALID[tool]);
      const loaded = (await call("GET", `/financial-plan/${tool}`)).body.payload as {
        latest: { data: unknown; saved_at: string };
        history: unknown[];
      };
      expect(loaded.latest.data).toEqual(VALID[tool]);
      expect(loaded.history).toHaveLength(1);
    },
  );

  it.each([
    ["spending-habits", { monthly_income: -1, expenses: {} }],
    ["spending-habits", { monthly_income: 1e13, expenses: {} }],
    ["spending-habits", { monthly_income: "50000", expenses: {} }],
    ["spending-habits", { monthly_income: 50_000, expenses: { "<script>alert(1)</script>": 5 } }],
    ["my-finance", { assets: { bank: Number.NaN }, liabilities: {} }],
    ["my-finance", { assets: { bank: "<img src=x onerror=alert(1)>" }, liabilities: {} }],
    ["emergency-fund", { essential_monthly: 50_000, situation: "reckless", saved: 0, months: 6 }],
    ["emergency-fund", { essential_monthly: 50_000, situation: "stable", saved: 0, months: 0 }],
    ["goals", { goals: [{ ...VALID.goals.goals[0], years: 0 }] }],
    ["goals", { goals: [{ ...VALID.goals.goals[0], name: "   " }] }],
    ["goals", { goals: [{ ...VALID.goals.goals[0], inflation_pct: 500 }] }],
  ])("%s refuses %j with a 400 and stores nothing", async (tool, body) => {
    const member = await createTestMember(ctx.sql, keys);
    const answer = await as(member)("POST", `/financial-plan/${tool}`, body);
    expect(answer.status).toBe(400);
    expect(answer.body.status).toBe("error");
    expect(answer.body.payload).toMatch(/^Field '/);
    const [row] = await ctx.sql<
      { n: number }[]
    >`select count(*)::int as n from member_plans where user_id = ${member.id}`;
    expect(row?.n).toBe(0);
  });

  it("keeps each member's plans to themselves", async () => {
    const a = await createTestMember(ctx.sql, keys);
    const b = await createTestMember(ctx.sql, keys);
    await as(a)("POST", "/financial-plan/my-finance", VALID["my-finance"]);
    expect((await as(b)("GET", "/financial-plan/my-finance")).body.payload).toEqual({ latest: null, history: [] });
    expect((await ctx.call("/api/v1/financial-plan/my-finance")).status).toBe(401);
  });
});

describe("risk-profile results", () => {
  const answers = Object.fromEntries(
    RISK_QUESTIONNAIRE.questions.map((q) => [q.id, [...q.options].sort((x, y) => y.points - x.points)[0]!.id]),
  );

  it("scores on the server, keeps every result, newest first", async () => {
    const call = as(await createTestMember(ctx.sql, keys));
    const first = await call("POST", "/risk-profile/results", { answers });
    expect(first.body.payload).toMatchObject({
      score: 40,
      max_score: 40,
      profile: "Aggressive",
      questionnaire_version: RISK_QUESTIONNAIRE.version,
      answers,
    });
    const cautious = { ...answers, horizon: "under-1" };
    const second = await call("POST", "/risk-profile/results", { answers: cautious });
    expect(second.body.payload).toMatchObject({ score: 36, profile: "Conservative" });
    const history = (await call("GET", "/risk-profile/results")).body.payload as { profile: string }[];
    expect(history.map((r) => r.profile)).toEqual(["Conservative", "Aggressive"]);
  });

  it("refuses an incomplete or foreign set of answers and stores nothing", async () => {
    const member = await createTestMember(ctx.sql, keys);
    const partial = { ...answers };
    delete (partial as Record<string, string>).loss;
    const missing = await as(member)("POST", "/risk-profile/results", { answers: partial });
    expect(missing).toMatchObject({ status: 400, body: { payload: "Please answer every question (missing: loss)." } });
    const foreign = await as(member)("POST", "/risk-profile/results", { answers: { ...answers, age: "<script>" } });
    expect(foreign).toMatchObject({
      status: 400,
      body: { payload: "These answers are not options of the questionnaire: age." },
    });
    expect((await as(member)("GET", "/risk-profile/results")).body.payload).toEqual([]);
  });
});
