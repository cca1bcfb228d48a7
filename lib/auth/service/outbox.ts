import { emailAddressRefused, emailNotConfigured, emailSendFailed } from "@/lib/auth/service/auth-error";
import type { AuthRequest } from "@/lib/auth/service/service-context";
import type { Db } from "@/lib/auth/service/user-records";
import { MailSendError } from "@/lib/mail/mailer";

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

/** Seconds a person is asked to wait after the mail server could not be reached. */
const SEND_RETRY_SECONDS = 60;

/**
 * Sends a message: an email through SMTP when a mailer is configured, and into the development outbox when
 * it is on. Runs inside the caller's transaction, so a refused or failed send rolls back the user and the token.
 * An email with nowhere to go is an error (emailNotConfigured), never a pretended success; texts have no
 * provider at all and are only logged outside the outbox.
 */
export async function deliver(req: AuthRequest, db: Db, message: OutgoingMessage): Promise<void> {
  const { settings, log } = req.deps;
  const mailer = message.channel === "email" ? settings.mailer : null;
  if (!mailer && !settings.outbox) {
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
  if (!mailer) return;
  try {
    await mailer.send({ to: message.recipient, subject: message.subject, text: message.body, html: message.html! });
  } catch (error) {
    const failure = error instanceof MailSendError ? error : new MailSendError(String(error), false);
    log(`[auth] email to ${message.recipient} (${message.subject}) not sent: ${failure.message}`);
    throw failure.permanent ? emailAddressRefused() : emailSendFailed(SEND_RETRY_SECONDS);
  }
}
