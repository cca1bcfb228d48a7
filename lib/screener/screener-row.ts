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
const DATED_COLUMNS = ["expense_ratio", "aum", "risk_level"] as const satisfies readonly DatedColumn[];
/** The row's columns that leave it as fact_sources. */
const SOURCE_COLUMNS = new Set<string>(DATED_COLUMNS.flatMap((fact) => [`${fact}_as_of`, `${fact}_source`]));

export type ScreenerRowData = Omit<ScreenerPlan, "desktop_logo_url" | "fact_sources"> &
  Record<`${DatedColumn}_as_of` | `${DatedColumn}_source`, string | null>;

/**
 * Screener rows for the API and the lists; each dated fact is marked stale against today in India, read once
 * for the rows. The plan's fields keep the row's column order (the answer's bytes); they are copied in a loop
 * because a rest pattern over a row cost about 4 µs a row, most of an uncached screener page's own time.
 */
export function toScreenerPlans(rows: readonly ScreenerRowData[]): ScreenerPlan[] {
  const today = todayInIndia();
  // Most rows share a few as-of dates: each (fact, date) is judged once.
  const staleness = new Map<string, boolean>();
  const sourceOf = (row: ScreenerRowData, fact: DatedColumn): ScreenerPlan["fact_sources"][DatedColumn] => {
    const asOf = row[`${fact}_as_of`];
    const source = row[`${fact}_source`];
    if (asOf === null || source === null) return null;
    const known = `${fact} ${asOf}`;
    let stale = staleness.get(known);
    if (stale === undefined) staleness.set(known, (stale = isStale(fact, asOf, today)));
    return { as_of: asOf, source, stale };
  };
  return rows.map((row) => {
    const plan: Record<string, unknown> = {};
    for (const column in row) if (!SOURCE_COLUMNS.has(column)) plan[column] = row[column as keyof ScreenerRowData];
    plan.desktop_logo_url = amcLogoUrl(row.amc_slug);
    plan.fact_sources = {
      expense_ratio: sourceOf(row, "expense_ratio"),
      aum: sourceOf(row, "aum"),
      risk_level: sourceOf(row, "risk_level"),
    };
    return plan as ScreenerPlan;
  });
}
