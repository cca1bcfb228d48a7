"use client";

import { useSyncExternalStore } from "react";
import { countdownLabel, offerTiming, type OfferTiming } from "@/lib/funds/offer-status";
import { todayInIndia } from "@/lib/ingest/today-in-india";
import styles from "./offer-countdown.module.css";

interface OfferCountdownProps {
  openDate: string;
  closeDate: string;
  /** The offer's timing on the day the server rendered the page (the page is cached for minutes). */
  serverTiming: OfferTiming;
}

const MINUTE_MS = 60_000;

// Checks the date every minute, so a page left open past midnight in India moves on to the next day.
function subscribeToClock(onChange: () => void): () => void {
  const timer = setInterval(onChange, MINUTE_MS);
  return () => clearInterval(timer);
}

/**
 * "Closed", "--" or "{n} day(s) left". The HTML carries the server's label; once hydrated
 * it is worked out again from the browser's clock by the date in India.
 */
export function OfferCountdown({ openDate, closeDate, serverTiming }: OfferCountdownProps) {
  const timing = useSyncExternalStore(
    subscribeToClock,
    () => timingKey(offerTiming(openDate, closeDate, todayInIndia())),
    () => timingKey(serverTiming),
  );
  const parsed = parseTimingKey(timing);
  return (
    <span className={styles.countdown} data-status={parsed.status}>
      {countdownLabel(parsed)}
    </span>
  );
}

// useSyncExternalStore compares snapshots with Object.is, so the timing travels as a string.
function timingKey(timing: OfferTiming): string {
  return `${timing.status}:${timing.days_left ?? ""}`;
}

function parseTimingKey(key: string): OfferTiming {
  const [status, days] = key.split(":");
  return { status: status as OfferTiming["status"], days_left: days ? Number(days) : null };
}
