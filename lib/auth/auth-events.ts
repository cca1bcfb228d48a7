import type { AuthChangeEvent, Session, User } from "@supabase/supabase-js";

// Spec section 4: every auth event the app handles, and what each does to the member's state.
export const HANDLED_AUTH_EVENTS = [
  "INITIAL_SESSION",
  "SIGNED_IN",
  "SIGNED_OUT",
  "TOKEN_REFRESHED",
  "USER_UPDATED",
  "PASSWORD_RECOVERY",
  "MFA_CHALLENGE_VERIFIED",
] as const satisfies readonly AuthChangeEvent[];

export interface AuthView {
  user: User | null;
  /** The access token to keep in local storage under `token`, or null to remove it. */
  token: string | null;
  /** True after a PASSWORD_RECOVERY event until the password is changed or the member signs out. */
  recovering: boolean;
}

export const SIGNED_OUT_VIEW: AuthView = { user: null, token: null, recovering: false };

/** The member's state after `event`; any event without a session (a signed-out or empty start) clears it. */
export function authViewAfter(event: AuthChangeEvent, session: Session | null, previous: AuthView): AuthView {
  if (event === "SIGNED_OUT" || !session) return SIGNED_OUT_VIEW;
  const recovering = event === "PASSWORD_RECOVERY" ? true : event === "USER_UPDATED" ? false : previous.recovering;
  return { user: session.user, token: session.access_token, recovering };
}
