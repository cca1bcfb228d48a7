import type { Sql } from "postgres";

export interface AmcListItem {
  slug: string;
  name: string;
  /** Schemes with a NAV in the 30 days before the dataset's latest NAV date (matured and wound-up ones are left out). */
  activeFunds: number;
  /** Sum of the schemes' latest AUM in crore, or null when no factsheet gives one. */
  aumCr: number | null;
}

/** Every fund house with its active funds and assets under management, largest first. */
export async function listAmcs(sql: Sql): Promise<AmcListItem[]> {
  return sql<AmcListItem[]>`
    with latest_date as (select max(last_nav_date) as d from plan_nav_stats),
    active_schemes as (
      select distinct p.scheme_id from plans p join plan_nav_stats st on st.scheme_code = p.scheme_code, latest_date
      where st.last_nav_date > latest_date.d - 30
    ),
    latest_facts as (
      select distinct on (scheme_code) scheme_code, aum_cr from plan_facts where aum_cr is not null order by scheme_code, as_of desc
    ),
    scheme_aum as (
      -- AUM is a scheme's figure, repeated on each of its plans.
      select p.scheme_id, max(f.aum_cr) as aum_cr from plans p join latest_facts f on f.scheme_code = p.scheme_code group by p.scheme_id
    )
    select a.slug, a.name,
           count(act.scheme_id)::int as "activeFunds",
           sum(sa.aum_cr) as "aumCr"
    from amcs a
    left join schemes s on s.amc_id = a.id
    left join active_schemes act on act.scheme_id = s.id
    left join scheme_aum sa on sa.scheme_id = act.scheme_id
    group by a.id
    having count(act.scheme_id) > 0
    order by sum(sa.aum_cr) desc nulls last, count(act.scheme_id) desc, a.name`;
}
