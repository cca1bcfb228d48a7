import { AuthApiError, AuthWeakPasswordError } from "@supabase/supabase-js";
import { startAuthTestServer, type AuthTestServer } from "@/lib/auth/testing/auth-test-server";

let server: AuthTestServer;
beforeAll(async () => {
  server = await startAuthTestServer();
});
afterAll(async () => {
  await server.close();
});

let counter = 0;
const email = () => `member${++counter}.${Date.now()}@example.in`;

describe("sign-up and password sign-in through supabase-js", () => {
  it("signs up with autoconfirm and answers a session whose access token carries the contract's claims", async () => {
    const client = server.client();
    const address = email();
    const { data, error } = await client.auth.signUp({
      email: address,
      password: "correct horse",
      options: { data: { full_name: "Asha Rao" } },
    });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    expect(data.user?.email).toBe(address);
    expect(data.user?.user_metadata).toEqual({ full_name: "Asha Rao" });
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.identities?.[0]?.provider).toBe("email");
    expect(data.user?.app_metadata).toEqual({ provider: "email", providers: ["email"] });

    const { data: claimsData, error: claimsError } = await client.auth.getClaims(data.session!.access_token);
    expect(claimsError).toBeNull();
    const claims = claimsData!.claims;
    expect(claims.sub).toBe(data.user!.id);
    expect(claims.aud).toBe("authenticated");
    expect(claims.role).toBe("authenticated");
    expect(claims.exp - claims.iat).toBe(3600);
    expect(claims.iss).toBe(`${server.url}/auth/v1`);
    expect(claims.email).toBe(address);
    expect(claims.aal).toBe("aal1");
    expect(claims.amr).toEqual([{ method: "password", timestamp: expect.any(Number) }]);
    expect(claims.session_id).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(claims.is_anonymous).toBe(false);
    expect(claimsData!.header.alg).toBe("ES256");
    expect(claimsData!.header.kid).toBe(server.keys.signingKey.kid);
  });

  it("refuses a second sign-up, a weak password with its reasons, a bad email and a password over 72 bytes", async () => {
    const client = server.client();
    const address = email();
    await client.auth.signUp({ email: address, password: "kiwi-secret-1" });
    const again = await client.auth.signUp({ email: address, password: "kiwi-secret-1" });
    expect(again.error).toBeInstanceOf(AuthApiError);
    expect(again.error).toMatchObject({ status: 422, code: "user_already_exists", message: "User already registered" });

    const weak = await client.auth.signUp({ email: email(), password: "abc" });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(weak.error).toMatchObject({
      status: 422,
      code: "weak_password",
      message: "Password should be at least 6 characters.",
      reasons: ["length"],
    });

    const badEmail = await client.auth.signUp({ email: "not-an-email", password: "kiwi-secret-12" });
    expect(badEmail.error).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: "Unable to validate email address: invalid format",
    });

    const long = await client.auth.signUp({ email: email(), password: "x".repeat(73) });
    expect(long.error).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: "Password cannot be longer than 72 characters",
    });
    const count = await server.database.sql`select count(*)::int as n from auth.users where email like 'x%'`;
    expect(count[0]!.n).toBe(0);
  });

  it("signs up with a phone number stored without the plus sign", async () => {
    const { data, error } = await server.client().auth.signUp({ phone: "+919876500001", password: "kiwi-secret-12" });
    expect(error).toBeNull();
    expect(data.user?.phone).toBe("919876500001");
    expect(data.user?.email).toBe("");
    const badPhone = await server.client().auth.signUp({ phone: "12", password: "kiwi-secret-12" });
    expect(badPhone.error).toMatchObject({
      code: "validation_failed",
      message: "Invalid phone number format (E.164 required)",
    });
  });

  it("signs in with the password and refuses a wrong one or an unknown address alike", async () => {
    const address = email();
    await server.client().auth.signUp({ email: address, password: "kiwi-secret-12" });
    const client = server.client();
    const ok = await client.auth.signInWithPassword({ email: address, password: "kiwi-secret-12" });
    expect(ok.error).toBeNull();
    expect(ok.data.session?.refresh_token).toEqual(expect.any(String));
    const wrong = await client.auth.signInWithPassword({ email: address, password: "kiwi-secret-13" });
    expect(wrong.error).toMatchObject({
      status: 400,
      code: "invalid_credentials",
      message: "Invalid login credentials",
    });
    const unknown = await client.auth.signInWithPassword({ email: email(), password: "kiwi-secret-12" });
    expect(unknown.error).toMatchObject({
      status: 400,
      code: "invalid_credentials",
      message: "Invalid login credentials",
    });
  });
});

describe("sessions", () => {
  async function signedIn() {
    const client = server.client({ persist: true });
    const address = email();
    const { data } = await client.auth.signUp({ email: address, password: "kiwi-secret-12" });
    return { client, address, session: data.session! };
  }

  it("rotates the refresh token on every use and ends the session when a revoked token is reused later", async () => {
    const { client, session } = await signedIn();
    const first = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(first.error).toBeNull();
    expect(first.data.session!.refresh_token).not.toBe(session.refresh_token);
    const second = await server.client().auth.refreshSession({ refresh_token: first.data.session!.refresh_token });
    expect(second.error).toBeNull();

    // The direct parent of the active token answers the active one (a lost response, two tabs).
    const parentAgain = await server.client().auth.refreshSession({ refresh_token: first.data.session!.refresh_token });
    expect(parentAgain.error).toBeNull();
    expect(parentAgain.data.session!.refresh_token).toBe(second.data.session!.refresh_token);

    server.clock.now += 11_000;
    const reused = await server.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reused.error).toMatchObject({
      status: 400,
      code: "refresh_token_already_used",
      message: "Invalid Refresh Token: Already Used",
    });
    const afterRevocation = await server
      .client()
      .auth.refreshSession({ refresh_token: second.data.session!.refresh_token });
    expect(afterRevocation.error).toMatchObject({ code: "refresh_token_not_found" });
    // supabase-js turns 403 session_not_found into AuthSessionMissingError (and drops its session).
    const user = await server.client().auth.getUser(second.data.session!.access_token);
    expect(user.error).toMatchObject({ name: "AuthSessionMissingError" });
    const raw = await fetch(`${server.url}/auth/v1/user`, {
      headers: { Authorization: `Bearer ${second.data.session!.access_token}` },
    });
    expect(raw.status).toBe(403);
    expect(await raw.json()).toEqual({
      code: "session_not_found",
      message: "Session from session_id claim in JWT does not exist",
    });
  });

  it("refuses an unknown refresh token", async () => {
    const { error } = await server.client().auth.refreshSession({ refresh_token: "nope" });
    expect(error).toMatchObject({
      status: 400,
      code: "refresh_token_not_found",
      message: "Invalid Refresh Token: Refresh Token Not Found",
    });
  });

  it("updates metadata and the password; the new password signs in and the member's other sessions end", async () => {
    const { client, address } = await signedIn();
    const other = server.client();
    const otherSession = (await other.auth.signInWithPassword({ email: address, password: "kiwi-secret-12" })).data
      .session!;

    const meta = await client.auth.updateUser({ data: { city: "Pune" } });
    expect(meta.error).toBeNull();
    expect(meta.data.user?.user_metadata).toEqual({ city: "Pune" });
    const same = await client.auth.updateUser({ password: "kiwi-secret-12" });
    expect(same.error).toMatchObject({ status: 422, code: "same_password" });
    const weak = await client.auth.updateUser({ password: "123" });
    expect(weak.error).toMatchObject({ code: "weak_password" });
    const changed = await client.auth.updateUser({ password: "a new secret" });
    expect(changed.error).toBeNull();

    expect((await server.client().auth.getUser(otherSession.access_token)).error).toMatchObject({
      name: "AuthSessionMissingError",
    });
    expect((await client.auth.getUser()).data.user?.email).toBe(address);
    expect(
      (await server.client().auth.signInWithPassword({ email: address, password: "a new secret" })).error,
    ).toBeNull();
    expect(
      (await server.client().auth.signInWithPassword({ email: address, password: "kiwi-secret-12" })).error,
    ).toMatchObject({ code: "invalid_credentials" });
  });

  it("refuses another member's email on update", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const { error } = await b.client.auth.updateUser({ email: a.address });
    expect(error).toMatchObject({ status: 422, code: "email_exists" });
  });

  it("signs out with scope local, others and global", async () => {
    const { address } = await signedIn();
    const sessions = await Promise.all(
      [1, 2, 3, 4].map(async () => {
        const client = server.client({ persist: true });
        await client.auth.signInWithPassword({ email: address, password: "kiwi-secret-12" });
        return client;
      }),
    );
    const [a, b, c, d] = sessions as [
      (typeof sessions)[number],
      (typeof sessions)[number],
      (typeof sessions)[number],
      (typeof sessions)[number],
    ];
    const tokenOf = async (client: typeof a) => (await client.auth.getSession()).data.session!.access_token;
    const [ta, tb, tc, td] = await Promise.all([tokenOf(a), tokenOf(b), tokenOf(c), tokenOf(d)]);
    const alive = async (token: string) => (await server.client().auth.getUser(token)).error === null;

    expect((await a.auth.signOut({ scope: "local" })).error).toBeNull();
    expect(await alive(ta)).toBe(false);
    expect(await alive(tb)).toBe(true);

    expect((await b.auth.signOut({ scope: "others" })).error).toBeNull();
    expect(await alive(tb)).toBe(true);
    expect(await alive(tc)).toBe(false);
    expect(await alive(td)).toBe(false);

    const again = server.client({ persist: true });
    await again.auth.signInWithPassword({ email: address, password: "kiwi-secret-12" });
    expect((await again.auth.signOut({ scope: "global" })).error).toBeNull();
    expect(await alive(tb)).toBe(false);
  });
});

describe("the wire contract", () => {
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}/auth/v1${path}`, {
      ...init,
      headers: { apikey: server.keys.anonKey, "Content-Type": "application/json", ...init.headers },
    });

  it("answers errors as {code, message} with the API-version header", async () => {
    const response = await call("/user");
    expect(response.status).toBe(401);
    expect(response.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(await response.json()).toEqual({
      code: "no_authorization",
      message: "This endpoint requires a valid Bearer token",
    });
  });

  it("answers 400 bad_json for malformed JSON and for a form post", async () => {
    const malformed = await call("/signup", { method: "POST", body: "{nope" });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).code).toBe("bad_json");
    const form = await call("/signup", {
      method: "POST",
      body: "email=a%40b.in&password=secret12",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(400);
  });

  it("publishes the public key in the JWKS, cacheable for ten minutes", async () => {
    const response = await call("/.well-known/jwks.json");
    expect(response.headers.get("cache-control")).toBe("public, max-age=600");
    const body = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(body.keys).toHaveLength(1);
    expect(body.keys[0]).toMatchObject({
      kty: "EC",
      crv: "P-256",
      kid: server.keys.signingKey.kid,
      alg: "ES256",
      use: "sig",
      key_ops: ["verify"],
    });
    expect(body.keys[0]).not.toHaveProperty("d");
  });

  it("refuses an unknown logout scope with 400", async () => {
    const { data } = await server.client().auth.signUp({ email: email(), password: "kiwi-secret-12" });
    const response = await call("/logout?scope=everyone", {
      method: "POST",
      headers: { Authorization: `Bearer ${data.session!.access_token}` },
    });
    expect(response.status).toBe(400);
  });

  it("answers 404 for an unknown path and 405 with Allow for a wrong method", async () => {
    expect((await call("/nowhere")).status).toBe(404);
    const wrong = await call("/signup");
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("POST");
  });
});
