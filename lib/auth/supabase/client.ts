import { createBrowserClient } from "@supabase/ssr";
import type { SessionCookieOptions } from "@/lib/auth/session-cookie";

/** What the server hands the browser (app/layout.tsx): see lib/auth/auth-config.ts publicAuthConfig(). */
export interface BrowserAuthConfig {
  /** A hosted project's URL, or null for the embedded service at this page's own origin. */
  url: string | null;
  anonKey: string;
  /** sessionCookieOptions(), decided on the server: the server factories read and write the same cookie. */
  cookieOptions: SessionCookieOptions;
}

/**
 * The browser client. @supabase/ssr keeps one per page (a singleton), stores the session in cookies so
 * the proxy and server components can read it, and uses the PKCE flow.
 */
export function createClient(config: BrowserAuthConfig) {
  return createBrowserClient(config.url ?? window.location.origin, config.anonKey, {
    cookieOptions: config.cookieOptions,
  });
}

export type BrowserSupabaseClient = ReturnType<typeof createClient>;
