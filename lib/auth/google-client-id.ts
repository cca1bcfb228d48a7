import { z } from "zod";

const clientIdSchema = z
  .string()
  .regex(
    /^[0-9]+-[a-z0-9]+\.apps\.googleusercontent\.com$/,
    "must look like 1234567890-abc123.apps.googleusercontent.com",
  );

/**
 * NEXT_PUBLIC_GOOGLE_WEB_CLIENT_ID (runtime configuration): the Google button shows only when
 * it is set. An invalid value is logged and the button left out, rather than showing a button that fails.
 */
export function googleWebClientId(
  raw: string | undefined = process.env.NEXT_PUBLIC_GOOGLE_WEB_CLIENT_ID,
): string | null {
  const value = raw?.trim();
  if (!value) return null;
  const parsed = clientIdSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  console.error(
    `Invalid NEXT_PUBLIC_GOOGLE_WEB_CLIENT_ID "${value}": ${parsed.error.issues[0]?.message}; Google sign-in is off.`,
  );
  return null;
}
