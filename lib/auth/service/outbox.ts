import { emailNotConfigured } from "@/lib/auth/service/auth-error";
import { enqueueAuthMail } from "@/lib/auth/service/mail-queue";
import { ONE_TIME_TOKEN_SECONDS } from "@/lib/auth/service/one-time-tokens";
import type { AuthRequest } from "@/lib/auth/service/service-context";
import type { Db } from "@/lib/auth/service/user-records";

export interface OutgoingMessage {
  channel: "email" | "sms";
  recipient: string;
  subject: string;
  /** The plain text (an email's text part, a text message's words). */
  body: string;
  /** An email's HTML part. */
  html?: string;
  link?: string;
}

/**
 * Sends a message: an email into the queue that goes out through SMTP when a mail server is configured
 * (mail-queue.ts: sent after the answer, retried), and into the development outbox when it is on. Both are
 * written in the caller's transaction, so a request that fails queues nothing. An email with nowhere to go is
 * an error (emailNotConfigured), never a pretended success; texts have no provider at all and are only logged
 * outside the outbox.
 */
export async function deliver(req: AuthRequest, db: Db, message: OutgoingMessage): Promise<void> {
  const { settings, log } = req.deps;
  const mail = message.channel === "email" ? req.deps.mail : null;
  if (!mail && !settings.outbox) {
    if (message.channel === "email") throw emailNotConfigured();
    log(`[auth] sms to ${message.recipient} not sent: no provider is configured and the development outbox is off`);
    return;
  }
  if (settings.outbox) {
    await db`
      insert into auth.dev_outbox (channel, recipient, subject, body, link)
      values (${message.channel}, ${message.recipient}, ${message.subject}, ${message.body}, ${message.link ?? null})`;
    log(
      `[auth outbox] ${message.channel} to ${message.recipient}: ${message.subject}${message.link ? ` ${message.link}` : ""}`,
    );
  }
  if (!mail) return;
  await enqueueAuthMail(
    db,
    { to: message.recipient, subject: message.subject, text: message.body, html: message.html! },
    req.deps.now(),
    ONE_TIME_TOKEN_SECONDS * 1000,
  );
  req.mailQueued = true;
}
