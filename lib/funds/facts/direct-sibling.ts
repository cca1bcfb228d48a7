import type { FundOverview } from "@/lib/api/schemas/funds";
import type { PlanRef } from "@/lib/funds/plan-lookup";
import type { PlanFacts } from "@/lib/funds/facts/latest-plan-facts";

type DirectPlan = NonNullable<FundOverview["direct_plan"]>;

/**
 * The Direct plan beside a Regular one: same scheme, same option (the lowest code when AMFI lists two), with
 * its expense ratio. Null for a plan that is not Regular, or a fund without a Direct plan of that option.
 */
export function directSiblingOf(plan: PlanRef, variants: readonly PlanRef[]): PlanRef | null {
  if (plan.plan_type !== "Regular") return null;
  const siblings = variants
    .filter((v) => v.plan_type === "Direct" && v.option_type === plan.option_type)
    .sort((a, b) => a.scheme_code - b.scheme_code);
  return siblings[0] ?? null;
}

/** The Direct plan's part of the overview, from its facts. */
export function directPlanOf(sibling: PlanRef, facts: PlanFacts): DirectPlan {
  return {
    scheme_code: sibling.scheme_code,
    isin: sibling.isin,
    plan_display_name: sibling.plan_display_name,
    expense_ratio: facts.expense_ratio,
  };
}
