import type { User } from "@supabase/supabase-js";

// Apart from auth-events.ts so that the auth provider, on every page, holds the signed-out state without the
// event handling, which loads with the sign-in client.

export interface AuthView {
  user: User | null;
  /** The access token to keep in local storage under `token`, or null to remove it. */
  token: string | null;
  /** True after a PASSWORD_RECOVERY event until the password is changed or the member signs out. */
  recovering: boolean;
  /** True while the session is aal1 and the member has a verified factor: their code is due before member pages. */
  codeRequired: boolean;
}

export const SIGNED_OUT_VIEW: AuthView = { user: null, token: null, recovering: false, codeRequired: false };
