import type { Sql } from "postgres";
import { type ComparedHolding, type MonthChanges, monthChanges } from "@/lib/funds/portfolio/month-changes";
import { schemeOfPlan } from "@/lib/funds/portfolio/scheme-of-plan";

export interface PortfolioDisclosure {
  /** Who disclosed the latest portfolio ("SBI Mutual Fund monthly portfolio", or a factsheet's source) and when. */
  source: string | null;
  as_of: string | null;
  /** The portfolio before it, and what changed since; null with fewer than two months. */
  previous_as_of: string | null;
  changes: MonthChanges | null;
}

/**
 * The source and date of the plan's latest portfolio, and what changed since the one before (cash lines are no
 * holding and are not compared).
 */
export async function portfolioDisclosure(sql: Sql, schemeCode: number): Promise<PortfolioDisclosure> {
  const schemeId = await schemeOfPlan(sql, schemeCode);
  const months = await sql<{ as_of: string; source: string; holdings: ComparedHolding[] }[]>`
    with dates as (
      select distinct as_of from scheme_holdings where scheme_id = ${schemeId} order by as_of desc limit 2
    )
    select to_char(d.as_of, 'YYYY-MM-DD') as as_of, min(h.source) as source,
      json_agg(json_build_object('name', h.name, 'isin', h.isin, 'weight_pct', h.weight_pct, 'quantity', h.quantity))
        as holdings
    from dates d join scheme_holdings h on h.scheme_id = ${schemeId} and h.as_of = d.as_of and h.asset_type <> 'Cash'
    group by d.as_of order by d.as_of desc`;
  const [latest, previous] = months;
  return {
    source: latest?.source ?? null,
    as_of: latest?.as_of ?? null,
    previous_as_of: previous?.as_of ?? null,
    changes: latest && previous ? monthChanges(previous.holdings, latest.holdings) : null,
  };
}
