import type { Sql } from "postgres";
import { adjustedNavPoints } from "@/lib/funds/nav-adjustments";
import type { NavPoint } from "@/lib/metrics/nav-series";

export interface FundNavPoints {
  schemeCode: number;
  name: string;
  /** Every NAV of the plan, oldest first, split-adjusted and without NAVs held back (adjustNavPoints). */
  points: NavPoint[];
}

/** A plan's name and whole NAV history (the mutual fund calculator's input), or null for an unknown scheme code. */
export async function fundNavPoints(sql: Sql, schemeCode: number): Promise<FundNavPoints | null> {
  const [plan] = await sql<
    { name: string }[]
  >`select display_name as name from plans where scheme_code = ${schemeCode}`;
  if (!plan) return null;
  const points = await sql<NavPoint[]>`
    select to_char(nav_date, 'YYYY-MM-DD') as date, nav::float8 as nav from navs
    where scheme_code = ${schemeCode} order by nav_date`;
  return { schemeCode, name: plan.name, points: await adjustedNavPoints(sql, schemeCode, points) };
}
