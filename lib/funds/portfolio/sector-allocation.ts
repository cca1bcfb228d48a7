import type { Sql } from "postgres";
import type { SectorAllocationPayload } from "@/lib/api/schemas/fund-portfolio";
import { latestAllocation, type WeightedLabel } from "@/lib/funds/portfolio/allocations";
import { latestAsOf } from "@/lib/funds/portfolio/latest-as-of";
import { schemeOfPlan } from "@/lib/funds/portfolio/scheme-of-plan";

/**
 * Sector weights, largest first. Absent is_equity: the factsheet's own sector breakdown. true: the latest
 * equity holdings summed by sector. false: debt funds have no sectors, so the other holdings are summed by
 * asset type (Debt, Money Market, Cash...).
 */
export async function sectorAllocation(
  sql: Sql,
  schemeCode: number,
  isEquity?: boolean,
): Promise<SectorAllocationPayload> {
  const schemeId = await schemeOfPlan(sql, schemeCode);
  if (isEquity === undefined) {
    const { as_of, rows } = await latestAllocation(sql, "scheme_sector_allocations", schemeId);
    return { scheme_code: schemeCode, as_of, sectors: rows };
  }
  const asOf = await latestAsOf(sql, "scheme_holdings", schemeId);
  if (!asOf) return { scheme_code: schemeCode, as_of: null, sectors: [] };
  const sectors = isEquity
    ? await sql<WeightedLabel[]>`
        select coalesce(sector, 'Unclassified') as label, round(sum(weight_pct)::numeric, 2)::float8 as weight_pct
        from scheme_holdings
        where scheme_id = ${schemeId} and as_of = ${asOf} and asset_type = 'Equity'
        group by 1 order by 2 desc, 1`
    : await sql<WeightedLabel[]>`
        select asset_type as label, round(sum(weight_pct)::numeric, 2)::float8 as weight_pct
        from scheme_holdings
        where scheme_id = ${schemeId} and as_of = ${asOf} and asset_type <> 'Equity'
        group by 1 order by 2 desc, 1`;
  return { scheme_code: schemeCode, as_of: asOf, sectors: [...sectors] };
}
