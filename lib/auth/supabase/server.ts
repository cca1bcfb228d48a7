import { createServerClient } from "@supabase/ssr";
import { cookies, headers } from "next/headers";
import { publicAuthConfig, serverSupabaseUrl } from "@/lib/auth/auth-config";
import { sessionCookieOptions } from "@/lib/auth/session-cookie";
import { serverAuthFetch } from "@/lib/auth/supabase/server-auth-fetch";

/**
 * A server client for one request (never share one between requests: it carries that request's cookies).
 * Trust `auth.getClaims()` (verified against the JWKS), never `auth.getSession()` (read unverified from a cookie).
 */
export async function createClient() {
  const cookieStore = await cookies();
  const { anonKey } = await publicAuthConfig();
  const fetch = serverAuthFetch(await headers());
  return createServerClient(serverSupabaseUrl(), anonKey, {
    cookieOptions: sessionCookieOptions(),
    ...(fetch ? { global: { fetch } } : {}),
    cookies: {
      getAll() {
        return cookieStore.getAll();
      },
      setAll(cookiesToSet) {
        try {
          for (const { name, value, options } of cookiesToSet) cookieStore.set(name, value, options);
        } catch {
          // Server components cannot set cookies. The proxy refreshes the session on every guarded page
          // before it renders, so a refresh that lands here is already in the browser's cookies.
        }
      },
    },
  });
}
