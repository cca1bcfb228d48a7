import type { Sql } from "postgres";
import type { AumHistoryPayload } from "@/lib/api/schemas/fund-portfolio";
import { schemeOfPlan } from "@/lib/funds/portfolio/scheme-of-plan";

export interface AumHistoryWithSources extends AumHistoryPayload {
  /** Who gave the points of `history`, in alphabetical order. */
  sources: string[];
}

/**
 * The plan's AUM (the scheme's total, in crore) on every date a source gives one, oldest first; where two sources
 * give the same date, the one plan_fact_latest would take. With the sources of those points, for the fund page.
 */
export async function aumHistoryWithSources(sql: Sql, schemeCode: number): Promise<AumHistoryWithSources> {
  await schemeOfPlan(sql, schemeCode);
  const points = await sql<(AumHistoryPayload["history"][number] & { source: string })[]>`
    select distinct on (as_of) to_char(as_of, 'YYYY-MM-DD') as as_of, aum_cr::float8 as aum, source
    from plan_facts
    where scheme_code = ${schemeCode} and aum_cr is not null
    order by as_of, source`;
  return {
    scheme_code: schemeCode,
    history: points.map(({ as_of, aum }) => ({ as_of, aum })),
    sources: [...new Set(points.map((point) => point.source))].sort(),
  };
}

/** The AUM history of the API's payload: aumHistoryWithSources without the sources. */
export async function aumHistory(sql: Sql, schemeCode: number): Promise<AumHistoryPayload> {
  const { sources: _sources, ...payload } = await aumHistoryWithSources(sql, schemeCode);
  return payload;
}
