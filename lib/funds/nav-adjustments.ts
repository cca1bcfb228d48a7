import type { Sql } from "postgres";
import { z } from "zod";
import { applyNavEvents } from "@/lib/ingest/nav-anomalies/apply-nav-events";
import { NAV_EVENT_KINDS } from "@/lib/ingest/nav-anomalies/nav-event-kinds";
import { dayToIso, isoToDay } from "@/lib/metrics/day-number";
import type { NavPoint } from "@/lib/metrics/nav-series";

export const navAdjustment = z.object({
  date: z.string(),
  previous_date: z.string(),
  previous_nav: z.coerce.number(),
  nav: z.coerce.number(),
  kind: z.enum(NAV_EVENT_KINDS),
  /** For a split: what the NAVs before `date` were multiplied by. */
  factor: z.number().nullable(),
});
export type NavAdjustment = z.output<typeof navAdjustment>;

/** The plan's NAV events that change its series as shown (splits, NAVs held back or reverted), oldest first. */
export async function navAdjustments(sql: Sql, schemeCode: number): Promise<NavAdjustment[]> {
  return (await navAdjustmentsByPlan(sql, [schemeCode])).get(schemeCode) ?? [];
}

/** navAdjustments of several plans in one query, by scheme code; a plan without events is absent. */
export async function navAdjustmentsByPlan(
  sql: Sql,
  schemeCodes: readonly number[],
): Promise<Map<number, NavAdjustment[]>> {
  const rows = await sql`
    select scheme_code, to_char(nav_date, 'YYYY-MM-DD') as date,
           to_char(previous_nav_date, 'YYYY-MM-DD') as previous_date, previous_nav, nav, kind, factor
    from nav_events where scheme_code = any(${schemeCodes as number[]}::int[]) and kind <> 'market-move'
    order by scheme_code, nav_date`;
  const byPlan = new Map<number, NavAdjustment[]>();
  for (const row of z.array(navAdjustment.extend({ scheme_code: z.number() })).parse(rows)) {
    const { scheme_code, ...adjustment } = row;
    byPlan.set(scheme_code, [...(byPlan.get(scheme_code) ?? []), adjustment]);
  }
  return byPlan;
}

/** A plan's NAVs read from `navs` as every page shows them: adjustNavPoints with the plan's own events. */
export async function adjustedNavPoints(
  sql: Sql,
  schemeCode: number,
  points: readonly NavPoint[],
): Promise<NavPoint[]> {
  return adjustNavPoints(points, await navAdjustments(sql, schemeCode));
}

/** The points as the metrics read them (applyNavEvents): split-adjusted, without NAVs held back or reverted. */
export function adjustNavPoints(points: readonly NavPoint[], adjustments: readonly NavAdjustment[]): NavPoint[] {
  if (adjustments.length === 0) return [...points];
  const adjusted = applyNavEvents(
    points.map((p) => isoToDay(p.date)),
    points.map((p) => p.nav),
    adjustments.map((a) => ({ day: isoToDay(a.date), kind: a.kind, factor: a.factor })),
  );
  return Array.from(adjusted.days, (day, i) => ({ date: dayToIso(day), nav: adjusted.navs[i]! }));
}
