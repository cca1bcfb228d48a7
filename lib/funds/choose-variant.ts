import { notFound } from "@/lib/api/api-error";
import type { PlanRef } from "@/lib/funds/plan-lookup";

export const DEFAULT_PLAN_TYPE = "Regular";
export const DEFAULT_OPTION_TYPE = "Growth";

type Asked = { plan_type?: PlanRef["plan_type"]; option_type?: PlanRef["option_type"] };

/**
 * Picks the plan of a fund that the request asks for. What the caller names must match exactly (an ETF's
 * single plan has no plan type or option, so naming one finds nothing: 404). Among the plans that remain,
 * the defaults decide: Regular before Direct, Growth before IDCW; then the ISIN's own plan. So a
 * Direct-only fund answers its Direct Growth plan, and an ETF its only plan.
 */
export function chooseVariant(own: PlanRef, variants: readonly PlanRef[], asked: Asked): PlanRef {
  const candidates = variants.filter(
    (v) =>
      (asked.plan_type === undefined || v.plan_type === asked.plan_type) &&
      (asked.option_type === undefined || v.option_type === asked.option_type),
  );
  if (candidates.length === 0) {
    const wanted = [asked.plan_type, asked.option_type].filter(Boolean).join(" ");
    const available = variants
      .map((v) => [v.plan_type, v.option_type].filter(Boolean).join(" ") || "single plan")
      .join(", ");
    throw notFound(`This fund has no ${wanted} plan. Its plans: ${available}.`);
  }
  const score = (v: PlanRef) =>
    (v.plan_type === DEFAULT_PLAN_TYPE ? 4 : 0) +
    (v.option_type === DEFAULT_OPTION_TYPE || v.option_type === null ? 2 : 0) +
    (v.scheme_code === own.scheme_code ? 1 : 0);
  return candidates.reduce((best, v) => (score(v) > score(best) ? v : best));
}
