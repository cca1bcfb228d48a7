import type { Sql } from "postgres";
import type { FundManagersPayload } from "@/lib/api/schemas/fund-portfolio";
import { latestAsOf } from "@/lib/funds/portfolio/latest-as-of";
import { schemeOfPlan } from "@/lib/funds/portfolio/scheme-of-plan";

/** The managers on the scheme's latest factsheet, longest-serving first, with their tenure as of today. */
export async function fundManagers(sql: Sql, schemeCode: number): Promise<FundManagersPayload> {
  const schemeId = await schemeOfPlan(sql, schemeCode);
  const asOf = await latestAsOf(sql, "fund_managers", schemeId);
  if (!asOf) return { scheme_code: schemeCode, as_of: null, managers: [] };
  const managers = await sql<FundManagersPayload["managers"]>`
    select name, to_char(managing_since, 'YYYY-MM-DD') as managing_since,
      case when managing_since is not null then round(greatest(current_date - managing_since, 0) / 365.25, 1)::float8 end as tenure_years
    from fund_managers
    where scheme_id = ${schemeId} and as_of = ${asOf}
    order by managing_since nulls last, name`;
  return { scheme_code: schemeCode, as_of: asOf, managers: [...managers] };
}
