import type { ScreenerPlan } from "@/lib/api/schemas/screener";
import { amcLogoUrl } from "@/lib/screener/amc-logo";

/** The columns of screener_plans that make a screener row (SQL, for `sql.unsafe`). */
export const SCREENER_ROW_COLUMNS = `scheme_code, isin, plan_display_name, amc_slug, amc_name, category_slug, sebi_category_name,
  sebi_subcategory_name, plan_type, option_type, risk_level, return_1y, return_3y, return_5y, expense_ratio, aum, nav,
  to_char(nav_date, 'YYYY-MM-DD') as nav_date`;

export type ScreenerRowData = Omit<ScreenerPlan, "desktop_logo_url">;

export function toScreenerPlan(row: ScreenerRowData): ScreenerPlan {
  return { ...row, desktop_logo_url: amcLogoUrl(row.amc_slug) };
}
