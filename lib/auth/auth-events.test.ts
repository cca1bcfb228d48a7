import type { AuthChangeEvent, Session, User } from "@supabase/supabase-js";
import { authViewAfter, HANDLED_AUTH_EVENTS } from "./auth-events";
import { SIGNED_OUT_VIEW, type AuthView } from "./auth-view";

const user = { id: "7c9e6679-7425-40de-944b-e07fc1f90ae7", email: "asha@example.com" } as User;
const session = {
  access_token: "jwt-1",
  refresh_token: "r-1",
  expires_in: 3600,
  token_type: "bearer",
  user,
} as Session;
const signedIn: AuthView = { user, token: "jwt-1", recovering: false, codeRequired: false };

describe("authViewAfter", () => {
  it("handles seven auth events", () => {
    expect(HANDLED_AUTH_EVENTS).toEqual([
      "INITIAL_SESSION",
      "SIGNED_IN",
      "SIGNED_OUT",
      "TOKEN_REFRESHED",
      "USER_UPDATED",
      "PASSWORD_RECOVERY",
      "MFA_CHALLENGE_VERIFIED",
    ]);
  });

  it.each(["INITIAL_SESSION", "SIGNED_IN", "TOKEN_REFRESHED", "MFA_CHALLENGE_VERIFIED"] as AuthChangeEvent[])(
    "%s with a session sets the user and token",
    (event) => {
      expect(authViewAfter(event, session, SIGNED_OUT_VIEW)).toEqual(signedIn);
    },
  );

  it("a refreshed session replaces the stored token", () => {
    const refreshed = { ...session, access_token: "jwt-2" };
    expect(authViewAfter("TOKEN_REFRESHED", refreshed, signedIn).token).toBe("jwt-2");
  });

  it("INITIAL_SESSION without a session leaves the member signed out (a stale stored token is dropped)", () => {
    expect(authViewAfter("INITIAL_SESSION", null, { ...signedIn })).toEqual(SIGNED_OUT_VIEW);
  });

  it("SIGNED_OUT clears the user and token even if a session object is passed", () => {
    expect(authViewAfter("SIGNED_OUT", session, signedIn)).toEqual(SIGNED_OUT_VIEW);
  });

  it("PASSWORD_RECOVERY marks the recovery until the user is updated", () => {
    const recovering = authViewAfter("PASSWORD_RECOVERY", session, SIGNED_OUT_VIEW);
    expect(recovering).toEqual({ ...signedIn, recovering: true });
    expect(authViewAfter("TOKEN_REFRESHED", session, recovering).recovering).toBe(true);
    expect(authViewAfter("USER_UPDATED", session, recovering)).toEqual(signedIn);
  });

  it("marks an aal1 session of a member with a verified factor as owing the code, until MFA_CHALLENGE_VERIFIED brings aal2", () => {
    const jwt = (aal: string) => `h.${Buffer.from(JSON.stringify({ aal })).toString("base64url")}.s`;
    const enrolled = { ...user, factors: [{ id: "f1", status: "verified", factor_type: "totp" }] } as User;
    const aal1 = authViewAfter("SIGNED_IN", { ...session, user: enrolled, access_token: jwt("aal1") }, SIGNED_OUT_VIEW);
    expect(aal1.codeRequired).toBe(true);
    expect(
      authViewAfter("MFA_CHALLENGE_VERIFIED", { ...session, user: enrolled, access_token: jwt("aal2") }, aal1)
        .codeRequired,
    ).toBe(false);
  });
});
