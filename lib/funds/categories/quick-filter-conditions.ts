import type { PendingQuery, Row, Sql } from "postgres";
import { LARGE_FUND_AUM_CR, type QuickFilterSlug } from "@/lib/funds/categories/quick-filter-catalogue";

const PASSIVE = `(category_slug in ('other-index-funds', 'other-etfs') or plan_display_name ~* '\\m(index|etf)\\M')`;

/**
 * What each quick filter matches, as a condition on the rows of scopedPlans(). Constant SQL text: safe for
 * sql.unsafe. Fund age runs to today, as in the screener.
 */
export const QUICK_FILTER_CONDITIONS: Record<QuickFilterSlug, string> = {
  direct: `plan_type = 'Direct'`,
  regular: `plan_type = 'Regular'`,
  growth: `coalesce(option_type, 'Growth') = 'Growth'`,
  idcw: `option_type in ('IDCW Payout', 'IDCW Reinvestment')`,
  "index-funds": PASSIVE,
  active: `not ${PASSIVE}`,
  "low-expense": `expense_ratio < median_expense_ratio`,
  "top-quartile-1y": `quartile_1y = 1`,
  "top-quartile-3y": `quartile_3y = 1`,
  "top-quartile-5y": `quartile_5y = 1`,
  "large-size": `aum >= ${LARGE_FUND_AUM_CR}`,
  "low-risk": `risk_level in ('Low', 'Low to Moderate')`,
  "sip-100": `min_sip <= 100`,
  "sip-500": `min_sip <= 500`,
  "five-year-track-record": `launch_date <= (current_date - interval '5 years')::date`,
  "new-funds": `launch_date > (current_date - interval '1 year')::date`,
};

export interface PlanScope {
  assetClass: string;
  categoryId: number | null;
}

/**
 * A `scoped` relation: the screener rows of a broad category (or one SEBI category in it) with what the
 * conditions need beside them: the median expense ratio of the row's SEBI category and plan type, and the
 * row's quartile in its category for 1, 3 and 5 years.
 */
export function scopedPlans(sql: Sql, scope: PlanScope): PendingQuery<Row[]> {
  // A fresh fragment for each use: both CTEs filter on the scope.
  const where = () =>
    scope.categoryId === null
      ? sql`sp.sebi_category_name = ${scope.assetClass}`
      : sql`sp.category_id = ${scope.categoryId}`;
  return sql`
    with medians as (
      select category_id, plan_type, percentile_cont(0.5) within group (order by expense_ratio) as median_expense_ratio
      from screener_plans sp where ${where()} and expense_ratio is not null group by category_id, plan_type
    ),
    scoped as (
      select sp.*, med.median_expense_ratio,
        (m.details->'ranks'->'1y'->>'quartile')::int as quartile_1y,
        (m.details->'ranks'->'3y'->>'quartile')::int as quartile_3y,
        (m.details->'ranks'->'5y'->>'quartile')::int as quartile_5y
      from screener_plans sp
      left join plan_metrics m on m.scheme_code = sp.scheme_code
      left join medians med on med.category_id = sp.category_id and med.plan_type is not distinct from sp.plan_type
      where ${where()}
    )`;
}
