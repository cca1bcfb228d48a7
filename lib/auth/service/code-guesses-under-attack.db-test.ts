import { randomInt } from "node:crypto";
import { startAuthTestServer, type AuthTestServer } from "@/lib/auth/testing/auth-test-server";

// Issue 34, point 4: recovery, magic-link and email OTP codes were limited per address only, so guesses from
// 40 addresses were all checked. Now a code dies after 5 wrong guesses, an account takes 10 wrong codes an
// hour from addresses that never verified one, and a new code ends the old one. The server trusts a proxy on
// loopback, so each X-Forwarded-For is a real client address.

let counter = 0;
const email = () => `codes${++counter}.${Date.now()}@example.in`;
const randomAddress = () => `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function post(server: AuthTestServer, path: string, body: unknown, from = "192.0.2.1") {
  const response = await fetch(`${server.url}/auth/v1${path}`, {
    method: "POST",
    headers: { apikey: server.keys.anonKey, "Content-Type": "application/json", "X-Forwarded-For": from },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { code?: string; access_token?: string };
  return { status: response.status, code: json.code, retryAfter: response.headers.get("retry-after"), json };
}

async function sentCode(server: AuthTestServer, to: string): Promise<string> {
  const message = await server.lastMessage(to);
  return /code ([0-9]{6})/.exec(message!.body)![1]!;
}

/** A wrong six-digit code: any but the one sent. */
const wrongCode = (right: string, i: number) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, "0");

describe("emailed codes guessed from many addresses", () => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startAuthTestServer({
      // The table's numbers, except one message per destination a minute, which would make the test wait.
      limits: { authMultiplier: 1, rules: { "auth-message-to": { points: 1_000 } } },
      trustProxy: { kind: "list", list: ["loopback"] },
    });
  });
  afterAll(() => server.close());

  it("checks 10 of 40 wrong recovery codes from 40 addresses and answers the rest 429", async () => {
    const victim = email();
    expect((await post(server, "/signup", { email: victim, password: "kiwi-secret-12" })).status).toBe(200);
    expect((await post(server, "/recover", { email: victim })).status).toBe(200);
    const right = await sentCode(server, victim);

    const answers = [];
    for (let i = 0; i < 40; i++)
      answers.push(
        await post(server, "/verify", { type: "recovery", email: victim, token: wrongCode(right, i) }, randomAddress()),
      );
    const checked = answers.filter((answer) => answer.code === "otp_expired").length;
    expect(checked).toBe(10);
    expect(
      answers.slice(10).every((answer) => answer.status === 429 && answer.code === "over_request_rate_limit"),
    ).toBe(true);
    expect(Number(answers.at(-1)!.retryAfter)).toBeGreaterThan(0);
    expect(Number(answers.at(-1)!.retryAfter)).toBeLessThanOrEqual(3_600);

    // Now even the right code, from an address that never verified one for the account, waits (the code itself
    // died at the fifth wrong try: see the next test).
    const late = await post(server, "/verify", { type: "recovery", email: victim, token: right }, "198.51.100.7");
    expect([late.status, late.code]).toEqual([429, "over_request_rate_limit"]);
    console.log(
      `40 wrong recovery codes from 40 addresses: ${checked} checked, ${40 - checked} refused with 429; the right code after them: ${late.status} ${late.code}`,
    );
  });

  it("kills a code after 5 wrong tries even below the account's count", async () => {
    const member = email();
    await post(server, "/signup", { email: member, password: "kiwi-secret-12" });
    expect((await post(server, "/otp", { email: member, create_user: false })).status).toBe(200);
    const right = await sentCode(server, member);
    for (let i = 0; i < 5; i++)
      expect(
        (await post(server, "/verify", { type: "email", email: member, token: wrongCode(right, i) }, randomAddress()))
          .code,
      ).toBe("otp_expired");
    expect((await post(server, "/verify", { type: "email", email: member, token: right })).code).toBe("otp_expired");
    // A new code works at once.
    expect((await post(server, "/otp", { email: member, create_user: false })).status).toBe(200);
    const fresh = await post(server, "/verify", {
      type: "email",
      email: member,
      token: await sentCode(server, member),
    });
    expect(fresh.status).toBe(200);
    expect(fresh.json.access_token).toEqual(expect.any(String));
  });

  it("kills a reauthentication nonce after 5 wrong tries at PUT /user, whose refusals roll back", async () => {
    const member = email();
    const signedUp = await post(server, "/signup", { email: member, password: "kiwi-secret-12" });
    const token = signedUp.json.access_token!;
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${server.url}/auth/v1${path}`, {
        method,
        headers: { apikey: server.keys.anonKey, Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, code: ((await response.json()) as { code?: string }).code };
    };
    expect((await call("GET", "/reauthenticate")).status).toBe(200);
    const right = /code is ([0-9]{6})/.exec((await server.lastMessage(member))!.body)![1]!;
    const newPassword = { password: "Nonce-Guarded-Horse-31" };
    for (let i = 0; i < 6; i++)
      expect(await call("PUT", "/user", { ...newPassword, nonce: wrongCode(right, i) })).toEqual({
        status: 422,
        code: "reauthentication_not_valid",
      });
    expect(await call("PUT", "/user", { ...newPassword, nonce: right })).toEqual({
      status: 422,
      code: "reauthentication_not_valid",
    });
    // A new nonce works.
    expect((await call("GET", "/reauthenticate")).status).toBe(200);
    const fresh = /code is ([0-9]{6})/.exec((await server.lastMessage(member))!.body)![1]!;
    expect((await call("PUT", "/user", { ...newPassword, nonce: fresh })).status).toBe(200);
  });

  it("ends the earlier code when a new one is sent to the address", async () => {
    const member = email();
    await post(server, "/signup", { email: member, password: "kiwi-secret-12" });
    await post(server, "/otp", { email: member, create_user: false });
    const magicLinkCode = await sentCode(server, member);
    await post(server, "/recover", { email: member });
    const recoveryCode = await sentCode(server, member);
    expect((await post(server, "/verify", { type: "email", email: member, token: magicLinkCode })).code).toBe(
      "otp_expired",
    );
    expect((await post(server, "/verify", { type: "recovery", email: member, token: recoveryCode })).status).toBe(200);
  });

  it("refuses a link hash worked out from the address and a guessed code (sha224, Supabase's old scheme)", async () => {
    const { createHash } = await import("node:crypto");
    const member = email();
    await post(server, "/signup", { email: member, password: "kiwi-secret-12" });
    await post(server, "/recover", { email: member });
    const right = await sentCode(server, member);
    const guessedHash = createHash("sha224")
      .update(member + right)
      .digest("hex");
    expect((await post(server, "/verify", { type: "recovery", token_hash: guessedHash })).code).toBe("otp_expired");
    // The emailed link's hash still works.
    const link = new URL((await server.lastMessage(member))!.link!);
    const hash = link.searchParams.get("token")!;
    expect((await post(server, "/verify", { type: "recovery", token_hash: hash })).status).toBe(200);
  });
});
