import type { Session } from "@supabase/supabase-js";
import { loginPathFor } from "@/lib/auth/redirect-path";

// Issue 19: a member with a verified factor signs in with the password (aal1), then must enter the code of
// their authenticator app (aal2) before member pages open. The login page's code step is /login?step=mfa.

export const STEP_PARAM = "step";
export const CODE_STEP = "mfa";

/** The code step of the login page, remembering the page to open afterwards. */
export function codeStepPathFor(pathWithSearch: string): string {
  const login = loginPathFor(pathWithSearch);
  return `${login}${login.includes("?") ? "&" : "?"}${STEP_PARAM}=${CODE_STEP}`;
}

/** Whether a same-site path (with its query) is the login page's code step. */
export function isCodeStepPath(pathWithSearch: string): boolean {
  const url = new URL(pathWithSearch, "http://same.invalid");
  return url.pathname === "/login" && url.searchParams.get(STEP_PARAM) === CODE_STEP;
}

/** supabase-js's getAuthenticatorAssuranceLevel() answer: a code is due when the next level is above the current. */
export function codeIsDue(level: { currentLevel: string | null; nextLevel: string | null } | null): boolean {
  return level?.currentLevel === "aal1" && level.nextLevel === "aal2";
}

/** The `aal` claim of an access token, read without verifying it (the server verifies; this only steers pages). */
export function accessTokenAal(token: string): string | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
    return typeof json === "object" && json !== null && typeof (json as { aal?: unknown }).aal === "string"
      ? (json as { aal: string }).aal
      : null;
  } catch {
    return null;
  }
}

/** The same rule as supabase-js's assurance level, from a session held in memory (no await, no request). */
export function sessionNeedsCode(session: Pick<Session, "access_token" | "user">): boolean {
  const verified = (session.user.factors ?? []).some((factor) => factor.status === "verified");
  return verified && accessTokenAal(session.access_token) !== "aal2";
}
