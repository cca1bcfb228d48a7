import { randomUUID } from "node:crypto";
import { loadOrCreateKeys, type EmbeddedKeys } from "@/lib/auth/service/signing-keys";
import { startApiTestContext, type ApiTestContext } from "@/lib/api/testing/api-test-context";
import { LOGIN_REQUIRED_MESSAGE, SECOND_STEP_REQUIRED_MESSAGE } from "@/lib/api/handle-member-endpoint";
import { MEMBER_SESSION_TTL_MS } from "@/lib/auth/member-session";
import { createTestMember, memberToken } from "@/lib/auth/testing/member-token";

// Point 4 of issue 19: a token is worth no more than its session. Logout, reuse detection and an admin's
// delete all remove the session row (lib/auth/service), which is what these tests do to it.

let ctx: ApiTestContext;
let keys: EmbeddedKeys;

beforeAll(async () => {
  ctx = await startApiTestContext();
  keys = await loadOrCreateKeys(ctx.sql);
});
afterAll(async () => {
  await ctx.stop();
});

const watchlists = (token: string) =>
  ctx.call("/api/v1/watchlists/", { headers: { Authorization: `Bearer ${token}` } });
const createWatchlist = (token: string, name: string) =>
  ctx.call("/api/v1/watchlists/", {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ name }),
  });
const ended = { status: 401, body: { status: "error", payload: LOGIN_REQUIRED_MESSAGE } };

describe("member calls and the token's session", () => {
  it("answers 200 while the session lives and 401 once it has ended, within the session check's few seconds", async () => {
    const member = await createTestMember(ctx.sql, keys);
    expect((await watchlists(member.token)).status).toBe(200);
    await ctx.sql`delete from auth.sessions where id = ${member.sessionId}`;
    await new Promise((resolve) => setTimeout(resolve, MEMBER_SESSION_TTL_MS + 100));
    expect(await watchlists(member.token)).toMatchObject(ended);
  });

  it("refuses a token whose session never existed or belongs to another member, before reading the body", async () => {
    const member = await createTestMember(ctx.sql, keys);
    const other = await createTestMember(ctx.sql, keys);
    for (const token of [
      await memberToken(keys, member.id, randomUUID()),
      await memberToken(keys, member.id, other.sessionId),
    ]) {
      expect(await watchlists(token)).toMatchObject(ended);
      const post = await ctx.call("/api/v1/watchlists/", {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: "{not json",
      });
      expect(post).toMatchObject(ended);
    }
  });

  it("answers a deleted member's token with 401, never a 500, and writes nothing", async () => {
    const member = await createTestMember(ctx.sql, keys);
    await ctx.sql`delete from auth.users where id = ${member.id}`;
    const post = await createWatchlist(member.token, "Orphan");
    expect(post).toMatchObject(ended);
    const rows = await ctx.sql`select 1 from watchlists where user_id = ${member.id}`;
    expect(rows).toHaveLength(0);
  });

  it("answers 401, not a 500, for a write by a member deleted while their live session is still remembered", async () => {
    const member = await createTestMember(ctx.sql, keys);
    expect((await watchlists(member.token)).status).toBe(200); // the session check now remembers "live" for a few seconds
    await ctx.sql`delete from auth.users where id = ${member.id}`;
    const post = await createWatchlist(member.token, "Orphan");
    expect(post).toMatchObject(ended);
  });

  it("asks a member with a verified factor for the second step (403) on an aal1 token, and serves the aal2 token", async () => {
    const member = await createTestMember(ctx.sql, keys);
    await ctx.sql`insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret) values (${member.id}, 'phone app', 'totp', 'verified', 'JBSWY3DPEHPK3PXP')`;
    expect(await watchlists(member.token)).toMatchObject({
      status: 403,
      body: { status: "error", payload: SECOND_STEP_REQUIRED_MESSAGE },
    });
    // The token alone is not enough: the session itself must have been raised to aal2.
    const aal2 = await memberToken(keys, member.id, member.sessionId, "aal2");
    expect((await watchlists(aal2)).status).toBe(403);
    const raised = await createTestMember(ctx.sql, keys);
    await ctx.sql`insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret) values (${raised.id}, 'phone app', 'totp', 'verified', 'JBSWY3DPEHPK3PXP')`;
    await ctx.sql`update auth.sessions set aal = 'aal2' where id = ${raised.sessionId}`;
    expect((await watchlists(await memberToken(keys, raised.id, raised.sessionId, "aal2"))).status).toBe(200);
  });

  it("does not ask for a second step while the factor is only enrolled, not verified", async () => {
    const member = await createTestMember(ctx.sql, keys);
    await ctx.sql`insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret) values (${member.id}, '', 'totp', 'unverified', 'JBSWY3DPEHPK3PXP')`;
    expect((await watchlists(member.token)).status).toBe(200);
  });
});
