import type { Sql } from "postgres";
import type { Db } from "@/lib/auth/service/user-records";
import { MailSendError, type Mailer, type MailMessage } from "@/lib/mail/mailer";

/** Rows one round claims; the rest wait for the next round. */
const BATCH = 20;

/**
 * How long a claimed email is left to its sender before another round may take it again (the sender died):
 * longer than nodemailer's timeouts for one message (10 s to connect, 20 s idle).
 */
export const CLAIM_MS = 2 * 60_000;

/** The pause before the next try after `attempts` failures: 5, 10, 20 ... seconds, at most 5 minutes. */
export function authMailRetryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(attempts - 1, 0), 5 * 60_000);
}

/**
 * Queues an email in the caller's transaction (the one that issues its code): it exists only if the request's
 * changes are committed, and is sent after the answer by deliverDueAuthMail. It is worth sending only while
 * its code lives (`validMs`).
 */
export async function enqueueAuthMail(db: Db, message: MailMessage, nowMs: number, validMs: number): Promise<void> {
  await db`
    insert into auth.mail_queue (recipient, subject, text_body, html_body, next_attempt_at, expires_at)
    values (${message.to}, ${message.subject}, ${message.text}, ${message.html}, ${new Date(nowMs)},
      ${new Date(nowMs + validMs)})`;
}

export interface AuthMailRound {
  delivered: number;
  /** Tries that failed and will be made again. */
  failed: number;
  /** Emails dropped: refused for good by the mail server, or whose code died before they could be sent. */
  dropped: number;
  /** When the earliest email still queued is due (ms since the epoch), or null when the queue is empty. */
  nextDueMs: number | null;
}

interface QueuedRow {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
  expires_at: Date;
}

const errorText = (error: unknown) => String(error instanceof Error ? error.message : error).slice(0, 500);

/**
 * Sends the queued emails that are due, oldest first. Each is claimed (its next try moved CLAIM_MS on, in a
 * short transaction, skipping rows another instance holds) before it is sent, so no transaction stays open
 * during SMTP and two instances never send the same email; a sender that dies leaves it to be tried again
 * after the claim. A sent email is deleted; a failure counts an attempt and waits authMailRetryDelayMs; a mail
 * server that cannot be reached ends the round (the rest wait as long, uncounted).
 */
export async function deliverDueAuthMail(
  sql: Sql,
  mailer: Mailer,
  now: () => number,
  log: (line: string) => void,
): Promise<AuthMailRound> {
  const round: AuthMailRound = { delivered: 0, failed: 0, dropped: 0, nextDueMs: null };
  const rows = (
    await sql<QueuedRow[]>`
      update auth.mail_queue set next_attempt_at = ${new Date(now() + CLAIM_MS)}
      where id in (
        select id from auth.mail_queue where next_attempt_at <= ${new Date(now())}
        order by id limit ${BATCH} for update skip locked)
      returning id, recipient, subject, text_body, html_body, attempts, expires_at`
  ).sort((a, b) => Number(a.id) - Number(b.id));
  for (const [index, row] of rows.entries()) {
    const what = `email to ${row.recipient} (${row.subject})`;
    if (row.expires_at.getTime() <= now()) {
      await sql`delete from auth.mail_queue where id = ${row.id}`;
      log(`[auth mail] ${what} dropped unsent after ${row.attempts} tries: its code has expired`);
      round.dropped++;
      continue;
    }
    try {
      await mailer.send({ to: row.recipient, subject: row.subject, text: row.text_body, html: row.html_body });
      await sql`delete from auth.mail_queue where id = ${row.id}`;
      round.delivered++;
    } catch (error) {
      if (error instanceof MailSendError && error.permanent) {
        await sql`delete from auth.mail_queue where id = ${row.id}`;
        log(`[auth mail] ${what} dropped: the mail server refused the address (${errorText(error)})`);
        round.dropped++;
        continue;
      }
      const attempts = row.attempts + 1;
      const next = new Date(now() + authMailRetryDelayMs(attempts));
      await sql`
        update auth.mail_queue set attempts = ${attempts}, next_attempt_at = ${next}, last_error = ${errorText(error)}
        where id = ${row.id}`;
      const rest = rows.slice(index + 1).map((r) => r.id);
      if (rest.length > 0) await sql`update auth.mail_queue set next_attempt_at = ${next} where id in ${sql(rest)}`;
      log(`[auth mail] ${what} not sent (try ${attempts}): ${errorText(error)}; trying again at ${next.toISOString()}`);
      round.failed++;
      break;
    }
  }
  const [due] = await sql<{ at: Date | null }[]>`select min(next_attempt_at) as at from auth.mail_queue`;
  round.nextDueMs = due?.at ? due.at.getTime() : null;
  return round;
}
