import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** How the connection is secured: TLS from the first byte (port 465), STARTTLS required (587), or none (a local relay). */
const SMTP_TLS_MODES = ["implicit", "starttls", "none"] as const;
type SmtpTlsMode = (typeof SMTP_TLS_MODES)[number];

/** An address as a mail header writes it: `name@host` or `Display Name <name@host>`. */
const mailbox = z.string().refine((v) => {
  const match = /^(?:[^<>]*<([^<>]+)>|([^<>\s]+))$/.exec(v);
  return match !== null && z.email().safeParse(match[1] ?? match[2]).success;
}, "must be an email address, optionally as Name <address>");

/** The mail settings of the environment: SMTP delivery is on when SMTP_HOST is set, and then needs a sender. */
const mailEnvSchema = z
  .object({
    SMTP_HOST: optionalText,
    SMTP_PORT: optionalText
      .transform((v) => (v === undefined ? undefined : Number(v)))
      .pipe(z.number("must be a port number").int().min(1).max(65535).optional()),
    SMTP_TLS: optionalText.pipe(z.enum(SMTP_TLS_MODES).optional()),
    SMTP_USER: optionalText,
    SMTP_PASSWORD: optionalText,
    /** The From of every email, e.g. `FundLens <no-reply@fundlens.in>`. */
    SMTP_SENDER: optionalText.pipe(mailbox.optional()),
    /** Where contact-form messages are delivered (Reply-To the sender); unset keeps them in the database only. */
    CONTACT_TEAM_ADDRESS: optionalText.pipe(mailbox.optional()),
  })
  .refine((env) => !env.SMTP_HOST || env.SMTP_SENDER, {
    message: "SMTP_SENDER is required when SMTP_HOST is set",
    path: ["SMTP_SENDER"],
  })
  .refine((env) => !env.SMTP_USER === !env.SMTP_PASSWORD, {
    message: "SMTP_USER and SMTP_PASSWORD are set together or not at all",
    path: ["SMTP_USER"],
  });

export interface SmtpSettings {
  host: string;
  port: number;
  tls: SmtpTlsMode;
  auth?: { user: string; pass: string };
  sender: string;
}

export interface MailEnv {
  smtp: SmtpSettings | null;
  contactTeamAddress: string | null;
}

export function parseMailEnv(source: Record<string, string | undefined> = process.env): MailEnv {
  const parsed = mailEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid mail environment: ${problems}`);
  }
  const env = parsed.data;
  const tls = env.SMTP_TLS ?? (env.SMTP_PORT === 465 ? "implicit" : "starttls");
  return {
    smtp: env.SMTP_HOST
      ? {
          host: env.SMTP_HOST,
          port: env.SMTP_PORT ?? (tls === "implicit" ? 465 : 587),
          tls,
          auth: env.SMTP_USER && env.SMTP_PASSWORD ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD } : undefined,
          sender: env.SMTP_SENDER!,
        }
      : null,
    contactTeamAddress: env.CONTACT_TEAM_ADDRESS ?? null,
  };
}
