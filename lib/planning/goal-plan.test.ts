import { goalsAgainstCapacity, planGoal, planSavedGoal } from "@/lib/planning/goal-plan";

// Hand-computed (Python, closed forms): 10 lakh today, 10 years, 6% inflation -> 17,90,847.70; a monthly SIP at
// the start of each month at 12%/12 grows by ((1.01^120 - 1) / 0.01) × 1.01 = 232.339076 per rupee.
const BASE = {
  todayCost: 1_000_000,
  years: 10,
  inflationPct: 6,
  returnPct: 12,
  savings: 0,
  stepUpPct: 0,
  sipTiming: "start",
} as const;

describe("planGoal", () => {
  it("grows the cost with inflation and finds the SIP that reaches it", () => {
    const plan = planGoal(BASE);
    expect(plan.futureCost).toBeCloseTo(1_790_847.6965, 3);
    expect(plan.monthlySip).toBeCloseTo(7_707.9057, 3);
    expect(plan.lumpsumToday).toBeCloseTo(1_790_847.6965 / Math.pow(1.12, 10), 3);
    expect(plan.sipInvested).toBeCloseTo(7_707.9057 * 120, 1);
    expect(plan.path).toHaveLength(10);
    expect(plan.path.at(-1)!.projected).toBeCloseTo(plan.futureCost, 4);
    expect(plan.path.at(-1)!.goalCost).toBeCloseTo(plan.futureCost, 6);
  });

  it("a month-end SIP (an ordinary annuity, (1.01^120 - 1) / 0.01 = 230.038690 per rupee) needs a little more", () => {
    const plan = planGoal({ ...BASE, sipTiming: "end" });
    expect(plan.monthlySip).toBeCloseTo(1_790_847.6965 / 230.03869045, 3);
    expect(plan.monthlySip).toBeCloseTo(7_784.9848, 3);
    expect(plan.sipInvested).toBeCloseTo(7_784.9848 * 120, 1);
    expect(plan.path.at(-1)!.projected).toBeCloseTo(plan.futureCost, 4);
    // After one year: 12 month-end instalments, ((1.01^12 - 1) / 0.01) = 12.682503 per rupee.
    expect(plan.path[0]!.projected).toBeCloseTo(7_784.9848 * 12.682503013, 2);
  });

  it("plans a goal as saved (the API's fields) like the same inputs given directly", () => {
    const saved = {
      kind: "education",
      name: "College",
      today_cost: 1_000_000,
      years: 10,
      inflation_pct: 6,
      return_pct: 12,
      savings: 0,
      step_up_pct: 0,
    } as const;
    expect(planSavedGoal(saved, "start").monthlySip).toBeCloseTo(7_707.9057, 3);
    expect(planSavedGoal(saved, "end").monthlySip).toBeCloseTo(7_784.9848, 3);
  });

  it("counts earmarked savings at the expected return", () => {
    const plan = planGoal({ ...BASE, savings: 200_000 });
    expect(plan.savingsFutureValue).toBeCloseTo(621_169.6417, 3);
    expect(plan.shortfall).toBeCloseTo(1_790_847.6965 - 621_169.6417, 3);
    expect(plan.monthlySip).toBeCloseTo(5_034.3579, 3);
    expect(plan.lumpsumToday).toBeCloseTo(376_605.0291, 3);
  });

  it("with a 10% yearly step-up starts lower and ends higher", () => {
    const plan = planGoal({ ...BASE, stepUpPct: 10 });
    expect(plan.monthlySip).toBeCloseTo(5_307.2749, 3);
    expect(plan.lastMonthlySip).toBeCloseTo(5_307.2749 * Math.pow(1.1, 9), 2);
  });

  it("with zero inflation the future cost is today's cost", () => {
    const plan = planGoal({ ...BASE, inflationPct: 0 });
    expect(plan.futureCost).toBe(1_000_000);
    expect(plan.monthlySip).toBeCloseTo(1_000_000 / 232.339076352, 4);
  });

  it("with zero return the SIP is the shortfall spread over the months, and the lumpsum is the shortfall", () => {
    const plan = planGoal({ ...BASE, returnPct: 0, inflationPct: 0, savings: 100_000 });
    expect(plan.shortfall).toBe(900_000);
    expect(plan.monthlySip).toBeCloseTo(7_500, 9);
    expect(plan.lumpsumToday).toBe(900_000);
    expect(plan.savingsFutureValue).toBe(100_000);
  });

  it("needs nothing when the savings already cover the goal", () => {
    const plan = planGoal({ ...BASE, savings: 2_000_000 });
    expect([plan.shortfall, plan.monthlySip, plan.lumpsumToday]).toEqual([0, 0, 0]);
  });
});

describe("goalsAgainstCapacity", () => {
  it("adds the goals' SIPs and compares them with what the member can save", () => {
    const a = planGoal(BASE);
    const b = planGoal({ ...BASE, todayCost: 500_000 });
    expect(goalsAgainstCapacity([a, b], 10_000)).toEqual({
      totalMonthlySip: a.monthlySip + b.monthlySip,
      capacity: 10_000,
      gap: a.monthlySip + b.monthlySip - 10_000,
      affordable: false,
    });
    expect(goalsAgainstCapacity([b], 10_000).affordable).toBe(true);
    expect(goalsAgainstCapacity([], 0)).toEqual({ totalMonthlySip: 0, capacity: 0, gap: 0, affordable: true });
  });
});
