// The invariant every portfolio breakdown keeps (issue 32, point 6): asset classes, sectors and credit quality
// each add up to 100 % of net assets within BREAKDOWN_TOLERANCE_PCT, cash and negative lines included. The
// data-quality checks run it after each import; it reads the views the fund page reads.
import type { Sql } from "postgres";
import { BREAKDOWNS } from "@/lib/funds/portfolio/breakdown-sources";

/** Each breakdown adds up to 100 % within this many points (the views round each label to 0.01). */
export const BREAKDOWN_TOLERANCE_PCT = 0.5;

export type BreakdownName = (typeof BREAKDOWNS)[keyof typeof BREAKDOWNS]["words"];

export interface BreakdownSumProblem {
  scheme_id: number;
  /** The app scheme (fund) the breakdown is shown for. */
  fund: string;
  /** YYYY-MM-DD */
  as_of: string;
  breakdown: BreakdownName;
  source: string;
  sum_pct: number;
}

/** Every scheme, date and source whose breakdown does not add up to 100 +/- 0.5 %, by fund, date and breakdown. */
export async function listBreakdownSumProblems(sql: Sql): Promise<BreakdownSumProblem[]> {
  const parts = Object.values(BREAKDOWNS).map(
    ({ words: name, view }) => sql`
      select scheme_id, as_of, ${name}::text as breakdown, source, sum(weight_pct)::float8 as sum_pct
      from ${sql(view)} group by scheme_id, as_of, source`,
  );
  const rows = await sql<BreakdownSumProblem[]>`
    with sums as (${parts[0]!} union all ${parts[1]!} union all ${parts[2]!})
    select s.scheme_id, sc.name as fund, to_char(s.as_of, 'YYYY-MM-DD') as as_of, s.breakdown, s.source,
      round(s.sum_pct::numeric, 2)::float8 as sum_pct
    from sums s join schemes sc on sc.id = s.scheme_id
    where abs(s.sum_pct - 100) > ${BREAKDOWN_TOLERANCE_PCT}
    order by sc.name, s.as_of, s.breakdown`;
  return [...rows];
}
