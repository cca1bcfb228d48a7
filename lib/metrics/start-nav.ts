import { START_NAV_TOLERANCE_DAYS, type MissingReturnReason } from "@/lib/metrics/conventions";
import { lastIndexOnOrBefore } from "@/lib/metrics/search";

/**
 * The start-NAV rule: the index of the last NAV on or before `startDay`, when that NAV is at most
 * START_NAV_TOLERANCE_DAYS before it; otherwise why there is none: "too-young" when no NAV is on or before
 * `startDay`, "no-nav-near-start" when the last one is older than the tolerance (a gap in the data).
 */
export function startNavIndex(days: Int32Array, startDay: number): number | MissingReturnReason {
  const index = lastIndexOnOrBefore(days, startDay);
  if (index < 0) return "too-young";
  return startDay - days[index]! <= START_NAV_TOLERANCE_DAYS ? index : "no-nav-near-start";
}
