import { z } from "zod";
import type { FundOverview } from "@/lib/api/schemas/funds";
import { navMoveBand } from "@/lib/ingest/nav-anomalies/nav-move-bands";

/** The plan's latest held-back nav_events row, as the overview query selects it (json). */
export const heldBackEventRow = z.object({
  date: z.string(),
  previous_date: z.string(),
  previous_nav: z.number(),
  nav: z.number(),
  band_pct: z.number(),
});

/**
 * What the page says about the latest NAV when the NAV screening held it back (nav_events kind held-back on that
 * very date); null when it is not held back. The band's group is the plan category's (navMoveBand, as the
 * screening chose it); band_pct is the width the event was screened against (wider across a gap in the NAVs).
 */
export function heldBackNavOf(
  event: unknown,
  latest: { date: string; nav: number },
  categorySlug: string | null,
): FundOverview["nav"]["held_back"] {
  if (event === null || event === undefined) return null;
  const held = heldBackEventRow.parse(event);
  if (held.date !== latest.date) return null;
  return {
    previous_date: held.previous_date,
    previous_nav: held.previous_nav,
    move_pct: (held.nav / held.previous_nav - 1) * 100,
    band_pct: held.band_pct,
    band_label: navMoveBand(categorySlug).label,
  };
}
