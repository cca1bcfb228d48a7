import { startAuthTestServer, type AuthTestServer } from "@/lib/auth/testing/auth-test-server";

let server: AuthTestServer;
beforeAll(async () => {
  server = await startAuthTestServer({ settings: { autoconfirm: false } });
});
afterAll(async () => {
  await server.close();
});

let counter = 0;
const email = () => `confirm${++counter}.${Date.now()}@example.in`;
const codeIn = (body: string) => /code (\d{6})/.exec(body)?.[1];

async function follow(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: "manual" });
  expect(response.status).toBe(303);
  return new URL(response.headers.get("location")!);
}

describe("with AUTH_AUTOCONFIRM off", () => {
  it("answers a bare user on sign-up, refuses sign-in until confirmed, and the emailed link signs in (implicit flow)", async () => {
    const address = email();
    const client = server.client();
    const { data, error } = await client.auth.signUp({
      email: address,
      password: "kiwi-secret-12",
      options: { emailRedirectTo: "http://localhost:3999/dashboard" },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.confirmation_sent_at).toEqual(expect.any(String));
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const refused = await client.auth.signInWithPassword({ email: address, password: "kiwi-secret-12" });
    expect(refused.error).toMatchObject({ status: 400, code: "email_not_confirmed" });

    const message = await server.lastMessage(address);
    expect(message?.subject).toBe("Confirm your signup");
    const landed = await follow(message!.link!);
    expect(`${landed.origin}${landed.pathname}`).toBe("http://localhost:3999/dashboard");
    const fragment = new URLSearchParams(landed.hash.slice(1));
    expect(fragment.get("type")).toBe("signup");
    expect(fragment.get("token_type")).toBe("bearer");
    const user = await server.client().auth.getUser(fragment.get("access_token")!);
    expect(user.data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect((await client.auth.signInWithPassword({ email: address, password: "kiwi-secret-12" })).error).toBeNull();

    // A link works once.
    const again = await follow(message!.link!);
    expect(new URLSearchParams(again.hash.slice(1)).get("error_code")).toBe("otp_expired");
  });

  it("sends a PKCE sign-up's link back with ?code=, which the same client exchanges for a session", async () => {
    const address = email();
    const client = server.client({ persist: true, flowType: "pkce" });
    const { error } = await client.auth.signUp({ email: address, password: "kiwi-secret-12" });
    expect(error).toBeNull();
    const landed = await follow((await server.lastMessage(address))!.link!);
    const code = landed.searchParams.get("code");
    expect(code).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
    const exchanged = await client.auth.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(address);
    // The code is used up.
    const twice = await server.client({ persist: true, flowType: "pkce" }).auth.exchangeCodeForSession(code!);
    expect(twice.error).not.toBeNull();
  });

  it("refuses a PKCE exchange with the wrong verifier, and one after five minutes", async () => {
    const call = (body: unknown) =>
      fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    const address = email();
    const client = server.client({ persist: true, flowType: "pkce" });
    await client.auth.signUp({ email: address, password: "kiwi-secret-12" });
    const code = (await follow((await server.lastMessage(address))!.link!)).searchParams.get("code")!;
    const wrong = await call({ auth_code: code, code_verifier: "x".repeat(56) });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      code: "bad_code_verifier",
      message: "code challenge does not match previously saved code verifier",
    });
    server.clock.now += 301_000;
    const late = await call({ auth_code: code, code_verifier: "x".repeat(56) });
    expect(late.status).toBe(422);
    expect((await late.json()).code).toBe("flow_state_expired");
    const unknown = await call({ auth_code: "00000000-0000-0000-0000-000000000000", code_verifier: "x".repeat(56) });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).code).toBe("flow_state_not_found");
  });

  it("resets a password: recover answers {} for anyone, and the emailed code verifies to a recovery session", async () => {
    const address = email();
    await server.client().auth.signUp({ email: address, password: "kiwi-secret-12" });
    await server.database.sql`update auth.users set email_confirmed_at = now() where email = ${address}`;
    server.clock.now += 61_000;
    // One email per address per window: 60 s divided by the test server's multiplier (100), at least 1 s.
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    const unknown = await server.client().auth.resetPasswordForEmail(email());
    expect(unknown).toEqual({ data: {}, error: null });
    const client = server.client({ persist: true });
    expect((await client.auth.resetPasswordForEmail(address)).error).toBeNull();
    const message = await server.lastMessage(address);
    expect(message?.subject).toBe("Reset your password");

    const wrong = await client.auth.verifyOtp({ email: address, token: "000000", type: "recovery" });
    if (codeIn(message!.body) !== "000000")
      expect(wrong.error).toMatchObject({
        status: 403,
        code: "otp_expired",
        message: "Token has expired or is invalid",
      });
    const verified = await client.auth.verifyOtp({ email: address, token: codeIn(message!.body)!, type: "recovery" });
    expect(verified.error).toBeNull();
    expect((await client.auth.updateUser({ password: "brand new 1" })).error).toBeNull();
    expect(
      (await server.client().auth.signInWithPassword({ email: address, password: "brand new 1" })).error,
    ).toBeNull();
  });

  it("refuses a code older than an hour", async () => {
    const address = email();
    await server.client().auth.signUp({ email: address, password: "kiwi-secret-12" });
    const code = codeIn((await server.lastMessage(address))!.body)!;
    server.clock.now += 3_601_000;
    const late = await server.client().auth.verifyOtp({ email: address, token: code, type: "signup" });
    expect(late.error).toMatchObject({ code: "otp_expired" });
  });

  it("sends one email per address per minute (over_email_send_rate_limit) and resends after it", async () => {
    const address = email();
    await server.client().auth.signUp({ email: address, password: "kiwi-secret-12" });
    const soon = await server.client().auth.resend({ type: "signup", email: address });
    expect(soon.error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" });
    // The window is 60 s divided by the test server's multiplier (100), rounded up to whole seconds: 1 s.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await server.client().auth.resend({ type: "signup", email: address })).error).toBeNull();
  });

  it("sends links only to this site: another site's redirect_to falls back to the site", async () => {
    const address = email();
    await server.client().auth.signUp({
      email: address,
      password: "kiwi-secret-12",
      options: { emailRedirectTo: "https://evil.example/steal" },
    });
    const landed = await follow((await server.lastMessage(address))!.link!);
    expect(landed.origin).toBe("http://localhost:3999");
  });
});

describe("rate limits", () => {
  it("answers 429 over_request_rate_limit with Retry-After past the limit and recovers when the window ends", async () => {
    const limited = await startAuthTestServer({
      // A 10-second window: three password checks on a loaded two-core machine can take more than one second,
      // and a window that ends before the fourth request would let it through.
      limits: { authMultiplier: 1, rules: { "auth-token": { points: 3, durationSeconds: 10 } } },
    });
    try {
      const client = limited.client();
      const attempts = [];
      for (let i = 0; i < 3; i++)
        attempts.push(await client.auth.signInWithPassword({ email: "nobody@example.in", password: "kiwi-secret-12" }));
      expect(attempts.map((a) => a.error?.code)).toEqual([
        "invalid_credentials",
        "invalid_credentials",
        "invalid_credentials",
      ]);
      const over = await fetch(`${limited.url}/auth/v1/token?grant_type=password`, {
        method: "POST",
        headers: { apikey: limited.keys.anonKey, "Content-Type": "application/json" },
        body: JSON.stringify({ email: "nobody@example.in", password: "kiwi-secret-12" }),
      });
      expect(over.status).toBe(429);
      expect(await over.json()).toMatchObject({ code: "over_request_rate_limit" });
      const retryAfter = Number(over.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(10);
      await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 100));
      expect(
        (await client.auth.signInWithPassword({ email: "nobody@example.in", password: "kiwi-secret-12" })).error?.code,
      ).toBe("invalid_credentials");
    } finally {
      await limited.close();
    }
  });
});
