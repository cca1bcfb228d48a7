import { notFound } from "@/lib/api/api-error";
import type { PlanRef } from "@/lib/funds/plan-lookup";

export const DEFAULT_PLAN_TYPE = "Regular";
export const DEFAULT_OPTION_TYPE = "Growth";

/**
 * Picks the plan of a fund that the request asks for. The spec's defaults (Regular, Growth) apply when the
 * fund has such a plan; a fund without one (an ETF has a single plan; some funds are Direct-only) falls back
 * to the ISIN's own plan. A plan type or option the caller named explicitly and the fund lacks is a 404.
 */
export function chooseVariant(
  own: PlanRef,
  variants: readonly PlanRef[],
  asked: { plan_type?: PlanRef["plan_type"]; option_type?: PlanRef["option_type"] },
): PlanRef {
  const planType = asked.plan_type ?? DEFAULT_PLAN_TYPE;
  const optionType = asked.option_type ?? DEFAULT_OPTION_TYPE;
  const match = variants.find((v) => (v.plan_type ?? planType) === planType && (v.option_type ?? optionType) === optionType);
  if (match) return match;
  if (asked.plan_type === undefined && asked.option_type === undefined) return own;
  const available = variants.map((v) => [v.plan_type, v.option_type].filter(Boolean).join(" ") || "single plan").join(", ");
  throw notFound(`This fund has no ${planType} ${optionType} plan. Its plans: ${available}.`);
}
