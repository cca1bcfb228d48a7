// After 15 minutes without activity a warning counts down a 5-minute grace period
// in seconds; at zero the member is logged out.

export const INACTIVITY_TIMEOUT_MS = 15 * 60_000;
export const GRACE_PERIOD_MS = 5 * 60_000;

/** The DOM events that count as activity. */
export const ACTIVITY_EVENTS = ["mousemove", "mousedown", "keydown", "touchstart", "scroll"] as const;

export type InactivityPhase = { kind: "active" } | { kind: "warning"; secondsLeft: number } | { kind: "expired" };

/** Where the member stands `now`, given the time of their last counted activity (both epoch ms). */
export function inactivityPhase(lastActivityAt: number, now: number): InactivityPhase {
  const idle = Math.max(0, now - lastActivityAt);
  if (idle < INACTIVITY_TIMEOUT_MS) return { kind: "active" };
  const left = INACTIVITY_TIMEOUT_MS + GRACE_PERIOD_MS - idle;
  if (left <= 0) return { kind: "expired" };
  return { kind: "warning", secondsLeft: Math.ceil(left / 1000) };
}
