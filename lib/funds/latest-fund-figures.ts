import type { Sql } from "postgres";
import { investorReturnSql } from "@/lib/screener/investor-return-sql";

/** A plan's latest figures from screener_plans, with the NAV before its latest (for the day's change). */
export interface LatestFundFigures {
  scheme_code: number;
  plan_display_name: string;
  isin: string | null;
  amc_name: string;
  amc_slug: string;
  asset_class: string | null;
  category: string | null;
  risk_level: string | null;
  option_type: "Growth" | "IDCW Payout" | "IDCW Reinvestment" | "Bonus" | null;
  nav: number;
  /** YYYY-MM-DD */
  nav_date: string;
  previous_nav: number | null;
  /** Null for an IDCW or bonus plan (payout-returns.ts): its NAV return is not the investor's. */
  return_1y: number | null;
  return_3y: number | null;
  expense_ratio: number | null;
  aum: number | null;
}

/** The day's change of the latest NAV against the one before, percent to 2 decimals; null without a previous NAV. */
export function dayChangePct({ nav, previous_nav }: Pick<LatestFundFigures, "nav" | "previous_nav">): number | null {
  return previous_nav ? Number((((nav - previous_nav) / previous_nav) * 100).toFixed(2)) : null;
}

/** The latest figures of the plans asked for that have a recent NAV (the others are left out). */
export async function latestFundFigures(
  sql: Sql,
  schemeCodes: readonly number[],
): Promise<Map<number, LatestFundFigures>> {
  if (schemeCodes.length === 0) return new Map();
  const rows = await sql<(Omit<LatestFundFigures, "nav_date"> & { nav_date: Date })[]>`
    select sp.scheme_code, sp.plan_display_name, sp.isin, sp.amc_name, sp.amc_slug, sp.sebi_category_name as asset_class,
      sp.sebi_subcategory_name as category, sp.risk_level, sp.option_type, sp.nav, sp.nav_date,
      ${sql.unsafe(investorReturnSql("sp.return_1y"))} as return_1y, ${sql.unsafe(investorReturnSql("sp.return_3y"))} as return_3y,
      sp.expense_ratio::float8 as expense_ratio, sp.aum::float8 as aum, previous.nav::float8 as previous_nav
    from screener_plans sp
    left join lateral (
      select n.nav from navs n where n.scheme_code = sp.scheme_code and n.nav_date < sp.nav_date order by n.nav_date desc limit 1
    ) previous on true
    where sp.scheme_code in ${sql(schemeCodes as number[])}`;
  return new Map(rows.map((row) => [row.scheme_code, { ...row, nav_date: row.nav_date.toISOString().slice(0, 10) }]));
}
