import type { Sql } from "postgres";
import type { AumCoverage } from "@/lib/api/schemas/amc";
import { amcAumCoverage, NO_AUM_COVERAGE } from "@/lib/funds/amc-aum-coverage";
import { fundAumOnce } from "@/lib/funds/fund-aum-once";

export interface AmcListItem {
  slug: string;
  name: string;
  /** Schemes with a NAV in the 30 days before the dataset's latest NAV date (matured and wound-up ones are left out). */
  activeFunds: number;
  /** Sum of the schemes' latest AUM in crore, or null when no source gives one. */
  aumCr: number | null;
  /** Which schemes aumCr covers: the list's order by AUM is an order by this part only. */
  aumCoverage: AumCoverage;
}

/** Every fund house with its active funds and assets under management (and what that covers), largest first. */
export async function listAmcs(sql: Sql): Promise<AmcListItem[]> {
  const [houses, coverage] = await Promise.all([
    sql<(Omit<AmcListItem, "aumCoverage"> & { id: number })[]>`
    with active_schemes as (
      -- The listed plans' schemes (screener_plans: a NAV in the 30 days up to the site's as-of date, a plan AMFI
      -- lists twice once), as the fund-house page and its AUM coverage count them.
      select distinct sp.scheme_id from screener_plans sp
    ),
    plan_aum as (
      -- Each plan's latest AUM (screener_plans reads plan_fact_latest, for plans with a recent NAV).
      select sp.scheme_code, sp.scheme_id, sp.amc_id, sp.aum from screener_plans sp where sp.aum is not null
    ),
    amc_aum as (${sql.unsafe(fundAumOnce("plan_aum", ["amc_id"]))})
    select a.id, a.slug, a.name,
           count(act.scheme_id)::int as "activeFunds",
           max(aa.aum) as "aumCr"
    from amcs a
    left join schemes s on s.amc_id = a.id
    left join active_schemes act on act.scheme_id = s.id
    left join amc_aum aa on aa.amc_id = a.id
    group by a.id
    having count(act.scheme_id) > 0
    order by max(aa.aum) desc nulls last, count(act.scheme_id) desc, a.name`,
    amcAumCoverage(sql),
  ]);
  return houses.map(({ id, ...house }) => ({ ...house, aumCoverage: coverage.get(id) ?? NO_AUM_COVERAGE }));
}
