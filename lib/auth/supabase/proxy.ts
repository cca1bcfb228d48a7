import { createServerClient } from "@supabase/ssr";
import type { JwtPayload } from "@supabase/supabase-js";
import { NextResponse, type NextRequest } from "next/server";
import { publicAuthConfig, serverSupabaseUrl } from "@/lib/auth/auth-config";
import { sessionCookieOptions } from "@/lib/auth/session-cookie";
import { serverAuthFetch } from "@/lib/auth/supabase/server-auth-fetch";

export interface SessionUpdate {
  /** Carries the refreshed session cookies: return it, or copy its cookies onto the response you return. */
  response: NextResponse;
  /** The verified claims of the member, or null for a visitor (or an invalid, expired or revoked session). */
  claims: JwtPayload | null;
}

/**
 * Reads and, when it is near expiry, refreshes the session of a guarded request. A new client per request:
 * it holds that request's cookies.
 */
export async function updateSession(request: NextRequest): Promise<SessionUpdate> {
  let response = NextResponse.next({ request });
  const { anonKey } = await publicAuthConfig();
  const fetch = serverAuthFetch(request.headers);
  const supabase = createServerClient(serverSupabaseUrl(), anonKey, {
    cookieOptions: sessionCookieOptions(),
    ...(fetch ? { global: { fetch } } : {}),
    cookies: {
      getAll() {
        return request.cookies.getAll();
      },
      setAll(cookiesToSet) {
        // The refreshed cookies go both to the request (so this render sees them) and to the response (so
        // the browser keeps them); a fresh NextResponse is needed for the request change to take effect.
        for (const { name, value } of cookiesToSet) request.cookies.set(name, value);
        response = NextResponse.next({ request });
        for (const { name, value, options } of cookiesToSet) response.cookies.set(name, value, options);
      },
    },
  });

  // Nothing may run between creating the client and getClaims(): the refresh it may trigger must reach the
  // response above, or the browser keeps a spent refresh token and the member is logged out at random.
  const { data } = await supabase.auth.getClaims();
  return { response, claims: data?.claims ?? null };
}

/**
 * A redirect that keeps the refreshed session cookies of `update`. Returning a bare redirect would drop
 * them and leave the browser and the auth service out of step (the session would end early).
 */
export function redirectKeepingSession(update: SessionUpdate, location: URL): NextResponse {
  const redirect = NextResponse.redirect(location, 307);
  for (const cookie of update.response.cookies.getAll()) redirect.cookies.set(cookie);
  return redirect;
}
