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

interface PlanRow {
  scheme_code: number;
  name: string;
  fund_house: string;
  nav: number | null;
  nav_date: string | null;
  as_of: string | null;
  source: string | null;
  lines: XrayLine[] | null;
}

/**
 * The plans of the codes (those that exist, in no order) with their scheme's latest portfolio, read from the
 * scheme_holdings view (the factsheets' and the fund houses' disclosures, migration 0016) the fund page and the
 * compare page read, by the same rule: the scheme's latest date. One round trip for every plan; the view is read
 * twice per plan (its latest date, then that date's lines), through indexes (migration 0031).
 */
export async function loadXrayPlans(sql: Sql, schemeCodes: readonly number[]): Promise<XrayPlan[]> {
  if (schemeCodes.length === 0) return [];
  const rows = await sql<PlanRow[]>`
    select p.scheme_code, p.display_name as name, a.name as fund_house,
      st.last_nav::float8 as nav, to_char(st.last_nav_date, 'YYYY-MM-DD') as nav_date,
      to_char(latest.as_of, 'YYYY-MM-DD') as as_of, disclosed.source, disclosed.lines
    from plans p
    join schemes s on s.id = p.scheme_id
    join amcs a on a.id = s.amc_id
    left join plan_nav_stats st on st.scheme_code = p.scheme_code
    cross join lateral (select max(as_of) as as_of from scheme_holdings where scheme_id = p.scheme_id) latest
    cross join lateral (
      select min(h.source) as source,
        json_agg(json_build_object('name', h.name, 'isin', h.isin, 'sector', h.sector,
          'assetType', h.asset_type, 'weightPct', h.weight_pct) order by h.weight_pct desc, h.name) as lines
      from scheme_holdings h where h.scheme_id = p.scheme_id and h.as_of = latest.as_of) disclosed
    where p.scheme_code = any(${schemeCodes as number[]}::int[])`;
  return rows.map((row) => ({
    schemeCode: row.scheme_code,
    name: row.name,
    fundHouse: row.fund_house,
    nav: row.nav,
    navDate: row.nav_date,
    portfolio: row.as_of ? { asOf: row.as_of, source: row.source ?? "", lines: row.lines ?? [] } : null,
  }));
}
