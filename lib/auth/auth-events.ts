import type { AuthChangeEvent, Session } from "@supabase/supabase-js";
import { sessionNeedsCode } from "./assurance-level";
import { SIGNED_OUT_VIEW, type AuthView } from "./auth-view";

// Every auth event the app handles, and what each does to the member's state.
export const HANDLED_AUTH_EVENTS = [
  "INITIAL_SESSION",
  "SIGNED_IN",
  "SIGNED_OUT",
  "TOKEN_REFRESHED",
  "USER_UPDATED",
  "PASSWORD_RECOVERY",
  "MFA_CHALLENGE_VERIFIED",
] as const satisfies readonly AuthChangeEvent[];

/** The member's state after `event`; any event without a session (a signed-out or empty start) clears it. */
export function authViewAfter(event: AuthChangeEvent, session: Session | null, previous: AuthView): AuthView {
  if (event === "SIGNED_OUT" || !session) return SIGNED_OUT_VIEW;
  const recovering = event === "PASSWORD_RECOVERY" ? true : event === "USER_UPDATED" ? false : previous.recovering;
  return { user: session.user, token: session.access_token, recovering, codeRequired: sessionNeedsCode(session) };
}
