import { createHash, createHmac } from "node:crypto";
import { newRsaKey, sha256Hex, startTestIssuer, type TestIssuer } from "@/lib/auth/testing/google-test-issuer";
import { startAuthTestServer, type AuthTestServer } from "@/lib/auth/testing/auth-test-server";

const CLIENT_ID = "fundlens-web.apps.googleusercontent.com";
const GOOGLE = "https://accounts.google.com";

let issuer: TestIssuer;
let server: AuthTestServer;
beforeAll(async () => {
  issuer = await startTestIssuer();
  server = await startAuthTestServer({
    settings: { google: { clientId: CLIENT_ID, jwksUrl: issuer.jwksUrl, issuer: GOOGLE } },
  });
});
afterAll(async () => {
  await server.close();
  await issuer.close();
});

let counter = 0;
const email = () => `google${++counter}.${Date.now()}@gmail.com`;
const sub = () => `1${String(Date.now()).slice(-9)}${++counter}`;

function idToken(claims: Record<string, unknown> = {}, options?: Parameters<TestIssuer["sign"]>[1]) {
  const iat = Math.floor(server.clock.now / 1000);
  return issuer.sign(
    {
      iss: GOOGLE,
      aud: CLIENT_ID,
      sub: sub(),
      email: email(),
      email_verified: true,
      name: "Meera Nair",
      iat,
      exp: iat + 3600,
      ...claims,
    },
    options,
  );
}

const signIn = (token: string, nonce?: string) =>
  server.client({ persist: true }).auth.signInWithIdToken({ provider: "google", token, nonce });

describe("grant_type=id_token with a Google ID token", () => {
  it("creates a user for a new Google account and signs the same user in again", async () => {
    const claims = { sub: sub(), email: email() };
    const first = await signIn(idToken(claims));
    expect(first.error).toBeNull();
    const user = first.data.user!;
    expect(user).toMatchObject({
      email: claims.email,
      app_metadata: { provider: "google", providers: ["google"] },
      user_metadata: { full_name: "Meera Nair", sub: claims.sub },
    });
    expect(user.email_confirmed_at).toEqual(expect.any(String));
    expect(user.identities?.map((i) => [i.provider, i.id])).toEqual([["google", claims.sub]]);
    const jwt = (await server.client().auth.getClaims(first.data.session!.access_token)).data!.claims;
    expect(jwt.amr).toEqual([{ method: "id_token", timestamp: expect.any(Number) }]);
    expect(jwt.aal).toBe("aal1");

    const again = await signIn(idToken(claims));
    expect(again.data.user?.id).toBe(user.id);
  });

  it("links a verified Google email to the existing user with that email", async () => {
    const address = email();
    const existing = (await server.client().auth.signUp({ email: address, password: "kiwi-secret-12" })).data.user!;
    const { data, error } = await signIn(idToken({ email: address }));
    expect(error).toBeNull();
    expect(data.user?.id).toBe(existing.id);
    expect(data.user?.identities?.map((i) => i.provider)).toEqual(["email", "google"]);
    expect(data.user?.app_metadata).toMatchObject({ provider: "email", providers: ["email", "google"] });
  });

  it("refuses an unverified Google email that another account already has", async () => {
    const address = email();
    await server.client().auth.signUp({ email: address, password: "kiwi-secret-12" });
    const { error } = await signIn(idToken({ email: address, email_verified: false }));
    expect(error).toMatchObject({ status: 422, code: "email_exists" });
  });

  it("checks the nonce: the token carries the SHA-256 hex of the nonce the client sends", async () => {
    expect((await signIn(idToken({ nonce: sha256Hex("raw-nonce-1") }), "raw-nonce-1")).error).toBeNull();
    expect((await signIn(idToken({ nonce: sha256Hex("raw-nonce-1") }), "another")).error).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: "Nonces mismatch",
    });
    const missing = await signIn(idToken({ nonce: sha256Hex("raw-nonce-2") }));
    expect(missing.error).toMatchObject({
      status: 400,
      message: "Passed nonce and nonce in id_token should either both exist or not.",
    });
    expect((await signIn(idToken(), "unexpected")).error).toMatchObject({ status: 400 });
  });

  it("checks at_hash against the access token when the client sends one", async () => {
    const accessToken = "ya29.google-access-token";
    const atHash = createHash("sha256").update(accessToken).digest().subarray(0, 16).toString("base64url");
    const withToken = (token: string, access: string) =>
      server.client().auth.signInWithIdToken({ provider: "google", token, access_token: access });
    expect((await withToken(idToken({ at_hash: atHash }), accessToken)).error).toBeNull();
    expect((await withToken(idToken({ at_hash: atHash }), "another-token")).error).toMatchObject({
      status: 400,
      message: "Bad ID token: access token does not match at_hash",
    });
  });

  it("accepts Google's scheme-less issuer and an audience list containing the client id", async () => {
    expect((await signIn(idToken({ iss: "accounts.google.com" }))).error).toBeNull();
    expect((await signIn(idToken({ aud: ["someone-else", CLIENT_ID] }))).error).toBeNull();
  });

  it.each([
    ["another audience", () => idToken({ aud: "another-client" }), "Unacceptable audience in id_token"],
    ["another issuer", () => idToken({ iss: "https://evil.example" }), "Bad ID token: issuer is not accepted"],
    [
      "an expired token",
      () => idToken({ exp: Math.floor(server.clock.now / 1000) - 1 }),
      "Bad ID token: token has expired",
    ],
    ["a token signed with another key", () => idToken({}, { key: newRsaKey() }), "Bad ID token: signature is invalid"],
    ["an unknown key id", () => idToken({}, { kid: "nobody" }), "Bad ID token: key id is unknown"],
    ["a malformed token", () => "not.a-token", "Bad ID token: token is malformed"],
  ])("refuses %s with 400 and creates no user", async (_name, token, message) => {
    const before = (await server.database.sql<{ n: number }[]>`select count(*)::int as n from auth.users`)[0]!.n;
    const { error, data } = await signIn(token());
    expect(error).toMatchObject({ status: 400, code: "validation_failed", message });
    expect(data.session).toBeNull();
    expect((await server.database.sql<{ n: number }[]>`select count(*)::int as n from auth.users`)[0]!.n).toBe(before);
  });

  it("refuses alg none and an HS256 token keyed with the public key's modulus", async () => {
    const iat = Math.floor(server.clock.now / 1000);
    const payload = Buffer.from(
      JSON.stringify({ iss: GOOGLE, aud: CLIENT_ID, sub: sub(), iat, exp: iat + 3600 }),
    ).toString("base64url");
    const none = `${Buffer.from(JSON.stringify({ alg: "none", kid: issuer.kid })).toString("base64url")}.${payload}.`;
    expect((await signIn(none)).error).toMatchObject({
      status: 400,
      message: "Bad ID token: signing method none is invalid",
    });
    const hsHeader = Buffer.from(JSON.stringify({ alg: "HS256", kid: issuer.kid })).toString("base64url");
    const hsSignature = createHmac("sha256", "public").update(`${hsHeader}.${payload}`).digest("base64url");
    expect((await signIn(`${hsHeader}.${payload}.${hsSignature}`)).error).toMatchObject({
      status: 400,
      message: "Bad ID token: signing method HS256 is invalid",
    });
  });

  it("refuses another provider and a request without an ID token", async () => {
    const apple = await server.client().auth.signInWithIdToken({ provider: "apple", token: idToken() });
    expect(apple.error).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: 'Custom OIDC provider "apple" not allowed',
    });
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=id_token`, {
      method: "POST",
      headers: { apikey: server.keys.anonKey, "Content-Type": "application/json" },
      body: JSON.stringify({ provider: "google" }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: "validation_failed", message: "id_token required" });
  });

  it("caches the issuer's keys for ten minutes", async () => {
    await signIn(idToken());
    const before = issuer.fetches();
    await signIn(idToken());
    await signIn(idToken());
    expect(issuer.fetches()).toBe(before);
    server.clock.now += 10 * 60_000;
    await signIn(idToken());
    expect(issuer.fetches()).toBe(before + 1);
  });
});

describe("linking and unlinking identities", () => {
  async function emailMember() {
    const client = server.client({ persist: true });
    const address = email();
    const { data } = await client.auth.signUp({ email: address, password: "kiwi-secret-12" });
    return { client, address, user: data.user! };
  }

  it("links a Google account to the signed-in member, then unlinks it; the last identity stays", async () => {
    const { client, user } = await emailMember();
    const googleSub = sub();
    const linked = await client.auth.linkIdentity({
      provider: "google",
      token: idToken({ sub: googleSub, email: email() }),
    });
    expect(linked.error).toBeNull();
    expect(linked.data.user?.id).toBe(user.id);
    const identities = (await client.auth.getUserIdentities()).data!.identities;
    expect(identities.map((i) => i.provider)).toEqual(["email", "google"]);

    const google = identities.find((i) => i.provider === "google")!;
    const unlinked = await client.auth.unlinkIdentity(google);
    expect(unlinked.error).toBeNull();
    expect(unlinked.data).toEqual({});
    const remaining = (await client.auth.getUserIdentities()).data!.identities;
    expect(remaining.map((i) => i.provider)).toEqual(["email"]);
    expect((await client.auth.getUser()).data.user?.app_metadata.providers).toEqual(["email"]);

    const last = await client.auth.unlinkIdentity(remaining[0]!);
    expect(last.error).toMatchObject({
      status: 422,
      code: "single_identity_not_deletable",
      message: "User must have at least 1 identity after unlinking",
    });
  });

  it("refuses to link an identity from an aal1 session of a member with a verified factor, and links nothing", async () => {
    const { client, user } = await emailMember();
    await server.database
      .sql`insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret) values (${user.id}, 'phone app', 'totp', 'verified', 'JBSWY3DPEHPK3PXP')`;
    const linked = await client.auth.linkIdentity({ provider: "google", token: idToken() });
    expect(linked.error).toMatchObject({
      status: 422,
      code: "insufficient_aal",
      message: "AAL2 session is required to link an identity when MFA is enabled.",
    });
    expect((await client.auth.getUserIdentities()).data!.identities.map((i) => i.provider)).toEqual(["email"]);
  });

  it("answers identity_already_exists for a Google account linked to another member or already to this one", async () => {
    const owner = await emailMember();
    const googleSub = sub();
    expect(
      (await owner.client.auth.linkIdentity({ provider: "google", token: idToken({ sub: googleSub }) })).error,
    ).toBeNull();
    const again = await owner.client.auth.linkIdentity({ provider: "google", token: idToken({ sub: googleSub }) });
    expect(again.error).toMatchObject({
      status: 422,
      code: "identity_already_exists",
      message: "Identity is already linked",
    });

    const other = await emailMember();
    const taken = await other.client.auth.linkIdentity({ provider: "google", token: idToken({ sub: googleSub }) });
    expect(taken.error).toMatchObject({
      status: 422,
      code: "identity_already_exists",
      message: "Identity is already linked to another user",
    });
    expect((await other.client.auth.getUserIdentities()).data!.identities.map((i) => i.provider)).toEqual(["email"]);
  });

  it("answers identity_not_found for an identity that is not the member's, and 404 for a malformed id", async () => {
    const a = await emailMember();
    await a.client.auth.linkIdentity({ provider: "google", token: idToken() });
    const b = await emailMember();
    await b.client.auth.linkIdentity({ provider: "google", token: idToken() });
    const bsIdentity = (await b.client.auth.getUserIdentities()).data!.identities[0]!;
    const { error } = await a.client.auth.unlinkIdentity(bsIdentity);
    expect(error).toMatchObject({ status: 422, code: "identity_not_found", message: "Identity doesn't exist" });
    expect((await b.client.auth.getUserIdentities()).data!.identities).toHaveLength(2);

    const token = (await a.client.auth.getSession()).data.session!.access_token;
    const malformed = await fetch(`${server.url}/auth/v1/user/identities/abc`, {
      method: "DELETE",
      headers: { apikey: server.keys.anonKey, Authorization: `Bearer ${token}` },
    });
    expect(malformed.status).toBe(404);
    expect(await malformed.json()).toEqual({ code: "validation_failed", message: "identity_id must be an UUID" });
  });

  it("removes the phone number with its phone identity", async () => {
    const address = email();
    const created = await server.admin().auth.admin.createUser({
      email: address,
      phone: "+919876533333",
      password: "kiwi-secret-12",
      email_confirm: true,
      phone_confirm: true,
    });
    expect(created.error).toBeNull();
    const client = server.client({ persist: true });
    await client.auth.signInWithPassword({ email: address, password: "kiwi-secret-12" });
    const phone = (await client.auth.getUserIdentities()).data!.identities.find((i) => i.provider === "phone")!;
    expect((await client.auth.unlinkIdentity(phone)).error).toBeNull();
    const user = (await client.auth.getUser()).data.user!;
    expect(user.phone).toBe("");
    expect(user.phone_confirmed_at).toBeUndefined();
    expect(user.app_metadata.providers).toEqual(["email"]);
    expect(
      (await server.client().auth.signInWithPassword({ phone: "+919876533333", password: "kiwi-secret-12" })).error,
    ).toMatchObject({ code: "invalid_credentials" });
  });

  it("keeps the email when its identity is unlinked but the Google identity has the same address", async () => {
    const { client, address } = await emailMember();
    await client.auth.linkIdentity({ provider: "google", token: idToken({ email: address }) });
    const emailIdentity = (await client.auth.getUserIdentities()).data!.identities.find((i) => i.provider === "email")!;
    expect((await client.auth.unlinkIdentity(emailIdentity)).error).toBeNull();
    const user = (await client.auth.getUser()).data.user!;
    expect(user.email).toBe(address);
    expect(user.app_metadata).toMatchObject({ provider: "google", providers: ["google"] });
  });
});

describe("Google sign-in switched off", () => {
  it("answers 400 provider_disabled when no client id is configured", async () => {
    const off = await startAuthTestServer({ settings: { google: { jwksUrl: issuer.jwksUrl, issuer: GOOGLE } } });
    try {
      const { error } = await off.client().auth.signInWithIdToken({ provider: "google", token: idToken() });
      expect(error).toMatchObject({
        status: 400,
        code: "provider_disabled",
        message: 'Provider (issuer "https://accounts.google.com") is not enabled',
      });
    } finally {
      await off.close();
    }
  });
});
