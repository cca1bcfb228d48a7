import type { Sql } from "postgres";
import type { AccessClaims } from "@/lib/auth/jwt/access-claims";
import { createMemberSessionCheck } from "@/lib/auth/member-session";

// A stand-in for the pool: the sessions and enrolled members it knows, and how many lookups it answered.
function fakeDatabase(sessions: Map<string, { userId: string; enrolled: boolean; aal?: string }>) {
  const db = { lookups: 0 };
  const sql = ((_strings: TemplateStringsArray, sessionId: string, userId: string) => {
    db.lookups += 1;
    const session = sessions.get(sessionId);
    return Promise.resolve(
      session && session.userId === userId ? [{ aal: session.aal ?? "aal1", enrolled: session.enrolled }] : [],
    );
  }) as unknown as Sql;
  return { sql, db };
}

const USER = "6f1c2f8e-8f6a-4c39-9d0f-3b0d3c1e2a11";
const OTHER_USER = "0b7c9a3e-2a1d-4e55-8a7f-52c0f2b7d0c4";
const SESSION = "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d";
const claims = (extra: Partial<AccessClaims> = {}): AccessClaims => ({
  sub: USER,
  aud: "authenticated",
  role: "authenticated",
  exp: 2e9,
  session_id: SESSION,
  aal: "aal1",
  ...extra,
});

describe("createMemberSessionCheck", () => {
  it("answers live for the token's own live session and ended for an unknown session or another user's", async () => {
    const { sql } = fakeDatabase(new Map([[SESSION, { userId: USER, enrolled: false }]]));
    const check = createMemberSessionCheck(sql);
    expect(await check(claims())).toBe("live");
    expect(await check(claims({ session_id: "9a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d" }))).toBe("ended");
    expect(await check(claims({ sub: OTHER_USER }))).toBe("ended");
  });

  it("answers ended without asking the database when the token names no session", async () => {
    const { sql, db } = fakeDatabase(new Map());
    expect(await createMemberSessionCheck(sql)(claims({ session_id: undefined }))).toBe("ended");
    expect(db.lookups).toBe(0);
  });

  it("asks for aal2 only when the member has a verified factor and the token is not aal2", async () => {
    const { sql } = fakeDatabase(new Map([[SESSION, { userId: USER, enrolled: true, aal: "aal2" }]]));
    const check = createMemberSessionCheck(sql);
    expect(await check(claims({ aal: "aal1" }))).toBe("aal2_required");
    expect(await check(claims({ aal: undefined }))).toBe("aal2_required");
    expect(await check(claims({ aal: "aal2" }))).toBe("live");
  });

  it("asks for aal2 when the session was lowered to aal1 (its factor removed, another left) though the token still says aal2", async () => {
    const { sql } = fakeDatabase(new Map([[SESSION, { userId: USER, enrolled: true, aal: "aal1" }]]));
    expect(await createMemberSessionCheck(sql)(claims({ aal: "aal2" }))).toBe("aal2_required");
  });

  it("reuses an answer for the TTL, then looks again (a logout reaches the API within the TTL)", async () => {
    const sessions = new Map([[SESSION, { userId: USER, enrolled: false }]]);
    const { sql, db } = fakeDatabase(sessions);
    let now = 1_000_000;
    const check = createMemberSessionCheck(sql, { ttlMs: 5_000, now: () => now });
    expect(await check(claims())).toBe("live");
    sessions.delete(SESSION); // logged out
    now += 4_999;
    expect(await check(claims())).toBe("live");
    expect(db.lookups).toBe(1);
    now += 1;
    expect(await check(claims())).toBe("ended");
    expect(db.lookups).toBe(2);
  });

  it("remembers at most maxEntries sessions, forgetting the oldest answer first", async () => {
    const ids = ["1", "2", "3"].map((d) => `${d}a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d`);
    const { sql, db } = fakeDatabase(new Map(ids.map((id) => [id, { userId: USER, enrolled: false }])));
    const check = createMemberSessionCheck(sql, { maxEntries: 2, now: () => 0 });
    for (const id of ids) await check(claims({ session_id: id }));
    expect(db.lookups).toBe(3);
    await check(claims({ session_id: ids[2] }));
    await check(claims({ session_id: ids[1] }));
    expect(db.lookups).toBe(3);
    await check(claims({ session_id: ids[0] }));
    expect(db.lookups).toBe(4);
  });
});
