import type { AuthEnv } from "@/lib/auth/auth-env";
import { devOutboxPageEnabled, DEV_OUTBOX_PATH } from "@/lib/auth/dev-outbox-access";
import type { MailEnv } from "@/lib/mail/mail-env";

type Env = Pick<AuthEnv, "NEXT_PUBLIC_SUPABASE_URL" | "AUTH_DEV_OUTBOX"> & { NODE_ENV?: string; SMTP_HOST?: string };

/** The line `npm start` and `npm run dev` print about where the auth service's emails go. */
export function emailDestination(env: Env, mail: MailEnv, siteUrl: string): string {
  if (env.NEXT_PUBLIC_SUPABASE_URL)
    return `[mail] sign-in emails are sent by the Supabase project at ${env.NEXT_PUBLIC_SUPABASE_URL}`;
  if (mail.smtp) return `[mail] emails go out through the mail server ${mail.smtp.host}:${mail.smtp.port}`;
  if (!env.AUTH_DEV_OUTBOX)
    return "[mail] emails cannot be sent: SMTP_HOST is unset and the development outbox is off (docs/configuration.md)";
  const page = devOutboxPageEnabled(env)
    ? ` and shown at ${siteUrl}${DEV_OUTBOX_PATH} to browsers on this machine only`
    : ` (the ${DEV_OUTBOX_PATH} page is served by npm run dev only, to browsers on this machine)`;
  return `[mail] SMTP_HOST is unset: emails are not sent; their links and codes are written to this log${page}`;
}
