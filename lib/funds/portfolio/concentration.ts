import type { Sql } from "postgres";
import type { ConcentrationPayload } from "@/lib/api/schemas/fund-portfolio";
import { latestAsOf } from "@/lib/funds/portfolio/latest-as-of";
import { schemeOfPlan } from "@/lib/funds/portfolio/scheme-of-plan";

interface ConcentrationRow {
  holdings_count: number;
  top_5_weight_pct: number | null;
  top_10_weight_pct: number | null;
  top_sector_label: string | null;
  top_sector_weight_pct: number | null;
  top_3_sectors_weight_pct: number | null;
}

/**
 * Weight of the largest holdings and sectors of the latest portfolio. Cash and its equivalents (TREPS, net
 * current assets...) are no holding: they are neither counted nor ranked. Sectors are equity's, from the same
 * holdings (not the factsheet's sector table) so that every figure is of one date; a fund without equity has
 * no largest sector (a bond fund's one AIF unit labelled "Financial Services" is not its sector).
 */
export async function concentration(sql: Sql, schemeCode: number): Promise<ConcentrationPayload> {
  const schemeId = await schemeOfPlan(sql, schemeCode);
  const asOf = await latestAsOf(sql, "scheme_holdings", schemeId);
  const [row] = asOf
    ? await sql<ConcentrationRow[]>`
        with ranked as (
          select sector, asset_type, weight_pct, row_number() over (order by weight_pct desc, name) as rank
          from scheme_holdings where scheme_id = ${schemeId} and as_of = ${asOf} and asset_type <> 'Cash'
        ),
        sectors as (
          select sector as label, sum(weight_pct) as weight_pct, row_number() over (order by sum(weight_pct) desc, sector) as rank
          from ranked where sector is not null and asset_type = 'Equity' group by sector
        )
        select (select count(*)::int from ranked) as holdings_count,
          (select round(sum(weight_pct)::numeric, 2)::float8 from ranked where rank <= 5) as top_5_weight_pct,
          (select round(sum(weight_pct)::numeric, 2)::float8 from ranked where rank <= 10) as top_10_weight_pct,
          (select label from sectors where rank = 1) as top_sector_label,
          (select round(weight_pct::numeric, 2)::float8 from sectors where rank = 1) as top_sector_weight_pct,
          (select round(sum(weight_pct)::numeric, 2)::float8 from sectors where rank <= 3) as top_3_sectors_weight_pct`
    : [];
  return {
    scheme_code: schemeCode,
    as_of: asOf,
    holdings_count: row?.holdings_count ?? 0,
    top_5_weight_pct: row?.top_5_weight_pct ?? null,
    top_10_weight_pct: row?.top_10_weight_pct ?? null,
    top_sector:
      row?.top_sector_label != null && row.top_sector_weight_pct != null
        ? { label: row.top_sector_label, weight_pct: row.top_sector_weight_pct }
        : null,
    top_3_sectors_weight_pct: row?.top_3_sectors_weight_pct ?? null,
  };
}
