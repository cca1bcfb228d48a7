import type { Sql } from "postgres";
import type { ValueSource } from "@/lib/funds/categories/performance-columns";
import { valueSourceSql } from "@/lib/funds/categories/value-source-sql";
import { samePeerGroup } from "@/lib/funds/peer-value";
import type { PlanRef } from "@/lib/funds/plan-lookup";
import { enoughPeers, quartileOf, type Quartile } from "@/lib/metrics/category-ranking";

/** Where a plan stands on one measure among its category's Growth plans of the same plan type. */
export interface Standing {
  value_pct: number | null;
  /** Competition rank, 1 = highest; null when the plan has no value. */
  rank: number | null;
  /** Plans with a value (the plan itself included when it has one); below MIN_PEER_PLANS nobody is ranked. */
  out_of: number;
  /** Peers with a value (the field's average, best and worst are over them; none below MIN_PEER_PLANS). */
  peer_count: number;
  quartile: Quartile | null;
  /** Plans with a lower value, among the others. */
  beaten: number | null;
  average_pct: number | null;
  best_pct: number | null;
  worst_pct: number | null;
}

interface StandingRow {
  key: string;
  value: number | null;
  rank: number | null;
  out_of: number;
  peer_count: number;
  beaten: number | null;
  average: number | null;
  best: number | null;
  worst: number | null;
}

const EMPTY: Standing = {
  value_pct: null,
  rank: null,
  out_of: 0,
  peer_count: 0,
  quartile: null,
  beaten: null,
  average_pct: null,
  best_pct: null,
  worst_pct: null,
};

/**
 * The plan's standing on every measure asked for, in one query: its rank (ties share, higher is better),
 * quartile, the plans it beats, and the field's average, best and worst. The field is the category's Growth
 * plans of the plan's type (samePeerGroup); a plan outside it (another category, an IDCW plan, a stale NAV) is
 * placed among them but is not part of their average, best or worst. Fewer than MIN_PEER_PLANS plans with a
 * value give no rank, quartile or average: only the counts.
 */
export async function categoryStandings<K extends string>(
  sql: Sql,
  plan: PlanRef,
  categoryId: number,
  measures: Readonly<Record<K, ValueSource>>,
): Promise<Record<K, Standing>> {
  const keys = Object.keys(measures) as K[];
  const result = Object.fromEntries(keys.map((key) => [key, EMPTY])) as Record<K, Standing>;
  if (keys.length === 0) return result;
  const values = keys
    .map((key) => sql`(${key}::text, ${valueSourceSql(sql, measures[key])})`)
    .reduce((list, pair) => sql`${list}, ${pair}`);
  const rows = await sql<StandingRow[]>`
    with field as (
      select sp.scheme_code, v.key, v.value::float8 as value, (${samePeerGroup(sql, categoryId, plan.plan_type, plan.scheme_code)}) as peer
      from screener_plans sp
      left join plan_metrics m on m.scheme_code = sp.scheme_code
      cross join lateral (values ${values}) as v(key, value)
      where ((${samePeerGroup(sql, categoryId, plan.plan_type, plan.scheme_code)}) or sp.scheme_code = ${plan.scheme_code}) and v.value is not null
    ),
    self as (select key, value from field where scheme_code = ${plan.scheme_code})
    select f.key, s.value,
      case when s.value is null then null else (count(*) filter (where f.value > s.value) + 1)::int end as rank,
      count(*)::int as out_of, (count(*) filter (where f.peer))::int as peer_count,
      case when s.value is null then null else (count(*) filter (where f.value < s.value))::int end as beaten,
      avg(f.value) filter (where f.peer) as average, max(f.value) filter (where f.peer) as best, min(f.value) filter (where f.peer) as worst
    from field f left join self s on s.key = f.key
    group by f.key, s.value`;
  for (const row of rows) {
    // The field must hold enough peers of its own: an outsider placed among them (an IDCW plan) does not count.
    const ranked = row.rank !== null && enoughPeers(row.peer_count);
    const averaged = enoughPeers(row.peer_count);
    result[row.key as K] = {
      value_pct: row.value,
      rank: ranked ? row.rank : null,
      out_of: row.out_of,
      peer_count: row.peer_count,
      quartile: ranked ? quartileOf(row.rank!, row.out_of) : null,
      beaten: ranked ? row.beaten : null,
      average_pct: averaged ? row.average : null,
      best_pct: averaged ? row.best : null,
      worst_pct: averaged ? row.worst : null,
    };
  }
  return result;
}
