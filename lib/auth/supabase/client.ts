import { createBrowserClient } from "@supabase/ssr";

/** What the server hands the browser (app/layout.tsx): see lib/auth/auth-config.ts publicAuthConfig(). */
export interface BrowserAuthConfig {
  /** A hosted project's URL, or null for the embedded service at this page's own origin. */
  url: string | null;
  anonKey: string;
  /** AUTH_COOKIE_NAME: the server factories read the same cookie. */
  cookieName: string;
}

/**
 * The browser client. @supabase/ssr keeps one per page (a singleton), stores the session in cookies so
 * the proxy and server components can read it, and uses the PKCE flow.
 */
export function createClient(config: BrowserAuthConfig) {
  return createBrowserClient(config.url ?? window.location.origin, config.anonKey, { cookieOptions: { name: config.cookieName } });
}

export type BrowserSupabaseClient = ReturnType<typeof createClient>;
