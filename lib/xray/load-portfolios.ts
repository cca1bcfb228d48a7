import type { Sql } from "postgres";
import type { XrayLine, XrayPortfolio } from "@/lib/xray/xray-types";

/** A plan the X-ray can look through: its names, its latest NAV and its scheme's latest disclosed portfolio. */
export interface XrayPlan {
  schemeCode: number;
  name: string;
  fundHouse: string;
  /** The latest NAV in ₹ and its date; null before the first. */
  nav: number | null;
  navDate: string | null;
  portfolio: XrayPortfolio | null;
}

/** A plan's own facts: XrayPlan without its portfolio, and the scheme whose portfolio it has. */
export interface XrayPlanFacts extends Omit<XrayPlan, "portfolio"> {
  schemeId: number;
}

interface PlanRow {
  scheme_code: number;
  scheme_id: number;
  name: string;
  fund_house: string;
  nav: number | null;
  nav_date: string | null;
}

interface PortfolioRow {
  scheme_id: number;
  as_of: string;
  source: string | null;
  lines: XrayLine[];
}

/** The plans of the codes (those that exist, in no order): names, fund house and latest NAV (plan_nav_stats). */
export async function readXrayPlanFacts(sql: Sql, schemeCodes: readonly number[]): Promise<XrayPlanFacts[]> {
  if (schemeCodes.length === 0) return [];
  const rows = await sql<PlanRow[]>`
    select p.scheme_code, p.scheme_id, p.display_name as name, a.name as fund_house,
      st.last_nav::float8 as nav, to_char(st.last_nav_date, 'YYYY-MM-DD') as nav_date
    from plans p
    join schemes s on s.id = p.scheme_id
    join amcs a on a.id = s.amc_id
    left join plan_nav_stats st on st.scheme_code = p.scheme_code
    where p.scheme_code = any(${schemeCodes as number[]}::int[])`;
  return rows.map((row) => ({
    schemeCode: row.scheme_code,
    schemeId: row.scheme_id,
    name: row.name,
    fundHouse: row.fund_house,
    nav: row.nav,
    navDate: row.nav_date,
  }));
}

/**
 * Each scheme's latest disclosed portfolio (schemes without one are left out), read from the scheme_holdings view
 * (the factsheets' and the fund houses' disclosures, migration 0016) the fund page and the compare page read, by
 * the same rule: the scheme's latest date. One round trip; the view is read twice per scheme (its latest date,
 * then that date's lines), through indexes (migration 0031).
 */
export async function readSchemePortfolios(
  sql: Sql,
  schemeIds: readonly number[],
): Promise<Map<number, XrayPortfolio>> {
  if (schemeIds.length === 0) return new Map();
  const rows = await sql<PortfolioRow[]>`
    select s.id as scheme_id, to_char(latest.as_of, 'YYYY-MM-DD') as as_of, disclosed.source, disclosed.lines
    from schemes s
    cross join lateral (select max(as_of) as as_of from scheme_holdings where scheme_id = s.id) latest
    cross join lateral (
      select min(h.source) as source,
        json_agg(json_build_object('name', h.name, 'isin', h.isin, 'sector', h.sector,
          'assetType', h.asset_type, 'weightPct', h.weight_pct) order by h.weight_pct desc, h.name) as lines
      from scheme_holdings h where h.scheme_id = s.id and h.as_of = latest.as_of) disclosed
    where s.id = any(${schemeIds as number[]}::int[]) and latest.as_of is not null`;
  return new Map(
    rows.map((row) => [row.scheme_id, { asOf: row.as_of, source: row.source ?? "", lines: row.lines ?? [] }]),
  );
}
