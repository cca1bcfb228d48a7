import type { Sql } from "postgres";
import { schemeOfPlan } from "@/lib/funds/portfolio/scheme-of-plan";

/** The fund page's three breakdowns (latestAllocation): the view each is read from, and its name in words. */
export const BREAKDOWNS = {
  sectors: { view: "scheme_sector_allocations", words: "sectors" },
  assets: { view: "scheme_asset_allocations", words: "asset classes" },
  credit: { view: "scheme_credit_quality", words: "credit quality" },
} as const;

/** Who gave each breakdown on the date the page shows it; null when there is none. */
export type BreakdownSources = Record<keyof typeof BREAKDOWNS, string | null>;

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
    select ${latestSource(BREAKDOWNS.sectors.view)} as sectors, ${latestSource(BREAKDOWNS.assets.view)} as assets,
      ${latestSource(BREAKDOWNS.credit.view)} as credit`;
  return row!;
}
