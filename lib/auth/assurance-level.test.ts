import type { Factor, Session, User } from "@supabase/supabase-js";
import { accessTokenAal, codeIsDue, codeStepPathFor, isCodeStepPath, sessionNeedsCode } from "./assurance-level";

const token = (claims: Record<string, unknown>) =>
  `eyJhbGciOiJFUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.c2ln`;
const factor = (status: "verified" | "unverified") => ({ id: `f-${status}`, status, factor_type: "totp" }) as Factor;
const session = (aal: string, factors: Factor[]) =>
  ({ access_token: token({ sub: "u1", aal }), user: { id: "u1", factors } as unknown as User }) as Pick<
    Session,
    "access_token" | "user"
  >;

describe("assurance level", () => {
  it("reads the aal claim of an access token, and null from anything else", () => {
    expect(accessTokenAal(token({ aal: "aal2", name: "Ásha ~?>" }))).toBe("aal2");
    expect(accessTokenAal(token({ sub: "u1" }))).toBeNull();
    expect(accessTokenAal("jwt-1")).toBeNull();
    expect(accessTokenAal("a.%%%.c")).toBeNull();
  });

  it("owes a code only for an aal1 session of a member with a verified factor", () => {
    expect(sessionNeedsCode(session("aal1", [factor("verified")]))).toBe(true);
    expect(sessionNeedsCode(session("aal2", [factor("verified")]))).toBe(false);
    expect(sessionNeedsCode(session("aal1", [factor("unverified")]))).toBe(false);
    expect(sessionNeedsCode(session("aal1", []))).toBe(false);
    expect(codeIsDue({ currentLevel: "aal1", nextLevel: "aal2" })).toBe(true);
    expect(codeIsDue({ currentLevel: "aal2", nextLevel: "aal2" })).toBe(false);
    expect(codeIsDue({ currentLevel: "aal1", nextLevel: "aal1" })).toBe(false);
    expect(codeIsDue(null)).toBe(false);
  });

  it("builds the login's code step remembering a same-site page, and recognises it", () => {
    expect(codeStepPathFor("/watchlist?tab=2")).toBe("/login?next=%2Fwatchlist%3Ftab%3D2&step=mfa");
    expect(codeStepPathFor("//evil.example")).toBe("/login?step=mfa");
    expect(isCodeStepPath("/login?next=%2Fprofile&step=mfa")).toBe(true);
    expect(isCodeStepPath("/login?step=other")).toBe(false);
    expect(isCodeStepPath("/signup?step=mfa")).toBe(false);
  });
});
