import type { Sql } from "postgres";
import { notFound } from "@/lib/api/api-error";
import type { AmcDetail } from "@/lib/api/schemas/amc";
import { amcLogoUrl } from "@/lib/funds/amc-logo";
import { amcAumCoverage, NO_AUM_COVERAGE } from "@/lib/funds/amc-aum-coverage";
import { fundAumOnce } from "@/lib/funds/fund-aum-once";
import { SCREENER_ROW_COLUMNS, toScreenerPlans, type ScreenerRowData } from "@/lib/screener/screener-row";

/** A fund house by id or slug with its active funds; 404 when none matches. */
export async function amcDetail(sql: Sql, ref: string): Promise<AmcDetail> {
  const id = /^\d{1,9}$/.test(ref) ? Number(ref) : null;
  const [amc] = await sql<{ id: number; slug: string; name: string }[]>`
    select id, slug, name from amcs where ${id === null ? sql`slug = ${ref.toLowerCase()}` : sql`id = ${id}`}`;
  if (!amc)
    throw notFound(`No fund house matches '${ref}'. See /mutual-funds/asset-management-companies for the list.`);
  const [funds, [totals], classes, coverage] = await Promise.all([
    sql<ScreenerRowData[]>`
      select ${sql.unsafe(SCREENER_ROW_COLUMNS)} from screener_plans
      where amc_id = ${amc.id} and is_fund_primary
      order by aum desc nulls last, scheme_code`,
    sql<{ fund_count: number; plan_count: number; total_aum: number | null }[]>`
      with plans as (select * from screener_plans where amc_id = ${amc.id})
      select (select count(distinct scheme_id) from plans)::int as fund_count, (select count(*) from plans)::int as plan_count,
        (${sql.unsafe(fundAumOnce("plans"))}) as total_aum`,
    sql<AmcDetail["asset_classes"]>`
      with schemes as (
        select scheme_id, coalesce(max(sebi_category_name), 'Other') as asset_class, bool_or(aum is not null) as has_aum
        from screener_plans where amc_id = ${amc.id} group by scheme_id
      ),
      plans as (
        select sp.scheme_code, sp.scheme_id, sp.aum, s.asset_class
        from screener_plans sp join schemes s on s.scheme_id = sp.scheme_id where sp.amc_id = ${amc.id}
      ),
      class_aum as (${sql.unsafe(fundAumOnce("plans", ["asset_class"]))})
      select s.asset_class, count(*)::int as fund_count, (count(*) filter (where s.has_aum))::int as funds_with_aum,
        max(c.aum) as aum
      from schemes s left join class_aum c on c.asset_class = s.asset_class
      group by s.asset_class order by count(*) desc, s.asset_class`,
    amcAumCoverage(sql, amc.id),
  ]);
  return {
    ...amc,
    logo_url: amcLogoUrl(amc.slug),
    fund_count: totals?.fund_count ?? 0,
    plan_count: totals?.plan_count ?? 0,
    total_aum: totals?.total_aum ?? null,
    aum_coverage: coverage.get(amc.id) ?? NO_AUM_COVERAGE,
    asset_classes: classes,
    funds: toScreenerPlans(funds),
  };
}
