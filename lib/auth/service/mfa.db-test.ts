import { totpCode } from "@/e2e/support/totp";
import { startAuthTestServer, type AuthTestServer } from "@/lib/auth/testing/auth-test-server";

let server: AuthTestServer;
beforeAll(async () => {
  // The tests play a proxy on loopback, so an X-Forwarded-For they send is a client's real address.
  server = await startAuthTestServer({ trustProxy: { kind: "list", list: ["loopback"] } });
});
afterAll(async () => {
  await server.close();
});

let counter = 0;
const email = () => `mfa${++counter}.${Date.now()}@example.in`;

async function member(address = email()) {
  const client = server.client({ persist: true });
  const { data, error } = await client.auth.signUp({ email: address, password: "kiwi-secret-12" });
  expect(error).toBeNull();
  return { client, address, userId: data.user!.id };
}

type Client = Awaited<ReturnType<typeof member>>["client"];

const codeFor = (secret: string, at = server.clock.now) => totpCode(secret, at);

async function enrolled(client: Client, friendlyName?: string) {
  const { data, error } = await client.auth.mfa.enroll({ factorType: "totp", friendlyName });
  expect(error).toBeNull();
  if (!data || data.type !== "totp") throw new Error("expected a TOTP factor");
  return data;
}

async function raiseToAal2(client: Client, factorId: string, secret: string) {
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret) });
  expect(error).toBeNull();
}

const call = (path: string, token: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  fetch(`${server.url}/auth/v1${path}`, {
    ...init,
    headers: {
      apikey: server.keys.anonKey,
      Authorization: `Bearer ${token}`,
      "Content-Type": "application/json",
      ...init.headers,
    },
  });

const accessToken = async (client: Client) => (await client.auth.getSession()).data.session!.access_token;

describe("TOTP enrolment", () => {
  it("answers the factor with its secret, otpauth URI and an SVG QR code, unverified until its first code", async () => {
    const { client, address } = await member();
    const factor = await enrolled(client, "Phone app");
    expect(factor).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: "totp",
      friendly_name: "Phone app",
    });
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    // supabase-js prefixes the bare SVG markup the server sends.
    expect(factor.totp.qr_code.startsWith("data:image/svg+xml;utf-8,<svg")).toBe(true);
    expect(factor.totp.qr_code.trimEnd().endsWith("</svg>")).toBe(true);
    const [label, query] = factor.totp.uri.split("?") as [string, string];
    expect(decodeURIComponent(label)).toBe(`otpauth://totp/localhost:3999:${address}`);
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      algorithm: "SHA1",
      digits: "6",
      issuer: "localhost:3999",
      period: "30",
      secret: factor.totp.secret,
    });

    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.all.map((f) => [f.id, f.status, f.factor_type, f.friendly_name])).toEqual([
      [factor.id, "unverified", "totp", "Phone app"],
    ]);
    expect(listed.data?.totp).toEqual([]);
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal1" });
  });

  it("sends the QR code as bare SVG markup on the wire and takes the issuer given", async () => {
    const { client } = await member();
    const response = await call("/factors", await accessToken(client), {
      method: "POST",
      body: JSON.stringify({ factor_type: "totp", friendly_name: "", issuer: "FundLens" }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { type: string; totp: { qr_code: string; uri: string } };
    expect(body.type).toBe("totp");
    expect(body.totp.qr_code.startsWith("<svg")).toBe(true);
    expect(body.totp.uri).toContain("issuer=FundLens");
    expect(body.totp.uri.startsWith("otpauth://totp/FundLens:")).toBe(true);
  });

  it("refuses a second factor with the same friendly name, a phone factor and an unknown type", async () => {
    const { client } = await member();
    await enrolled(client, "Same");
    const again = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Same" });
    expect(again.error).toMatchObject({
      status: 422,
      code: "mfa_factor_name_conflict",
      message: 'A factor with the friendly name "Same" for this user already exists',
    });
    const phone = await client.auth.mfa.enroll({ factorType: "phone", phone: "+919876500002" });
    expect(phone.error).toMatchObject({ status: 422, code: "mfa_phone_enroll_not_enabled" });
    const token = await accessToken(client);
    const unknown = await call("/factors", token, { method: "POST", body: JSON.stringify({ factor_type: "sms" }) });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      code: "validation_failed",
      message: "factor_type needs to be totp or phone",
    });
    expect((await client.auth.mfa.listFactors()).data?.all).toHaveLength(1);
  });

  it("needs a signed-in member", async () => {
    const response = await fetch(`${server.url}/auth/v1/factors`, {
      method: "POST",
      headers: { apikey: server.keys.anonKey, "Content-Type": "application/json" },
      body: JSON.stringify({ factor_type: "totp" }),
    });
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe("no_authorization");
  });
});

describe("challenge and verify", () => {
  it("raises the session to aal2 with totp in amr, verifies the factor and ends the member's other aal1 sessions", async () => {
    const { client, address } = await member();
    const other = server.client();
    const otherSession = (await other.auth.signInWithPassword({ email: address, password: "kiwi-secret-12" })).data
      .session!;
    const factor = await enrolled(client);

    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: "totp",
      expires_at: Math.floor(server.clock.now / 1000) + 300,
    });

    const verified = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: codeFor(factor.totp.secret),
    });
    expect(verified.error).toBeNull();
    const claims = (await client.auth.getClaims(verified.data!.access_token)).data!.claims;
    expect(claims.aal).toBe("aal2");
    expect((claims.amr as { method: string }[]).map((a) => a.method)).toEqual(["password", "totp"]);
    expect(verified.data!.user.factors).toEqual([
      expect.objectContaining({ id: factor.id, status: "verified", factor_type: "totp" }),
    ]);

    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.totp.map((f) => f.id)).toEqual([factor.id]);
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: "aal2",
      nextLevel: "aal2",
    });
    expect((await server.client().auth.getUser(otherSession.access_token)).error).toMatchObject({
      name: "AuthSessionMissingError",
    });

    // The session stays aal2 across a refresh; a fresh password sign-in is aal1 with aal2 next.
    const refreshed = await client.auth.refreshSession();
    expect((await client.auth.getClaims(refreshed.data.session!.access_token)).data!.claims.aal).toBe("aal2");
    const fresh = server.client({ persist: true });
    await fresh.auth.signInWithPassword({ email: address, password: "kiwi-secret-12" });
    expect((await fresh.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: "aal1",
      nextLevel: "aal2",
    });
  });

  it("refuses a wrong code with 422 mfa_verification_failed and keeps the factor unverified", async () => {
    const { client } = await member();
    const factor = await enrolled(client);
    const challenge = (await client.auth.mfa.challenge({ factorId: factor.id })).data!;
    const right = codeFor(factor.totp.secret);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, "0");
    const { error } = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.id, code: wrong });
    expect(error).toMatchObject({ status: 422, code: "mfa_verification_failed", message: "Invalid TOTP code entered" });
    expect((await client.auth.mfa.listFactors()).data?.all[0]?.status).toBe("unverified");
    // The same challenge still takes the right code.
    expect(
      (await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.id, code: right })).error,
    ).toBeNull();
  });

  it("accepts the previous step's code but not one two steps old", async () => {
    const { client } = await member();
    const factor = await enrolled(client);
    const old = (await client.auth.mfa.challenge({ factorId: factor.id })).data!;
    const tooOld = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: old.id,
      code: codeFor(factor.totp.secret, server.clock.now - 60_000),
    });
    expect(tooOld.error).toMatchObject({ code: "mfa_verification_failed" });
    const previous = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: old.id,
      code: codeFor(factor.totp.secret, server.clock.now - 30_000),
    });
    expect(previous.error).toBeNull();
  });

  it("expires a challenge after five minutes", async () => {
    const { client } = await member();
    const factor = await enrolled(client);
    const challenge = (await client.auth.mfa.challenge({ factorId: factor.id })).data!;
    server.clock.now += 301_000;
    const { error } = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.id,
      code: codeFor(factor.totp.secret),
    });
    expect(error).toMatchObject({
      status: 422,
      code: "mfa_challenge_expired",
      message: `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    });
  });

  it("refuses a challenge verified twice, one from another address and an unknown challenge id", async () => {
    const { client } = await member();
    const factor = await enrolled(client);
    const token = await accessToken(client);
    const challenge = (await client.auth.mfa.challenge({ factorId: factor.id })).data!;
    const fromElsewhere = await call(`/factors/${factor.id}/verify`, token, {
      method: "POST",
      headers: { "X-Forwarded-For": "203.0.113.9" },
      body: JSON.stringify({ challenge_id: challenge.id, code: codeFor(factor.totp.secret) }),
    });
    expect(fromElsewhere.status).toBe(422);
    expect(await fromElsewhere.json()).toEqual({
      code: "mfa_ip_address_mismatch",
      message: "Challenge and verify IP addresses mismatch",
    });

    expect(
      (
        await client.auth.mfa.verify({
          factorId: factor.id,
          challengeId: challenge.id,
          code: codeFor(factor.totp.secret),
        })
      ).error,
    ).toBeNull();
    const twice = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.id,
      code: codeFor(factor.totp.secret),
    });
    expect(twice.error).toMatchObject({ status: 422, code: "mfa_ip_address_mismatch" });

    const unknown = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: "00000000-0000-4000-8000-000000000000",
      code: "123456",
    });
    expect(unknown.error).toMatchObject({
      status: 404,
      code: "mfa_factor_not_found",
      message: "MFA factor with the provided challenge ID not found",
    });
    const empty = await call(`/factors/${factor.id}/verify`, await accessToken(client), {
      method: "POST",
      body: JSON.stringify({ challenge_id: challenge.id, code: "" }),
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ code: "validation_failed", message: "Code needs to be non-empty" });
  });
});

describe("unenrolment and ownership", () => {
  it("removes an unverified factor at aal1, a verified one only at aal2, and drops the session back to aal1", async () => {
    const { client, address } = await member();
    const draft = await enrolled(client, "Draft");
    expect((await client.auth.mfa.unenroll({ factorId: draft.id })).data).toEqual({ id: draft.id });

    const factor = await enrolled(client, "Kept");
    await raiseToAal2(client, factor.id, factor.totp.secret);

    const aal1 = server.client({ persist: true });
    await aal1.auth.signInWithPassword({ email: address, password: "kiwi-secret-12" });
    const refused = await aal1.auth.mfa.unenroll({ factorId: factor.id });
    expect(refused.error).toMatchObject({
      status: 422,
      code: "insufficient_aal",
      message: "AAL2 required to unenroll verified factor",
    });
    const newFactor = await aal1.auth.mfa.enroll({ factorType: "totp", friendlyName: "Second" });
    expect(newFactor.error).toMatchObject({
      status: 403,
      code: "insufficient_aal",
      message: "AAL2 required to enroll a new factor",
    });

    const removed = await client.auth.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factor.id });
    expect((await client.auth.mfa.listFactors()).data?.all).toEqual([]);
    const refreshed = await client.auth.refreshSession();
    expect((await client.auth.getClaims(refreshed.data.session!.access_token)).data!.claims.aal).toBe("aal1");
  });

  it("answers another member's factor exactly as an unknown one, and a malformed id with 404", async () => {
    const owner = await member();
    const factor = await enrolled(owner.client);
    const intruder = await member();
    const challenge = await intruder.client.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toMatchObject({ status: 404, code: "mfa_factor_not_found", message: "Factor not found" });
    const unenroll = await intruder.client.auth.mfa.unenroll({ factorId: factor.id });
    expect(unenroll.error).toMatchObject({ status: 404, code: "mfa_factor_not_found", message: "Factor not found" });
    const unknown = await intruder.client.auth.mfa.unenroll({ factorId: "00000000-0000-4000-8000-000000000000" });
    expect(unknown.error).toMatchObject({ status: 404, code: "mfa_factor_not_found" });
    const malformed = await call("/factors/not-a-uuid/challenge", await accessToken(intruder.client), {
      method: "POST",
      body: "{}",
    });
    expect(malformed.status).toBe(404);
    expect((await owner.client.auth.mfa.listFactors()).data?.all.map((f) => f.id)).toEqual([factor.id]);
  });

  it("lets the admin list and delete a member's factors", async () => {
    const { client, userId } = await member();
    const factor = await enrolled(client, "Admin sees");
    const admin = server.admin();
    const listed = await admin.auth.admin.mfa.listFactors({ userId });
    expect(listed.error).toBeNull();
    expect(listed.data?.factors.map((f) => [f.id, f.friendly_name, f.status])).toEqual([
      [factor.id, "Admin sees", "unverified"],
    ]);
    const deleted = await admin.auth.admin.mfa.deleteFactor({ userId, id: factor.id });
    expect(deleted.error).toBeNull();
    // supabase-js hands back its whole {data, error} result here (deleteFactor has no body transform).
    expect(deleted.data).toMatchObject({ data: { id: factor.id, status: "unverified" } });
    expect((await admin.auth.admin.mfa.deleteFactor({ userId, id: factor.id })).error).toMatchObject({
      status: 404,
      code: "mfa_factor_not_found",
    });
    expect((await client.auth.mfa.listFactors()).data?.all).toEqual([]);
  });
});

describe("MFA rate limit", () => {
  let limited: AuthTestServer;
  beforeAll(async () => {
    limited = await startAuthTestServer({
      limits: { authMultiplier: 100, rules: { "auth-mfa": { points: 3, durationSeconds: 1, scale: "fixed" } } },
    });
  });
  afterAll(async () => {
    await limited.close();
  });

  it("answers 429 over_request_rate_limit past the limit per address and recovers after the window (1 s here)", async () => {
    const client = limited.client({ persist: true });
    await client.auth.signUp({ email: email(), password: "kiwi-secret-12" });
    const factor = (await client.auth.mfa.enroll({ factorType: "totp" })).data!;
    expect((await client.auth.mfa.challenge({ factorId: factor.id })).error).toBeNull();
    expect((await client.auth.mfa.challenge({ factorId: factor.id })).error).toBeNull();
    const over = await client.auth.mfa.challenge({ factorId: factor.id });
    expect(over.error).toMatchObject({ status: 429, code: "over_request_rate_limit" });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await client.auth.mfa.challenge({ factorId: factor.id })).error).toBeNull();
  });
});

describe("aal2 for sensitive changes once MFA is on", () => {
  const passwordMessage = "AAL2 session is required to update email or password when MFA is enabled.";

  /** A member with a verified factor, and a second, password-only (aal1) session of theirs. */
  async function enrolledWithAal1Session() {
    const owner = await member();
    const factor = await enrolled(owner.client);
    await raiseToAal2(owner.client, factor.id, factor.totp.secret);
    const aal1 = server.client({ persist: true });
    expect((await aal1.auth.signInWithPassword({ email: owner.address, password: "kiwi-secret-12" })).error).toBeNull();
    expect((await aal1.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: "aal1",
      nextLevel: "aal2",
    });
    return { ...owner, factor, aal1 };
  }

  async function identityIds(client: Client) {
    const { data } = await client.auth.getUserIdentities();
    return Object.fromEntries((data?.identities ?? []).map((identity) => [identity.provider, identity.identity_id]));
  }

  const signsIn = async (address: string, password: string) =>
    (await server.client().auth.signInWithPassword({ email: address, password })).error === null;

  it("refuses a password change, an email change, mixed with metadata, and changes nothing", async () => {
    const { address, aal1 } = await enrolledWithAal1Session();
    const password = await aal1.auth.updateUser({ password: "another-secret-34" });
    expect(password.error).toMatchObject({ status: 422, code: "insufficient_aal", message: passwordMessage });
    const email = await aal1.auth.updateUser({ email: `changed.${address}` });
    expect(email.error).toMatchObject({ status: 422, code: "insufficient_aal", message: passwordMessage });
    const mixed = await call("/user", await accessToken(aal1), {
      method: "PUT",
      body: JSON.stringify({ data: { full_name: "Intruder" }, phone: "+919876500011" }),
    });
    expect(mixed.status).toBe(422);
    expect(await mixed.json()).toEqual({ code: "insufficient_aal", message: passwordMessage });

    const { data } = await aal1.auth.getUser();
    expect(data.user).toMatchObject({ email: address, phone: "" });
    expect(data.user?.user_metadata.full_name).toBeUndefined();
    expect(await signsIn(address, "kiwi-secret-12")).toBe(true);
    expect(await signsIn(address, "another-secret-34")).toBe(false);
  });

  it("lets an aal1 session change metadata only, and its own unchanged email passes as no change", async () => {
    const { address, aal1 } = await enrolledWithAal1Session();
    const named = await aal1.auth.updateUser({ data: { full_name: "Asha Rao" }, email: address });
    expect(named.error).toBeNull();
    expect(named.data.user?.user_metadata.full_name).toBe("Asha Rao");
  });

  it("refuses unlinking an identity and reauthentication, with 422 insufficient_aal", async () => {
    const { client, aal1 } = await enrolledWithAal1Session();
    // A second identity (phone, confirmed at once with autoconfirm), added from the aal2 session.
    expect((await client.auth.updateUser({ phone: "+919876500012" })).error).toBeNull();
    const ids = await identityIds(aal1);
    expect(Object.keys(ids).sort()).toEqual(["email", "phone"]);

    const unlink = await call(`/user/identities/${ids.phone}`, await accessToken(aal1), { method: "DELETE" });
    expect(unlink.status).toBe(422);
    expect(await unlink.json()).toEqual({
      code: "insufficient_aal",
      message: "AAL2 session is required to unlink an identity when MFA is enabled.",
    });
    expect(Object.keys(await identityIds(aal1)).sort()).toEqual(["email", "phone"]);

    const reauth = await aal1.auth.reauthenticate();
    expect(reauth.error).toMatchObject({
      status: 422,
      code: "insufficient_aal",
      message: "AAL2 session is required to reauthenticate when MFA is enabled.",
    });
  });

  it("allows every one of them after the aal1 session steps up with a code", async () => {
    const { address, factor, aal1, client } = await enrolledWithAal1Session();
    expect((await client.auth.updateUser({ phone: "+919876500013" })).error).toBeNull();
    await raiseToAal2(aal1, factor.id, factor.totp.secret);
    expect((await aal1.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: "aal2",
      nextLevel: "aal2",
    });

    expect((await aal1.auth.reauthenticate()).error).toBeNull();
    const ids = await identityIds(aal1);
    expect((await call(`/user/identities/${ids.phone}`, await accessToken(aal1), { method: "DELETE" })).status).toBe(
      200,
    );
    expect(Object.keys(await identityIds(aal1))).toEqual(["email"]);
    expect((await aal1.auth.updateUser({ password: "another-secret-34" })).error).toBeNull();
    expect(await signsIn(address, "another-secret-34")).toBe(true);
    const moved = await aal1.auth.updateUser({ email: `moved.${address}` });
    expect(moved.error).toBeNull();
    expect(moved.data.user?.email).toBe(`moved.${address}`);
  });

  it("leaves a member without a verified factor (an unverified one included) as before", async () => {
    const { client, address } = await member();
    await enrolled(client, "Never verified");
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: "aal1",
      nextLevel: "aal1",
    });
    expect((await client.auth.updateUser({ phone: "+919876500014" })).error).toBeNull();
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const ids = await identityIds(client);
    const unlink = await call(`/user/identities/${ids.phone}`, await accessToken(client), { method: "DELETE" });
    expect(unlink.status).toBe(200);
    expect((await client.auth.updateUser({ password: "another-secret-35" })).error).toBeNull();
    expect(await signsIn(address, "another-secret-35")).toBe(true);
    expect((await client.auth.updateUser({ email: `moved.${address}` })).error).toBeNull();
  });
});
