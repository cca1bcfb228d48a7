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
  const rows = await sql`
    select to_char(nav_date, 'YYYY-MM-DD') as date, to_char(previous_nav_date, 'YYYY-MM-DD') as previous_date,
           previous_nav, nav, kind, factor
    from nav_events where scheme_code = ${schemeCode} and kind <> 'market-move' order by nav_date`;
  return z.array(navAdjustment).parse(rows);
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
