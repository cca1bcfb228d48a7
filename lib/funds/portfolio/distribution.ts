import type { Sql } from "postgres";
import type { DistributionPayload } from "@/lib/api/schemas/fund-portfolio";
import { latestAsOf } from "@/lib/funds/portfolio/latest-as-of";
import { schemeOfPlan } from "@/lib/funds/portfolio/scheme-of-plan";

/**
 * The latest portfolio summed by instrument type (weight and number of holdings), largest first. Cash and its
 * equivalents keep their weight (so the types add up to 100 %) but count as no holding.
 */
export async function distribution(sql: Sql, schemeCode: number): Promise<DistributionPayload> {
  const schemeId = await schemeOfPlan(sql, schemeCode);
  const asOf = await latestAsOf(sql, "scheme_holdings", schemeId);
  if (!asOf) return { scheme_code: schemeCode, as_of: null, by_asset_type: [], holdings_count: 0 };
  const byAssetType = await sql<DistributionPayload["by_asset_type"]>`
    select asset_type as label, round(sum(weight_pct)::numeric, 2)::float8 as weight_pct,
      (count(*) filter (where asset_type <> 'Cash'))::int as holdings_count
    from scheme_holdings
    where scheme_id = ${schemeId} and as_of = ${asOf}
    group by asset_type
    order by 2 desc, 1`;
  const holdingsCount = byAssetType.reduce((total, type) => total + type.holdings_count, 0);
  return { scheme_code: schemeCode, as_of: asOf, by_asset_type: [...byAssetType], holdings_count: holdingsCount };
}
