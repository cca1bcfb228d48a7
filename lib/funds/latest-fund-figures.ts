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
  /** The latest verified NAV: the latest one the NAV screening did not hold back. */
  nav: number;
  /** YYYY-MM-DD */
  nav_date: string;
  /** The NAV before `nav`, for the day's change. */
  previous_nav: number | null;
  /** The latest NAV as AMFI published it, when the screening held it back (nav_events kind held-back). */
  unverified_nav: { nav: number; nav_date: string } | null;
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

/**
 * The latest figures of the plans asked for that have a recent NAV (the others are left out). A latest NAV the
 * screening held back (a unit split read as a -98% day, say) is reported beside the figures, never counted: a
 * member's units x that NAV would be a false value, so values and the day's change use the latest verified NAV.
 */
export async function latestFundFigures(
  sql: Sql,
  schemeCodes: readonly number[],
): Promise<Map<number, LatestFundFigures>> {
  if (schemeCodes.length === 0) return new Map();
  const rows = await sql<
    (Omit<LatestFundFigures, "nav_date" | "unverified_nav"> & {
      nav_date: Date;
      published_nav: number;
      published_date: Date;
    })[]
  >`
    select sp.scheme_code, sp.plan_display_name, sp.isin, sp.amc_name, sp.amc_slug, sp.sebi_category_name as asset_class,
      sp.sebi_subcategory_name as category, sp.risk_level, sp.option_type,
      ${sql.unsafe(investorReturnSql("sp.return_1y"))} as return_1y, ${sql.unsafe(investorReturnSql("sp.return_3y"))} as return_3y,
      sp.expense_ratio::float8 as expense_ratio, sp.aum::float8 as aum,
      sp.nav as published_nav, sp.nav_date as published_date,
      verified.nav::float8 as nav, verified.nav_date, previous.nav::float8 as previous_nav
    from screener_plans sp
    join lateral (
      select n.nav, n.nav_date from navs n
      where n.scheme_code = sp.scheme_code and n.nav_date <= sp.nav_date
        and not exists (select 1 from nav_events e
          where e.scheme_code = n.scheme_code and e.kind = 'held-back' and e.nav_date = n.nav_date)
      order by n.nav_date desc limit 1
    ) verified on true
    left join lateral (
      select n.nav from navs n where n.scheme_code = sp.scheme_code and n.nav_date < verified.nav_date
      order by n.nav_date desc limit 1
    ) previous on true
    where sp.scheme_code in ${sql(schemeCodes as number[])}`;
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return new Map(
    rows.map(({ published_nav, published_date, ...row }) => [
      row.scheme_code,
      {
        ...row,
        nav_date: iso(row.nav_date),
        unverified_nav:
          iso(published_date) === iso(row.nav_date) ? null : { nav: published_nav, nav_date: iso(published_date) },
      },
    ]),
  );
}
