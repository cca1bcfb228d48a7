import type { Sql } from "postgres";
import type { TopHoldingsPayload } from "@/lib/api/schemas/fund-portfolio";
import { equityCondition } from "@/lib/funds/portfolio/equity-filter";
import { latestAsOf } from "@/lib/funds/portfolio/latest-as-of";
import { schemeOfPlan } from "@/lib/funds/portfolio/scheme-of-plan";

const TOP_HOLDINGS = 10;

/**
 * The 10 largest holdings of the scheme's latest portfolio (cash and its equivalents are no holding), optionally only equity (true) or only the rest
 * (false). as_of is the portfolio's date even when the filter leaves nothing.
 */
export async function topHoldings(sql: Sql, schemeCode: number, isEquity?: boolean): Promise<TopHoldingsPayload> {
  const schemeId = await schemeOfPlan(sql, schemeCode);
  const asOf = await latestAsOf(sql, "scheme_holdings", schemeId);
  if (!asOf) return { scheme_code: schemeCode, as_of: null, holdings: [] };
  const holdings = await sql<TopHoldingsPayload["holdings"]>`
    select name, isin, sector, asset_type, rating, weight_pct::float8 as weight_pct, notes
    from scheme_holdings
    where scheme_id = ${schemeId} and as_of = ${asOf} and asset_type <> 'Cash' ${equityCondition(sql, isEquity)}
    order by weight_pct desc, name
    limit ${TOP_HOLDINGS}`;
  return { scheme_code: schemeCode, as_of: asOf, holdings: [...holdings] };
}
