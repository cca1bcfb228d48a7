import type { ScreenerPlan } from "@/lib/api/schemas/screener";
import { amcLogoUrl } from "@/lib/funds/amc-logo";
import { isStale } from "@/lib/funds/facts/fact-refresh";
import { todayInIndia } from "@/lib/ingest/today-in-india";
import { investorReturnSql } from "@/lib/screener/investor-return-sql";

const RETURNS = ["return_1y", "return_3y", "return_5y"].map((c) => `${investorReturnSql(c)} as ${c}`).join(", ");

/** The columns of screener_plans that make a screener row (SQL, for `sql.unsafe`); IDCW plans' returns are null. */
export const SCREENER_ROW_COLUMNS = `scheme_code, isin, plan_display_name, amc_slug, amc_name, category_slug, sebi_category_name,
  sebi_subcategory_name, plan_type, option_type, risk_level, ${RETURNS}, expense_ratio, aum, nav,
  to_char(nav_date, 'YYYY-MM-DD') as nav_date,
  to_char(expense_ratio_as_of, 'YYYY-MM-DD') as expense_ratio_as_of, expense_ratio_source,
  to_char(aum_as_of, 'YYYY-MM-DD') as aum_as_of, aum_source,
  to_char(risk_level_as_of, 'YYYY-MM-DD') as risk_level_as_of, risk_level_source`;

type DatedColumn = keyof ScreenerPlan["fact_sources"];

export type ScreenerRowData = Omit<ScreenerPlan, "desktop_logo_url" | "fact_sources"> &
  Record<`${DatedColumn}_as_of` | `${DatedColumn}_source`, string | null>;

function sourceOf(row: ScreenerRowData, fact: DatedColumn, today: string): ScreenerPlan["fact_sources"][DatedColumn] {
  const asOf = row[`${fact}_as_of`];
  const source = row[`${fact}_source`];
  return asOf === null || source === null ? null : { as_of: asOf, source, stale: isStale(fact, asOf, today) };
}

/** A screener row for the API and the lists; each dated fact is marked stale against today in India. */
export function toScreenerPlan(row: ScreenerRowData): ScreenerPlan {
  const today = todayInIndia();
  const {
    expense_ratio_as_of: _e,
    expense_ratio_source: _es,
    aum_as_of: _a,
    aum_source: _as,
    risk_level_as_of: _r,
    risk_level_source: _rs,
    ...plan
  } = row;
  return {
    ...plan,
    desktop_logo_url: amcLogoUrl(row.amc_slug),
    fact_sources: {
      expense_ratio: sourceOf(row, "expense_ratio", today),
      aum: sourceOf(row, "aum", today),
      risk_level: sourceOf(row, "risk_level", today),
    },
  };
}
