import { parseAuthEnv } from "@/lib/auth/auth-env";
import { embeddedKeys } from "@/lib/auth/service/signing-keys";

/** One cookie name for the browser and server clients, whatever host name the site is reached on. */
export const AUTH_COOKIE_NAME = "sb-fundlens-auth-token";

/** "hosted" when a real Supabase project is configured; the embedded service is off then. */
export function authMode(): "embedded" | "hosted" {
  return parseAuthEnv().NEXT_PUBLIC_SUPABASE_URL ? "hosted" : "embedded";
}

/** The auth server's base address as the app's own server code reaches it. */
export function serverSupabaseUrl(): string {
  const env = parseAuthEnv();
  return env.NEXT_PUBLIC_SUPABASE_URL?.replace(/\/+$/, "") ?? `http://127.0.0.1:${env.PORT}`;
}

export interface PublicAuthConfig {
  /** null: the embedded service, at the page's own origin (known only in the browser). */
  url: string | null;
  anonKey: string;
}

/** What the browser client needs, passed down from server components as a prop (never inlined at build). */
export async function publicAuthConfig(): Promise<PublicAuthConfig> {
  const env = parseAuthEnv();
  if (env.NEXT_PUBLIC_SUPABASE_URL && env.NEXT_PUBLIC_SUPABASE_ANON_KEY) {
    return { url: env.NEXT_PUBLIC_SUPABASE_URL.replace(/\/+$/, ""), anonKey: env.NEXT_PUBLIC_SUPABASE_ANON_KEY };
  }
  return { url: null, anonKey: (await embeddedKeys()).anonKey };
}
