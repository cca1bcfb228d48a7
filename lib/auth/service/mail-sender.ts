import type { Sql } from "postgres";
import { deliverDueAuthMail } from "@/lib/auth/service/mail-queue";
import type { Mailer } from "@/lib/mail/mailer";

/** How often an idle sender looks for emails another instance queued or left; failures are retried sooner. */
const POLL_MS = 60_000;
/** The shortest wait between rounds the timer starts (a nudge starts one at once). */
const MIN_WAIT_MS = 1_000;

export interface AuthMailSender {
  /** Sends what is due once the current request is answered (called after its transaction has ended). */
  nudge(): void;
  /** A round now, after the one under way if any: resolves when the queue has been gone through. */
  drain(): Promise<void>;
  /** Ends the timer and waits for the round under way. */
  stop(): Promise<void>;
}

export interface AuthMailSenderOptions {
  sql: Sql;
  mailer: Mailer;
  now: () => number;
  log: (line: string) => void;
}

/**
 * The loop that empties auth.mail_queue (mail-queue.ts) in this process: a round when a request queued an
 * email, then one when the earliest retry is due, and one a minute while idle. Rounds never overlap; a nudge
 * during a round makes another follow it. A round that cannot reach the database is logged and tried again.
 */
export function createAuthMailSender(options: AuthMailSenderOptions): AuthMailSender {
  const { sql, mailer, now, log } = options;
  let current: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  const schedule = (nextDueMs: number | null) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    const wait = nextDueMs === null ? POLL_MS : Math.min(Math.max(nextDueMs - now(), MIN_WAIT_MS), POLL_MS);
    timer = setTimeout(() => void run(), wait);
    timer.unref();
  };

  const run = (): Promise<void> => {
    if (current) {
      again = true;
      return current;
    }
    current = (async () => {
      let nextDueMs: number | null = null;
      do {
        again = false;
        try {
          nextDueMs = (await deliverDueAuthMail(sql, mailer, now, log)).nextDueMs;
        } catch (error) {
          log(`[auth mail] the queue could not be read: ${error instanceof Error ? error.message : String(error)}`);
          nextDueMs = null;
        }
      } while (again && !stopped);
      current = null;
      schedule(nextDueMs);
    })();
    return current;
  };

  return {
    // setImmediate: the answer is written before the round's first query goes out.
    nudge: () => {
      if (!stopped) setImmediate(() => void run());
    },
    drain: () => run(),
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
