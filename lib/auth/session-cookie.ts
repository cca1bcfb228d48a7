import { AUTH_COOKIE_NAME } from "@/lib/auth/auth-config";
import { siteUrl } from "@/lib/env/public-env";

/** The session cookie's options for @supabase/ssr (which adds path "/", SameSite=Lax and its lifetime). */
export interface SessionCookieOptions {
  name: string;
  /** Secure when the site is served over HTTPS; off on http://localhost, or the browser would drop it. */
  secure: boolean;
}

/**
 * Decided by the configured site address (NEXT_PUBLIC_SITE_URL), not by the request: a forwarded-protocol
 * header could be forged, the configuration cannot.
 */
export function sessionCookieOptions(site: string = siteUrl()): SessionCookieOptions {
  return { name: AUTH_COOKIE_NAME, secure: new URL(site).protocol === "https:" };
}
