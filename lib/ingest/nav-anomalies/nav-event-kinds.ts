import { z } from "zod";

/**
 * What a NAV move outside its category's band turned out to be (nav_events.kind):
 * - split: confirmed, and NAV / previous is a split or face-value factor (SPLIT_FACTORS) times a move within
 *   the band: the NAVs before it are scaled by the factor, as a split-adjusted price series.
 * - held-back: no later capture yet; the NAV (and any after it) stays out of every metric until one confirms it.
 * - market-move: confirmed (the next NAV sits nearer the new level than the old) and not a split: kept as a return.
 * - reverted: the next NAV went back nearer the old level: a one-day print, left out of every metric.
 */
export const NAV_EVENT_KINDS = ["split", "held-back", "market-move", "reverted"] as const;
export type NavEventKind = (typeof NAV_EVENT_KINDS)[number];

/** Kinds whose NAV is left out of the metrics and the chart. */
export const EXCLUDED_NAV_EVENT_KINDS: ReadonlySet<NavEventKind> = new Set(["held-back", "reverted"]);

/** One nav_events row as the pages and the status read it. */
export const navEventRow = z.object({
  scheme_code: z.number().int(),
  nav_date: z.string(),
  previous_nav_date: z.string(),
  previous_nav: z.coerce.number(),
  nav: z.coerce.number(),
  ratio: z.number(),
  factor: z.number().nullable(),
  kind: z.enum(NAV_EVENT_KINDS),
  band_pct: z.number(),
});
export type NavEventRow = z.output<typeof navEventRow>;
