import type { AuthEnv } from "@/lib/auth/auth-env";
import type { MailEnv } from "@/lib/mail/mail-env";

type Env = Pick<AuthEnv, "NEXT_PUBLIC_SUPABASE_URL" | "AUTH_DEV_OUTBOX"> & { NODE_ENV?: string };

/**
 * What the server prints at start about email it cannot deliver, or null when all is well. Loud in
 * production with the embedded auth service and no SMTP: sign-up confirmations and password resets would
 * go nowhere (those flows answer email_not_configured).
 */
export function emailDeliveryWarnings(env: Env, mail: MailEnv): string[] {
  const warnings: string[] = [];
  const embedded = !env.NEXT_PUBLIC_SUPABASE_URL;
  if (embedded && !mail.smtp && !env.AUTH_DEV_OUTBOX && env.NODE_ENV === "production")
    warnings.push(
      "NO EMAIL DELIVERY: SMTP_HOST is unset and the development outbox is off, so sign-up confirmations, " +
        "password resets, magic links and email changes cannot be sent and those requests will be refused. " +
        "Set SMTP_HOST, SMTP_SENDER (and SMTP_PORT, SMTP_TLS, SMTP_USER, SMTP_PASSWORD) - see docs/configuration.md.",
    );
  if (!mail.smtp && mail.contactTeamAddress)
    warnings.push("CONTACT_TEAM_ADDRESS is set but SMTP_HOST is not: contact messages are stored, not delivered.");
  if (mail.smtp && !mail.contactTeamAddress && env.NODE_ENV === "production")
    warnings.push("CONTACT_TEAM_ADDRESS is unset: contact messages are stored in the database only.");
  return warnings;
}
