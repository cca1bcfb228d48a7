import type { Sql } from "postgres";
import { contactEmail, type StoredContactMessage } from "@/lib/mail/contact-email";
import { MailSendError, type Mailer } from "@/lib/mail/mailer";

export interface ContactDelivery {
  sql: Sql;
  mailer: Mailer;
  teamAddress: string;
  siteUrl: string;
  now?: () => number;
}

/** The pause before the next try after `attempts` failures: 1, 2, 4 ... minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(2 ** Math.max(attempts - 1, 0), 60) * 60_000;
}

const BATCH = 20;

/**
 * Sends every stored contact message that is due to the team, oldest first, and marks it delivered; a failed
 * send keeps the message and schedules the next try (never dropped); one that could not reach the server ends
 * the round. Rows are locked while sent, so two
 * instances never send the same message twice. Returns how many were delivered and how many failed.
 */
export async function deliverPendingContactMessages(
  delivery: ContactDelivery,
): Promise<{ delivered: number; failed: number }> {
  const now = delivery.now ?? Date.now;
  let delivered = 0;
  let failed = 0;
  await delivery.sql.begin(async (db) => {
    const rows = await db<(StoredContactMessage & { id: string; delivery_attempts: number })[]>`
      select id, name, reply_to, reply_to_kind, subject, message, created_at, delivery_attempts
      from contact_messages
      where delivered_at is null and next_attempt_at <= ${new Date(now())}
      order by created_at
      limit ${BATCH}
      for update skip locked`;
    for (const row of rows) {
      const email = contactEmail(row, delivery.siteUrl);
      try {
        await delivery.mailer.send({ to: delivery.teamAddress, ...email });
        await db`update contact_messages set delivered_at = ${new Date(now())}, delivery_attempts = delivery_attempts + 1, last_delivery_error = null where id = ${row.id}`;
        delivered++;
      } catch (error) {
        const attempts = row.delivery_attempts + 1;
        await db`
          update contact_messages
          set delivery_attempts = ${attempts}, next_attempt_at = ${new Date(now() + retryDelayMs(attempts))},
            last_delivery_error = ${String(error instanceof Error ? error.message : error).slice(0, 500)}
          where id = ${row.id}`;
        failed++;
        // The server is down or busy: the rest wait for the next round rather than each waiting for a timeout.
        if (!(error instanceof MailSendError && error.permanent)) break;
      }
    }
  });
  return { delivered, failed };
}
