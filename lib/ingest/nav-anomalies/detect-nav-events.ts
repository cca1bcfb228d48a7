import { SPLIT_FACTORS } from "@/lib/ingest/nav-anomalies/nav-move-bands";
import type { NavEventKind } from "@/lib/ingest/nav-anomalies/nav-event-kinds";

/** A move outside the band, by index into the series. */
export interface DetectedNavEvent {
  /** The NAV that moved. */
  index: number;
  /** The NAV it moved from: the last one accepted before it. */
  previousIndex: number;
  kind: NavEventKind;
  /** NAV / previous NAV. */
  ratio: number;
  /** For a split: what the NAVs before it are multiplied by (0.1 for a NAV divided by 10); else null. */
  factor: number | null;
}

/** The band holds one NAV day's move; a longer gap between NAVs widens it by √(gap / BAND_GAP_DAYS). */
export const BAND_GAP_DAYS = 7;

/**
 * The split factor that explains `ratio` (NAV divided or multiplied by one of SPLIT_FACTORS, with what is left a
 * move within half the band), or null. Half, so a crash inside a wide band is never taken for a 1:2 split.
 */
export function splitFactor(ratio: number, bandPct: number): number | null {
  const tolerance = Math.log(1 + bandPct / 100) / 2;
  let best: number | null = null;
  let bestResidual = Infinity;
  for (const k of SPLIT_FACTORS) {
    for (const factor of [1 / k, k]) {
      const residual = Math.abs(Math.log(ratio / factor));
      if (residual <= tolerance && residual < bestResidual) {
        best = factor;
        bestResidual = residual;
      }
    }
  }
  return best;
}

/**
 * The careful analyst's reading of one plan's NAVs (ascending days, positive NAVs). Each NAV is compared with the
 * last accepted one: within the band (bandPct, widened for gaps longer than BAND_GAP_DAYS) it is accepted. Outside
 * it, the next NAV decides: none yet → held-back; nearer the new level than the old (in ratio) → confirmed, a
 * split when the ratio is a split factor (splitFactor) and a market move otherwise, and accepted; nearer the
 * old level → reverted, and the next NAV is compared with the old level again.
 */
export function detectNavEvents(days: ArrayLike<number>, navs: ArrayLike<number>, bandPct: number): DetectedNavEvent[] {
  const events: DetectedNavEvent[] = [];
  const logBand = Math.log(1 + bandPct / 100);
  // The plain band as ratio bounds: no logarithm for the millions of ordinary days.
  const high = 1 + bandPct / 100;
  const low = 1 / high;
  let base = 0;
  for (let i = 1; i < navs.length; i++) {
    const gap = days[i]! - days[base]!;
    const ratio = navs[i]! / navs[base]!;
    if (ratio >= low && ratio <= high) {
      base = i;
      continue;
    }
    if (gap > BAND_GAP_DAYS && Math.abs(Math.log(ratio)) <= logBand * Math.sqrt(gap / BAND_GAP_DAYS)) {
      base = i;
      continue;
    }
    const event = { index: i, previousIndex: base, ratio, factor: null };
    if (i === navs.length - 1) {
      events.push({ ...event, kind: "held-back" });
      continue;
    }
    const next = navs[i + 1]!;
    if (Math.abs(Math.log(next / navs[i]!)) < Math.abs(Math.log(next / navs[base]!))) {
      const factor = splitFactor(ratio, bandPct);
      events.push({ ...event, kind: factor === null ? "market-move" : "split", factor });
      base = i;
    } else {
      events.push({ ...event, kind: "reverted" });
    }
  }
  return events;
}
