import type { Sql } from "postgres";
import type { PortfolioHolding } from "@/lib/funds/compare/holdings-overlap";

/** A plan's latest disclosed portfolio (its scheme's), without the cash line. */
export interface DisclosedPortfolio {
  as_of: string;
  holdings: PortfolioHolding[];
}

/**
 * Each plan's latest portfolio, in the order of the codes: null when its scheme has never disclosed one.
 * Cash, TREPS and net current assets are left out: they are not securities two funds can share.
 */
export async function compareHoldings(
  sql: Sql,
  schemeCodes: readonly number[],
): Promise<(DisclosedPortfolio | null)[]> {
  if (schemeCodes.length === 0) return [];
  const rows = await sql<{ scheme_code: number; as_of: string | null; holdings: PortfolioHolding[] }[]>`
    select p.scheme_code, to_char(latest.as_of, 'YYYY-MM-DD') as as_of,
      coalesce((
        select json_agg(json_build_object('name', h.name, 'isin', h.isin, 'weight_pct', h.weight_pct) order by h.weight_pct desc, h.name)
        from scheme_holdings h where h.scheme_id = p.scheme_id and h.as_of = latest.as_of and h.asset_type <> 'Cash'
      ), '[]') as holdings
    from plans p
    cross join lateral (select max(as_of) as as_of from scheme_holdings where scheme_id = p.scheme_id) latest
    where p.scheme_code = any(${schemeCodes as number[]}::int[])`;
  const byCode = new Map(rows.map((row) => [row.scheme_code, row]));
  return schemeCodes.map((code) => {
    const row = byCode.get(code);
    return row?.as_of ? { as_of: row.as_of, holdings: row.holdings } : null;
  });
}
