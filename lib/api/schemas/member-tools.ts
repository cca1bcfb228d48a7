import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { ASSET_HEADS, LIABILITY_HEADS } from "@/lib/planning/net-worth";
import { COVER_MONTHS } from "@/lib/planning/emergency-fund";
import { GOAL_KINDS } from "@/lib/planning/goal-kinds";
import { EXPENSE_HEADS } from "@/lib/planning/spending-habits";
import { PROFILE_NAMES } from "@/lib/risk-profile/questionnaire-schema";

// Amounts in rupees: not negative, at most ₹1 lakh crore (anything larger is a typing slip, not a plan).
const rupees = z.number().min(0).max(1e12).meta({ description: "Rupees, 0 to 1,00,00,00,00,00,000." });
const percent = (max: number) => z.number().min(0).max(max);
const amounts = <K extends string>(heads: Record<K, unknown>) =>
  z.strictObject(
    Object.fromEntries(Object.keys(heads).map((head) => [head, rupees.optional()])) as Record<
      K,
      z.ZodOptional<typeof rupees>
    >,
  );

export const spendingHabitsInput = z.strictObject({ monthly_income: rupees, expenses: amounts(EXPENSE_HEADS) });
export const myFinanceInput = z.strictObject({ assets: amounts(ASSET_HEADS), liabilities: amounts(LIABILITY_HEADS) });
export const emergencyFundInput = z.strictObject({
  essential_monthly: rupees,
  situation: z.enum(Object.keys(COVER_MONTHS) as [keyof typeof COVER_MONTHS, ...(keyof typeof COVER_MONTHS)[]]),
  saved: rupees,
  months: z.number().int().min(1).max(120),
});
export const goalsInput = z.strictObject({
  goals: z
    .array(
      z.strictObject({
        kind: z.enum(GOAL_KINDS),
        name: z.string().trim().min(1).max(60),
        today_cost: rupees.refine((v) => v > 0, "must be more than 0"),
        years: z.number().int().min(1).max(50),
        inflation_pct: percent(20),
        return_pct: percent(30),
        savings: rupees,
        step_up_pct: percent(50),
      }),
    )
    .max(20),
});

export type GoalInput = z.output<typeof goalsInput>["goals"][number];

export const PLAN_TOOLS = {
  "spending-habits": spendingHabitsInput,
  "my-finance": myFinanceInput,
  "emergency-fund": emergencyFundInput,
  goals: goalsInput,
} as const;
export type PlanTool = keyof typeof PLAN_TOOLS;

const savedPlan = <S extends z.ZodType>(data: S) =>
  z.object({
    latest: z.object({ data, saved_at: z.string() }).nullable(),
    history: z
      .array(z.object({ data, saved_at: z.string() }))
      .meta({ description: "Earlier saves, newest first (at most 24)." }),
  });

const TAG = "Member tools";
const member = { cacheable: false, member: true, tag: TAG } as const;

function planEndpoints<T extends PlanTool>(tool: T, title: string) {
  const data = PLAN_TOOLS[tool];
  return [
    defineEndpoint({
      ...member,
      method: "GET",
      path: `/api/v1/financial-plan/${tool}`,
      summary: `The member's ${title}`,
      payload: savedPlan(data),
    }),
    defineEndpoint({
      ...member,
      method: "POST",
      path: `/api/v1/financial-plan/${tool}`,
      summary: `Save the member's ${title}`,
      body: data,
      payload: savedPlan(data),
    }),
  ] as const;
}

export const SPENDING_HABITS_ENDPOINTS = planEndpoints("spending-habits", "spending habits");
export const MY_FINANCE_ENDPOINTS = planEndpoints("my-finance", "assets and liabilities");
export const EMERGENCY_FUND_ENDPOINTS = planEndpoints("emergency-fund", "emergency fund");
export const GOALS_ENDPOINTS = planEndpoints("goals", "goals");

export const riskProfileResult = z.object({
  id: z.uuid(),
  questionnaire_version: z.string(),
  score: z.number().int(),
  max_score: z.number().int(),
  profile: z.enum(PROFILE_NAMES),
  answers: z.record(z.string(), z.string()),
  taken_at: z.string(),
});
export type RiskProfileResultRow = z.output<typeof riskProfileResult>;

export const listRiskResultsEndpoint = defineEndpoint({
  ...member,
  method: "GET",
  path: "/api/v1/risk-profile/results",
  summary: "The member's risk-profile results, newest first",
  payload: z.array(riskProfileResult),
});

export const saveRiskResultEndpoint = defineEndpoint({
  ...member,
  method: "POST",
  path: "/api/v1/risk-profile/results",
  summary: "Score a completed questionnaire and keep the result",
  description: "The server scores the answers with the current questionnaire; earlier results stay in the history.",
  body: z.strictObject({
    answers: z
      .record(z.string().max(40), z.string().max(40))
      .refine((a) => Object.keys(a).length <= 40, "has too many answers"),
  }),
  payload: riskProfileResult,
});

export const MEMBER_TOOL_ENDPOINTS = [
  listRiskResultsEndpoint,
  saveRiskResultEndpoint,
  ...SPENDING_HABITS_ENDPOINTS,
  ...MY_FINANCE_ENDPOINTS,
  ...EMERGENCY_FUND_ENDPOINTS,
  ...GOALS_ENDPOINTS,
];
