import { applyNavEvents } from "@/lib/ingest/nav-anomalies/apply-nav-events";
import { detectNavEvents } from "@/lib/ingest/nav-anomalies/detect-nav-events";
import type { NavEventRow } from "@/lib/ingest/nav-anomalies/nav-event-kinds";
import { dayToIso, type NavSeries } from "@/lib/metrics";

export interface ScreenedSeries {
  /** Every plan's series as the metrics read it (applyNavEvents); the same object where nothing was found. */
  series: Map<number, NavSeries>;
  /** What was found, as nav_events rows. */
  events: NavEventRow[];
}

/**
 * Screens every loaded series against its plan's band (bandPctOf, by scheme code): detectNavEvents, then
 * applyNavEvents, so the metrics, the category averages and every comparison see the split-adjusted series
 * without the NAVs held back or reverted. A plain loop over the loaded arrays: a few tens of milliseconds for the
 * whole year.
 */
export function screenNavSeries(
  loaded: ReadonlyMap<number, NavSeries>,
  bandPctOf: (schemeCode: number) => number,
): ScreenedSeries {
  const series = new Map<number, NavSeries>();
  const events: NavEventRow[] = [];
  for (const [schemeCode, plan] of loaded) {
    const bandPct = bandPctOf(schemeCode);
    const found = detectNavEvents(plan.days, plan.navs, bandPct);
    if (found.length === 0) {
      series.set(schemeCode, plan);
      continue;
    }
    const onDays = found.map((e) => ({ day: plan.days[e.index]!, kind: e.kind, factor: e.factor }));
    series.set(schemeCode, applyNavEvents(plan.days, plan.navs, onDays));
    for (const e of found)
      events.push({
        scheme_code: schemeCode,
        nav_date: dayToIso(plan.days[e.index]!),
        previous_nav_date: dayToIso(plan.days[e.previousIndex]!),
        previous_nav: plan.navs[e.previousIndex]!,
        nav: plan.navs[e.index]!,
        ratio: e.ratio,
        factor: e.factor,
        kind: e.kind,
        band_pct: bandPct,
      });
  }
  return { series, events };
}
