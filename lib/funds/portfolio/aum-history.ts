import type { Sql } from "postgres";
import type { AumHistoryPayload } from "@/lib/api/schemas/fund-portfolio";
import { schemeOfPlan } from "@/lib/funds/portfolio/scheme-of-plan";

/**
 * The plan's AUM (the scheme's total, in crore) on every date a source gives one, oldest first; where two sources
 * give the same date, the one plan_fact_latest would take.
 */
export async function aumHistory(sql: Sql, schemeCode: number): Promise<AumHistoryPayload> {
  await schemeOfPlan(sql, schemeCode);
  const history = await sql<AumHistoryPayload["history"]>`
    select distinct on (as_of) to_char(as_of, 'YYYY-MM-DD') as as_of, aum_cr::float8 as aum
    from plan_facts
    where scheme_code = ${schemeCode} and aum_cr is not null
    order by as_of, source`;
  return { scheme_code: schemeCode, history: [...history] };
}
