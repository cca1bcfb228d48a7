import { authMode } from "@/lib/auth/auth-config";
import { createAuthMailSender, type AuthMailSender } from "@/lib/auth/service/mail-sender";
import { getDatabase } from "@/lib/db/client";
import { appMailer } from "@/lib/mail/app-mailer";

const holder = globalThis as typeof globalThis & { __fundlensAuthMail?: AuthMailSender | null };

/** The embedded auth service's email sender (one per process), or null without SMTP_HOST. */
export function appAuthMail(): AuthMailSender | null {
  if (holder.__fundlensAuthMail === undefined) {
    const mailer = appMailer();
    holder.__fundlensAuthMail = mailer
      ? createAuthMailSender({ sql: getDatabase().sql, mailer, now: Date.now, log: (line) => console.log(line) })
      : null;
  }
  return holder.__fundlensAuthMail;
}

/**
 * For the server's start: sends the emails an earlier process left queued and keeps the retries going before
 * the first auth request; returns the function that stops it. Nothing with a hosted Supabase project.
 */
export function startAuthMailDelivery(): () => Promise<void> {
  const sender = authMode() === "embedded" ? appAuthMail() : null;
  if (!sender) return async () => {};
  void sender.drain();
  return () => sender.stop();
}
