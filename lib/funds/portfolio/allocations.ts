import type { Sql } from "postgres";
import type { AssetAllocationPayload, CreditQualityPayload } from "@/lib/api/schemas/fund-portfolio";
import { latestAsOf } from "@/lib/funds/portfolio/latest-as-of";
import { schemeOfPlan } from "@/lib/funds/portfolio/scheme-of-plan";

export interface WeightedLabel {
  label: string;
  weight_pct: number;
}

export interface LatestAllocation {
  as_of: string | null;
  rows: WeightedLabel[];
}

/** The breakdown of a scheme's latest factsheet from one of the three (scheme, as_of, label, weight) views, largest first. */
export async function latestAllocation(
  sql: Sql,
  table: "scheme_sector_allocations" | "scheme_asset_allocations" | "scheme_credit_quality",
  schemeId: number,
): Promise<LatestAllocation> {
  const asOf = await latestAsOf(sql, table, schemeId);
  if (!asOf) return { as_of: null, rows: [] };
  const rows = await sql<WeightedLabel[]>`
    select label, weight_pct::float8 as weight_pct
    from ${sql(table)}
    where scheme_id = ${schemeId} and as_of = ${asOf}
    order by weight_pct desc, label`;
  return { as_of: asOf, rows: [...rows] };
}

/** Asset-class split (Equity, Debt, Cash & Equivalents...) of the plan's scheme. */
export async function assetAllocation(sql: Sql, schemeCode: number): Promise<AssetAllocationPayload> {
  const { as_of, rows } = await latestAllocation(sql, "scheme_asset_allocations", await schemeOfPlan(sql, schemeCode));
  return { scheme_code: schemeCode, as_of, allocation: rows };
}

/** Credit-rating split of the plan's scheme. */
export async function creditQuality(sql: Sql, schemeCode: number): Promise<CreditQualityPayload> {
  const { as_of, rows } = await latestAllocation(sql, "scheme_credit_quality", await schemeOfPlan(sql, schemeCode));
  return { scheme_code: schemeCode, as_of, ratings: rows };
}
