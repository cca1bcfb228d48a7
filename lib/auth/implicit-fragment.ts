// The implicit flow returns the session in the URL fragment (#access_token=...&refresh_token=...&type=...).
// The @supabase/ssr browser client only accepts PKCE callbacks, so the app reads this form itself.

export interface ImplicitSession {
  accessToken: string;
  refreshToken: string;
  /** "recovery" for a password-reset link, "signup", "magiclink", "invite", "email_change" otherwise. */
  type: string | null;
}

export function parseImplicitFragment(hash: string): ImplicitSession | null {
  const params = new URLSearchParams(hash.startsWith("#") ? hash.slice(1) : hash);
  const accessToken = params.get("access_token");
  const refreshToken = params.get("refresh_token");
  if (!accessToken || !refreshToken) return null;
  return { accessToken, refreshToken, type: params.get("type") };
}
