import { randomInt } from "node:crypto";
import { totpCode } from "@/e2e/support/totp";
import { startAuthTestServer, type AuthTestServer } from "@/lib/auth/testing/auth-test-server";

// Issue 19, point 2: the auth service's limits hold against a client that sends a random X-Forwarded-For
// with every request (the server trusts no proxy, as by default), and the per-account limits hold against
// guesses from many real addresses (a server behind a trusted proxy on loopback) without locking the owner
// out. The table's own numbers apply (AUTH_RATE_LIMIT_MULTIPLIER 1).

const randomAddress = () => `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
let counter = 0;
// The two tests of 150 or more sign-ins hash a password each time (bcrypt, on purpose slow): two minutes, for a busy
// machine, instead of the one every database test has.
const MANY_SIGN_INS_MS = 120_000;
const email = () => `attack${++counter}.${Date.now()}@example.in`;

async function post(server: AuthTestServer, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/auth/v1${path}`, {
    method: "POST",
    headers: { apikey: server.keys.anonKey, "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { code?: string; id?: string; access_token?: string };
  return { status: response.status, code: json.code, retryAfter: response.headers.get("retry-after"), json };
}

const signIn = (server: AuthTestServer, address: string, password: string, from: string) =>
  post(server, "/token?grant_type=password", { email: address, password }, { "X-Forwarded-For": from });

async function memberWithFactor(server: AuthTestServer) {
  const address = email();
  const signedUp = await post(server, "/signup", { email: address, password: "kiwi-secret-12" });
  const token = signedUp.json.access_token!;
  const factor = await post(server, "/factors", { factor_type: "totp" }, { Authorization: `Bearer ${token}` });
  const secret = (factor.json as { totp?: { secret?: string } }).totp!.secret!;
  return { token, factorId: factor.json.id!, address, secret };
}

/** The right code, now: a challenge and its verification from `from`. */
async function rightCode(server: AuthTestServer, token: string, factorId: string, secret: string, from: string) {
  const headers = { Authorization: `Bearer ${token}`, "X-Forwarded-For": from };
  const challenge = await post(server, `/factors/${factorId}/challenge`, {}, headers);
  if (challenge.status !== 200) return challenge;
  return post(
    server,
    `/factors/${factorId}/verify`,
    { challenge_id: challenge.json.id, code: totpCode(secret, Date.now()) },
    headers,
  );
}

/** One wrong code: a challenge and its verification from `from`. Answers the verify status (or the challenge's 429). */
async function guessCode(server: AuthTestServer, token: string, factorId: string, from: string) {
  const headers = { Authorization: `Bearer ${token}`, "X-Forwarded-For": from };
  const challenge = await post(server, `/factors/${factorId}/challenge`, {}, headers);
  if (challenge.status !== 200) return challenge;
  return post(server, `/factors/${factorId}/verify`, { challenge_id: challenge.json.id, code: "000000" }, headers);
}

function expectRetryAfter(answer: { status: number; retryAfter: string | null }, atMost: number) {
  expect(answer.status).toBe(429);
  expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(answer.retryAfter)).toBeLessThanOrEqual(atMost);
}

describe("with a random X-Forwarded-For per request (no trusted proxy)", () => {
  let server: AuthTestServer;
  beforeAll(async () => {
    // The per-factor limits are lifted here, so that only the per-address one is measured.
    const lifted = { points: 1_000 };
    server = await startAuthTestServer({
      limits: {
        authMultiplier: 1,
        rules: { "auth-totp-fails-factor": lifted, "auth-totp-fails-factor-address": lifted },
      },
    });
  });
  afterAll(() => server.close());

  it("checks at most the nominal 15 TOTP requests a minute: wrong codes stop well before that", async () => {
    const { token, factorId } = await memberWithFactor(server);
    const answers = [];
    for (let i = 0; i < 60; i++) answers.push(await guessCode(server, token, factorId, randomAddress()));
    const checked = answers.filter((answer) => answer.code === "mfa_verification_failed").length;
    // Enrolment took one of the 15; each guess takes two (challenge and verify).
    expect(checked).toBe(7);
    expect(answers.slice(checked).every((answer) => answer.status === 429)).toBe(true);
    expectRetryAfter(answers.at(-1)!, 60);
    console.log(
      `TOTP codes checked in one minute with a random X-Forwarded-For per request: ${checked} (limit: 15 MFA requests a minute per address; was about 10,000)`,
    );
  });

  it(
    "stops password guessing at 10 wrong passwords for one account, and spraying at 100 a day for the address",
    async () => {
      const target = email();
      await post(server, "/signup", { email: target, password: "kiwi-secret-12" });
      const oneAccount = [];
      for (let i = 0; i < 15; i++) oneAccount.push(await signIn(server, target, `wrong-${i}`, randomAddress()));
      const checkedOne = oneAccount.filter((answer) => answer.code === "invalid_credentials").length;
      expect(checkedOne).toBe(10);
      expectRetryAfter(oneAccount.at(-1)!, 900);

      const sprayed = [];
      for (let i = 0; i < 100; i++) sprayed.push(await signIn(server, email(), "Password@123", randomAddress()));
      const checkedSpray = sprayed.filter((answer) => answer.code === "invalid_credentials").length;
      // 100 wrong passwords a day per address, the 10 above included.
      expect(checkedSpray).toBe(90);
      expect(sprayed.slice(90).every((answer) => answer.status === 429)).toBe(true);
      expectRetryAfter(sprayed.at(-1)!, 86_400);
      console.log(
        `passwords checked with a random X-Forwarded-For per request: ${checkedOne} for one account, ${checkedOne + checkedSpray} in all from the address (limits 10 and 100 a day)`,
      );
    },
    MANY_SIGN_INS_MS,
  );
});

describe("from many real addresses (behind a trusted proxy)", () => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startAuthTestServer({
      limits: { authMultiplier: 1 },
      trustProxy: { kind: "list", list: ["loopback"] },
    });
  });
  afterAll(() => server.close());

  it("checks at most 5 wrong codes per factor in 15 minutes, whatever the addresses", async () => {
    const { token, factorId } = await memberWithFactor(server);
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await guessCode(server, token, factorId, randomAddress()));
    expect(answers.filter((answer) => answer.code === "mfa_verification_failed")).toHaveLength(5);
    expect(answers.slice(5).every((answer) => answer.status === 429 && answer.code === "over_request_rate_limit")).toBe(
      true,
    );
    expectRetryAfter(answers.at(-1)!, 900);
  });

  it("lets the owner verify codes from an address that verified one before, after wrong codes from everywhere else", async () => {
    const { token, factorId, secret } = await memberWithFactor(server);
    const home = "203.0.113.20";
    expect((await rightCode(server, token, factorId, secret, home)).status).toBe(200);
    const guesses = [];
    for (let i = 0; i < 12; i++) guesses.push(await guessCode(server, token, factorId, randomAddress()));
    expect(guesses.filter((answer) => answer.code === "mfa_verification_failed")).toHaveLength(5);
    const fromHome = await rightCode(server, token, factorId, secret, home);
    expect(fromHome.status).toBe(200);
    const fromNewAddress = await rightCode(server, token, factorId, secret, "192.0.2.78");
    expectRetryAfter(fromNewAddress, 900);
    console.log(
      `12 wrong codes for one factor from 12 addresses: 5 checked; the owner from an address that verified before: ${fromHome.status}; from a new address: 429, Retry-After ${fromNewAddress.retryAfter} s`,
    );
  });

  it("checks at most 5 wrong codes in a row for a factor from one address", async () => {
    const { token, factorId } = await memberWithFactor(server);
    const from = "198.51.100.30";
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await guessCode(server, token, factorId, from));
    expect(answers.filter((answer) => answer.code === "mfa_verification_failed")).toHaveLength(5);
    expectRetryAfter(answers.at(-1)!, 900);
  });

  it(
    "lets the owner in from the address they signed up from after 150 wrong guesses from elsewhere (issue 34, point 6)",
    async () => {
      const owner = email();
      const home = "203.0.113.11";
      await post(server, "/signup", { email: owner, password: "owner's secret 2" }, { "X-Forwarded-For": home });
      const guesses = [];
      for (let i = 0; i < 150; i++) guesses.push(await signIn(server, owner, `guess-${i}`, randomAddress()));
      expect(guesses.filter((answer) => answer.status === 429)).toHaveLength(50);
      const fromHome = await signIn(server, owner, "owner's secret 2", home);
      expect(fromHome.status).toBe(200);
    },
    MANY_SIGN_INS_MS,
  );

  it(
    "lets the owner in from their own address after 150 wrong guesses from elsewhere, and tells a new address when",
    async () => {
      const owner = email();
      const home = "203.0.113.10";
      await post(server, "/signup", { email: owner, password: "owner's secret 1" });
      expect((await signIn(server, owner, "owner's secret 1", home)).status).toBe(200);

      const guesses = [];
      for (let i = 0; i < 150; i++) guesses.push(await signIn(server, owner, `guess-${i}`, randomAddress()));
      const checked = guesses.filter((answer) => answer.code === "invalid_credentials").length;
      expect(checked).toBe(100);
      expect(guesses.slice(100).every((answer) => answer.status === 429)).toBe(true);

      const fromHome = await signIn(server, owner, "owner's secret 1", home);
      expect(fromHome.status).toBe(200);
      expect(fromHome.json.access_token).toEqual(expect.any(String));
      const fromNewAddress = await signIn(server, owner, "owner's secret 1", "192.0.2.77");
      expectRetryAfter(fromNewAddress, 3_600);
      console.log(
        `150 guesses at one account from 150 addresses: ${checked} checked; the owner from home: ${fromHome.status}; from a new address: 429, Retry-After ${fromNewAddress.retryAfter} s`,
      );
    },
    MANY_SIGN_INS_MS,
  );
});
