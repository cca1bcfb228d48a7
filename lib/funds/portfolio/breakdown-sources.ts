import type { Sql } from "postgres";
import { schemeOfPlan } from "@/lib/funds/portfolio/scheme-of-plan";

/** The views the fund page's three breakdowns read (latestAllocation), by the page's name for each. */
const BREAKDOWN_VIEWS = {
  sectors: "scheme_sector_allocations",
  assets: "scheme_asset_allocations",
  credit: "scheme_credit_quality",
} as const;

/** Who gave each breakdown on the date the page shows it; null when there is none. */
export type BreakdownSources = Record<keyof typeof BREAKDOWN_VIEWS, string | null>;

/**
 * The source of each of the plan's latest breakdowns, read as latestAllocation reads them (the view's latest
 * date for the scheme), in one query. The API's allocation payloads carry no source; the page shows it.
 */
export async function breakdownSources(sql: Sql, schemeCode: number): Promise<BreakdownSources> {
  const schemeId = await schemeOfPlan(sql, schemeCode);
  const latestSource = (view: string) => sql`(
    select min(v.source) from ${sql(view)} v
    where v.scheme_id = ${schemeId} and v.as_of = (select max(as_of) from ${sql(view)} where scheme_id = ${schemeId}))`;
  const [row] = await sql<BreakdownSources[]>`
    select ${latestSource(BREAKDOWN_VIEWS.sectors)} as sectors, ${latestSource(BREAKDOWN_VIEWS.assets)} as assets,
      ${latestSource(BREAKDOWN_VIEWS.credit)} as credit`;
  return row!;
}
