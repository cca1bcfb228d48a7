import type { AuthEnv } from "@/lib/auth/auth-env";

/**
 * Whether /dev/outbox exists: only for the embedded auth service with its outbox on. With a hosted
 * Supabase project (real mail) or AUTH_DEV_OUTBOX off there is nothing to show, and the page answers 404.
 */
export function devOutboxPageEnabled(env: Pick<AuthEnv, "NEXT_PUBLIC_SUPABASE_URL" | "AUTH_DEV_OUTBOX">): boolean {
  return !env.NEXT_PUBLIC_SUPABASE_URL && env.AUTH_DEV_OUTBOX;
}
