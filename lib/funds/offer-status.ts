import type { OfferStatus } from "@/lib/api/schemas/nfo";
import { isoToDay } from "@/lib/metrics/day-number";

export interface OfferTiming {
  status: OfferStatus;
  /** While open, whole days to the end of the close date (1 on the close date itself); null otherwise. */
  days_left: number | null;
}

/**
 * Where a new fund offer stands on `today` (all "YYYY-MM-DD", by the Indian calendar): open from the start
 * of the open date to the end of the close date. Throws a RangeError on a malformed date.
 */
export function offerTiming(openDate: string, closeDate: string, today: string): OfferTiming {
  const open = isoToDay(openDate);
  const close = isoToDay(closeDate);
  const day = isoToDay(today);
  if (day > close) return { status: "closed", days_left: null };
  if (day < open) return { status: "upcoming", days_left: null };
  return { status: "open", days_left: close - day + 1 };
}

/** The countdown text: "Closed", "--" before the offer opens, else "1 day left" / "{n} days left". */
export function countdownLabel(timing: OfferTiming): string {
  if (timing.status === "closed") return "Closed";
  if (timing.status === "upcoming" || timing.days_left === null) return "--";
  return `${timing.days_left} ${timing.days_left === 1 ? "day" : "days"} left`;
}
