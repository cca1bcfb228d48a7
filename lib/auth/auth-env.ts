import { z } from "zod";

const flag = (fallback: boolean) =>
  z
    .enum(["1", "0", "true", "false", "on", "off", "yes", "no", ""])
    .optional()
    .transform((v) => (v === undefined || v === "" ? fallback : ["1", "true", "on", "yes"].includes(v)));

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** The auth settings of the environment. Hosted mode (a real Supabase project) needs its URL and anon key together. */
export const authEnvSchema = z
  .object({
    NEXT_PUBLIC_SUPABASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    NEXT_PUBLIC_SUPABASE_ANON_KEY: optionalText,
    /**
     * Embedded service: sign-ups are confirmed at once. On by default so a local user can sign up and go; off
     * by default when SMTP_HOST is set, so nobody can register an address that is not theirs.
     */
    AUTH_AUTOCONFIRM: z.string().optional(),
    /**
     * Embedded service: keep emails and texts in the development outbox (and the server log). Off by default in
     * production (NODE_ENV=production); `npm start` on the embedded database turns it on (a local setup).
     */
    AUTH_DEV_OUTBOX: z.string().optional(),
    /** Embedded service keys; generated on first start and kept in the database when unset. */
    AUTH_JWT_PRIVATE_KEY: optionalText,
    AUTH_ANON_KEY: optionalText,
    AUTH_SERVICE_ROLE_KEY: optionalText,
    NEXT_PUBLIC_GOOGLE_WEB_CLIENT_ID: optionalText,
    /** Where Google's ID-token signing keys are published (tests point it at a local issuer). */
    AUTH_GOOGLE_JWKS_URL: optionalText
      .pipe(z.url().optional())
      .transform((v) => v ?? "https://www.googleapis.com/oauth2/v3/certs"),
    AUTH_GOOGLE_ISSUER: optionalText.transform((v) => v ?? "https://accounts.google.com"),
    /** Embedded service: raises every rate limit this many times (end-to-end runs sign up many users from one address). */
    AUTH_RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(1000).default(1),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  })
  .refine((env) => !env.NEXT_PUBLIC_SUPABASE_URL || env.NEXT_PUBLIC_SUPABASE_ANON_KEY, {
    message: "NEXT_PUBLIC_SUPABASE_ANON_KEY is required when NEXT_PUBLIC_SUPABASE_URL is set",
    path: ["NEXT_PUBLIC_SUPABASE_ANON_KEY"],
  })
  .refine(
    (env) => !env.AUTH_JWT_PRIVATE_KEY === !env.AUTH_ANON_KEY && !env.AUTH_ANON_KEY === !env.AUTH_SERVICE_ROLE_KEY,
    {
      message: "AUTH_JWT_PRIVATE_KEY, AUTH_ANON_KEY and AUTH_SERVICE_ROLE_KEY are set together or not at all",
      path: ["AUTH_JWT_PRIVATE_KEY"],
    },
  );

type ParsedAuthEnv = z.infer<typeof authEnvSchema>;
export type AuthEnv = Omit<ParsedAuthEnv, "AUTH_DEV_OUTBOX" | "AUTH_AUTOCONFIRM"> & {
  AUTH_DEV_OUTBOX: boolean;
  AUTH_AUTOCONFIRM: boolean;
};

export function parseAuthEnv(source: NodeJS.ProcessEnv = process.env): AuthEnv {
  const parsed = authEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid auth environment: ${problems}`);
  }
  const resolve = (name: "AUTH_DEV_OUTBOX" | "AUTH_AUTOCONFIRM", fallback: boolean) => {
    const value = flag(fallback).safeParse(parsed.data[name]);
    if (!value.success)
      throw new Error(`Invalid auth environment: ${name}: must be 1, 0, true, false, on, off, yes or no`);
    return value.data;
  };
  return {
    ...parsed.data,
    AUTH_DEV_OUTBOX: resolve("AUTH_DEV_OUTBOX", source.NODE_ENV !== "production"),
    AUTH_AUTOCONFIRM: resolve("AUTH_AUTOCONFIRM", !source.SMTP_HOST?.trim()),
  };
}
