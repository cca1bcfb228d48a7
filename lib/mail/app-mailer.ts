import { createSmtpMailer, type Mailer } from "@/lib/mail/mailer";
import { parseMailEnv } from "@/lib/mail/mail-env";

const holder = globalThis as typeof globalThis & { __fundlensMailer?: Mailer | null };

/** The app's SMTP mailer (one per process), or null when SMTP_HOST is unset. */
export function appMailer(): Mailer | null {
  if (holder.__fundlensMailer === undefined) {
    const { smtp } = parseMailEnv();
    holder.__fundlensMailer = smtp ? createSmtpMailer(smtp) : null;
  }
  return holder.__fundlensMailer;
}
