import { EXCLUDED_NAV_EVENT_KINDS, type NavEventKind } from "@/lib/ingest/nav-anomalies/nav-event-kinds";

export interface NavEventOnDay {
  day: number;
  kind: NavEventKind;
  factor: number | null;
}

/**
 * A plan's NAVs as the metrics and the chart use them: NAVs held back or reverted left out, and every NAV before a
 * split multiplied by its factor (by the product of the factors of every later split), so the series reads as a
 * split-adjusted price series: the latest NAV is as published. `days` ascending; returns new arrays.
 */
export function applyNavEvents(
  days: ArrayLike<number>,
  navs: ArrayLike<number>,
  events: readonly NavEventOnDay[],
): { days: Int32Array; navs: Float64Array } {
  const sorted = [...events].sort((a, b) => a.day - b.day);
  const excluded = new Set(sorted.filter((e) => EXCLUDED_NAV_EVENT_KINDS.has(e.kind)).map((e) => e.day));
  const splits = sorted.filter((e) => e.kind === "split" && e.factor !== null);
  const outDays: number[] = [];
  const outNavs: number[] = [];
  let next = splits.length - 1;
  let multiplier = 1;
  for (let i = days.length - 1; i >= 0; i--) {
    const day = days[i]!;
    while (next >= 0 && splits[next]!.day > day) multiplier *= splits[next--]!.factor!;
    if (excluded.has(day)) continue;
    outDays.push(day);
    outNavs.push(navs[i]! * multiplier);
  }
  return { days: Int32Array.from(outDays.reverse()), navs: Float64Array.from(outNavs.reverse()) };
}
