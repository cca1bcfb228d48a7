import type { GoalInput } from "@/lib/api/schemas/member-tools";
import type { Timing } from "@/lib/calculators/periods";
import { calculateSip, sipInstalmentForTarget } from "@/lib/calculators/sip";

/**
 * The goal planner's convention, shown on the page: the cost grows with inflation once a year; savings
 * already earmarked and the SIP grow at the expected return; the SIP is paid at the start of each month by
 * default (the SIP calculator's annuity due) or at its end, with the rate r/12, and a step-up raises it once
 * every 12 months (calculateSip with the SIP's timing).
 */
export const GOAL_PLAN_CONVENTION =
  "Future cost = today's cost × (1 + inflation)^years. Savings already set aside grow at the expected return, compounded yearly. " +
  "The monthly SIP is invested at the start of each month (or, if you choose, at its end, which needs a little more) and compounds monthly at the expected return ÷ 12 (as in our SIP calculator); " +
  "with a step-up it rises by that percentage every 12 months. The lumpsum is what you would invest today, once, instead of the SIP.";

export interface GoalInputs {
  todayCost: number;
  years: number;
  inflationPct: number;
  returnPct: number;
  /** Savings already earmarked for this goal, in rupees today. */
  savings: number;
  stepUpPct: number;
  /** When each month's SIP is paid: "start" (the default) or "end" of the month. */
  sipTiming: Timing;
}

export interface GoalPathRow {
  year: number;
  /** What the SIP and the earmarked savings are worth at the end of this year. */
  projected: number;
  /** The goal's cost in that year's rupees. */
  goalCost: number;
}

export interface GoalPlan {
  futureCost: number;
  savingsFutureValue: number;
  /** What the SIP must build: the future cost less what the savings will have become (never below 0). */
  shortfall: number;
  monthlySip: number;
  /** The SIP of the final year (with a step-up). */
  lastMonthlySip: number;
  lumpsumToday: number;
  sipInvested: number;
  path: GoalPathRow[];
}

export function planGoal(goal: GoalInputs): GoalPlan {
  const inflation = 1 + goal.inflationPct / 100;
  const growth = 1 + goal.returnPct / 100;
  const futureCost = goal.todayCost * Math.pow(inflation, goal.years);
  const savingsFutureValue = goal.savings * Math.pow(growth, goal.years);
  const shortfall = Math.max(0, futureCost - savingsFutureValue);
  const sipPlan = {
    annualRatePct: goal.returnPct,
    frequency: "monthly" as const,
    months: goal.years * 12,
    stepUpPct: goal.stepUpPct,
    timing: goal.sipTiming,
  };
  const monthlySip = shortfall === 0 ? 0 : sipInstalmentForTarget(sipPlan, shortfall);
  const sip = calculateSip({ ...sipPlan, instalment: monthlySip });
  const path = sip.rows.map((row) => ({
    year: row.year,
    projected: row.value + goal.savings * Math.pow(growth, row.year),
    goalCost: goal.todayCost * Math.pow(inflation, row.year),
  }));
  return {
    futureCost,
    savingsFutureValue,
    shortfall,
    monthlySip,
    lastMonthlySip: sip.lastInstalment,
    lumpsumToday: shortfall / Math.pow(growth, goal.years),
    sipInvested: sip.invested,
    path,
  };
}

/** A goal as the member saves it (the API's fields) planned with the SIP paid at `sipTiming`. */
export function planSavedGoal(goal: GoalInput, sipTiming: Timing): GoalPlan {
  return planGoal({
    todayCost: goal.today_cost,
    years: goal.years,
    inflationPct: goal.inflation_pct,
    returnPct: goal.return_pct,
    savings: goal.savings,
    stepUpPct: goal.step_up_pct,
    sipTiming,
  });
}

/** Several goals against the member's monthly savings capacity (from Spending Habits). */
export function goalsAgainstCapacity(
  plans: readonly GoalPlan[],
  monthlyCapacity: number,
): { totalMonthlySip: number; capacity: number; gap: number; affordable: boolean } {
  const totalMonthlySip = plans.reduce((sum, plan) => sum + plan.monthlySip, 0);
  return {
    totalMonthlySip,
    capacity: monthlyCapacity,
    gap: Math.max(0, totalMonthlySip - monthlyCapacity),
    affordable: totalMonthlySip <= monthlyCapacity,
  };
}
