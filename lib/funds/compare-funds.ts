import type { Sql } from "postgres";
import { notFound } from "@/lib/api/api-error";
import type { ComparedFund } from "@/lib/api/schemas/compare";
import { sinceLaunchFrom } from "@/lib/funds/compare/since-launch";
import { comparedReturns } from "@/lib/funds/payout-returns";
import { factSourceOf, latestPlanFacts, type PlanFacts } from "@/lib/funds/facts/latest-plan-facts";
import { todayInIndia } from "@/lib/ingest/today-in-india";

/**
 * The compare table's rows for these plans, in the order given; a code with no plan (or no NAV yet) is
 * left out, so callers can say which ones were dropped.
 */
export async function comparedPlans(sql: Sql, schemeCodes: readonly number[]): Promise<ComparedFund[]> {
  if (schemeCodes.length === 0) return [];
  const [rows, facts] = await Promise.all([
    sql<Omit<ComparedFund, FactName | "fact_sources" | "since_launch_from">[]>`
    select coalesce(p.isin_growth, p.isin_reinvestment) as isin, p.scheme_code, p.display_name as plan_display_name, p.plan_type, p.option as option_type,
      a.name as amc_name, c.sebi_category as category, st.last_nav::float8 as nav, to_char(st.last_nav_date, 'YYYY-MM-DD') as nav_date,
      exists (select 1 from nav_events e where e.scheme_code = p.scheme_code and e.kind = 'held-back'
        and e.nav_date = st.last_nav_date) as nav_unverified,
      to_char(st.first_nav_date, 'YYYY-MM-DD') as inception_date,
      json_build_object('1m', m.return_1m, '3m', m.return_3m, '6m', m.return_6m, '1y', m.return_1y,
        '3y', m.return_3y, '5y', m.return_5y, '10y', m.return_10y, 'max', m.return_max) as returns,
      json_build_object('1y', (m.details -> 'sip' -> '1y' ->> 'xirrPct')::float8, '3y', (m.details -> 'sip' -> '3y' ->> 'xirrPct')::float8,
        '5y', (m.details -> 'sip' -> '5y' ->> 'xirrPct')::float8) as sip_returns,
      coalesce((select json_agg(json_build_object('year', (y ->> 'year')::int, 'return_pct', (y ->> 'returnPct')::float8,
          'partial', coalesce((y ->> 'partial')::boolean, false)) order by (y ->> 'year')::int)
        from jsonb_array_elements(m.details -> 'calendarYears') y where y ->> 'returnPct' is not null), '[]') as calendar_years,
      json_build_object('volatility', m.volatility, 'sharpe', m.sharpe, 'sortino', m.sortino, 'max_drawdown', m.max_drawdown) as risk
    from unnest(${schemeCodes as number[]}::int[]) with ordinality as asked(scheme_code, position)
    join plans p on p.scheme_code = asked.scheme_code
    join schemes s on s.id = p.scheme_id
    join amcs a on a.id = s.amc_id
    left join categories c on c.id = s.category_id
    join plan_nav_stats st on st.scheme_code = p.scheme_code
    left join plan_metrics m on m.scheme_code = p.scheme_code
    order by asked.position`,
    latestPlanFacts(sql, schemeCodes, todayInIndia()),
  ]);
  return rows.map((row) => {
    const values = factValues(facts.get(row.scheme_code)!);
    return comparedReturns({
      ...row,
      ...values,
      since_launch_from: sinceLaunchFrom(values.launch_date, row.inception_date),
    });
  });
}

type FactName = keyof ComparedFund["fact_sources"];

/** The flat fact values the compare table ranks, and beside them each one's date and source. */
function factValues(facts: PlanFacts): Pick<ComparedFund, FactName | "fact_sources"> {
  const names = Object.keys(facts) as FactName[];
  const value = <K extends FactName>(name: K) => (facts[name]?.value ?? null) as ComparedFund[K];
  return {
    ...(Object.fromEntries(names.map((name) => [name, value(name)])) as Pick<ComparedFund, FactName>),
    fact_sources: Object.fromEntries(
      names.map((name) => [name, factSourceOf(facts[name])]),
    ) as ComparedFund["fact_sources"],
  };
}

/** The compare table's rows for these ISINs, in the order given; 404 naming the first unknown ISIN. */
export async function compareFunds(sql: Sql, isins: string[]): Promise<{ funds: ComparedFund[] }> {
  // An ISIN names its growth plan before a plan that has it as the reinvestment ISIN.
  const plans = await sql<{ isin: string; scheme_code: number }[]>`
    select distinct on (asked.position) asked.isin, p.scheme_code
    from unnest(${isins}::text[]) with ordinality as asked(isin, position)
    join plans p on p.isin_growth = asked.isin or p.isin_reinvestment = asked.isin
    order by asked.position, (p.isin_growth = asked.isin) desc nulls last, p.scheme_code`;
  const codeOf = new Map(plans.map((plan) => [plan.isin, plan.scheme_code]));
  const byCode = new Map((await comparedPlans(sql, [...codeOf.values()])).map((fund) => [fund.scheme_code, fund]));
  const missing = isins.find((isin) => !byCode.has(codeOf.get(isin) ?? -1));
  if (missing) throw notFound(`No fund has ISIN ${missing}. Remove it from the comparison or check the ISIN.`);
  return { funds: isins.map((isin) => byCode.get(codeOf.get(isin)!)!) };
}
