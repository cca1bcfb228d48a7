import type { Sql } from "postgres";
import { notFound } from "@/lib/api/api-error";
import type { AmcDetail } from "@/lib/api/schemas/amc";
import { amcLogoUrl } from "@/lib/screener/amc-logo";
import { SCREENER_ROW_COLUMNS, toScreenerPlan, type ScreenerRowData } from "@/lib/screener/screener-row";

/** A fund house by id or slug with its active funds; 404 when none matches. */
export async function amcDetail(sql: Sql, ref: string): Promise<AmcDetail> {
  const id = /^\d{1,9}$/.test(ref) ? Number(ref) : null;
  const [amc] = await sql<{ id: number; slug: string; name: string }[]>`
    select id, slug, name from amcs where ${id === null ? sql`slug = ${ref.toLowerCase()}` : sql`id = ${id}`}`;
  if (!amc) throw notFound(`No fund house matches '${ref}'. See /mutual-funds/asset-management-companies for the list.`);
  const [funds, [totals], classes] = await Promise.all([
    sql<ScreenerRowData[]>`
      select ${sql.unsafe(SCREENER_ROW_COLUMNS)} from screener_plans
      where amc_id = ${amc.id} and is_fund_primary
      order by aum desc nulls last, scheme_code`,
    sql<{ fund_count: number; plan_count: number; total_aum: number | null }[]>`
      with schemes as (select scheme_id, max(aum) as aum from screener_plans where amc_id = ${amc.id} group by scheme_id)
      select (select count(*) from schemes)::int as fund_count, (select count(*) from screener_plans where amc_id = ${amc.id})::int as plan_count,
        (select sum(aum) from schemes) as total_aum`,
    sql<AmcDetail["asset_classes"]>`
      with schemes as (
        select scheme_id, coalesce(max(sebi_category_name), 'Other') as asset_class, max(aum) as aum
        from screener_plans where amc_id = ${amc.id} group by scheme_id
      )
      select asset_class, count(*)::int as fund_count, sum(aum) as aum from schemes group by asset_class order by count(*) desc, asset_class`,
  ]);
  return {
    ...amc,
    logo_url: amcLogoUrl(amc.slug),
    fund_count: totals?.fund_count ?? 0,
    plan_count: totals?.plan_count ?? 0,
    total_aum: totals?.total_aum ?? null,
    asset_classes: classes,
    funds: funds.map(toScreenerPlan),
  };
}
