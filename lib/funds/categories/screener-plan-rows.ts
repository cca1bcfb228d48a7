import type { ScreenerPlan } from "@/lib/api/schemas/screener";
import { amcLogoUrl } from "@/lib/screener/amc-logo";

/**
 * The columns of a screener row (the screener list's shape), to select from `screener_plans` or from a
 * relation with its columns. Constant text: safe for sql.unsafe.
 */
export const SCREENER_PLAN_COLUMNS = `scheme_code, isin, plan_display_name, amc_slug, amc_name, category_slug, sebi_category_name, sebi_subcategory_name,
  plan_type, option_type, risk_level, return_1y, return_3y, return_5y, expense_ratio, aum, nav, to_char(nav_date, 'YYYY-MM-DD') as nav_date`;

export type ScreenerPlanRow = Omit<ScreenerPlan, "desktop_logo_url">;

export function withLogo(row: ScreenerPlanRow): ScreenerPlan {
  return { ...row, desktop_logo_url: amcLogoUrl(row.amc_slug) };
}
