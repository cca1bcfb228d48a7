import type { Sql } from "postgres";
import type { AumCoverage } from "@/lib/api/schemas/amc";

/**
 * Per fund house (or the one given), which active schemes have an AUM figure, by part and by source. The AUM
 * sources cover only some kinds of scheme (AMFI's fund-performance file: equity and hybrid funds; a portfolio
 * file: the schemes of its house), so a house's total is the total of those schemes and must say so. Counted
 * from the facts as loaded, never from a list of what each source is meant to cover.
 */
export async function amcAumCoverage(sql: Sql, amcId?: number): Promise<Map<number, AumCoverage>> {
  const only = amcId === undefined ? sql`` : sql`and amc_id = ${amcId}`;
  const [parts, sources] = await Promise.all([
    sql<{ amc_id: number; part: string; schemes: number; schemes_with_aum: number }[]>`
      with schemes as (
        select amc_id, scheme_id, bool_or(aum is not null) as has_aum,
          case when max(sebi_category_name) = 'Other' then coalesce(max(sebi_subcategory_name), 'Other')
               else coalesce(max(sebi_category_name), 'Other') end as part
        from screener_plans where true ${only} group by amc_id, scheme_id
      )
      select amc_id, part, count(*)::int as schemes, (count(*) filter (where has_aum))::int as schemes_with_aum
      from schemes group by amc_id, part order by amc_id, count(*) desc, part`,
    sql<{ amc_id: number; source: string; schemes: number; earliest_as_of: string; as_of: string }[]>`
      select amc_id, aum_source as source, count(distinct scheme_id)::int as schemes,
        to_char(min(aum_as_of), 'YYYY-MM-DD') as earliest_as_of, to_char(max(aum_as_of), 'YYYY-MM-DD') as as_of
      from screener_plans where aum is not null ${only}
      group by amc_id, aum_source order by amc_id, count(distinct scheme_id) desc, aum_source`,
  ]);
  const coverage = new Map<number, AumCoverage>();
  const of = (id: number) => {
    let found = coverage.get(id);
    if (!found) coverage.set(id, (found = { schemes: 0, schemes_with_aum: 0, parts: [], sources: [] }));
    return found;
  };
  for (const { amc_id, ...part } of parts) {
    const house = of(amc_id);
    house.parts.push(part);
    house.schemes += part.schemes;
    house.schemes_with_aum += part.schemes_with_aum;
  }
  for (const { amc_id, ...source } of sources) of(amc_id).sources.push(source);
  return coverage;
}

/** A house with no active scheme. */
export const NO_AUM_COVERAGE: AumCoverage = { schemes: 0, schemes_with_aum: 0, parts: [], sources: [] };
