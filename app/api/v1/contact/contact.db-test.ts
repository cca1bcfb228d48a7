import { startApiTestContext, type ApiTestContext } from "@/lib/api/testing/api-test-context";
import {
  CONTACT_MESSAGES,
  CONTACT_RATE_LIMIT,
  CONTACT_RATE_LIMITED_MESSAGE,
  CONTACT_TOKEN_MESSAGE,
  CONTACT_TOKEN_USED_MESSAGE,
  CONTACT_TOO_FAST_MESSAGE,
} from "@/lib/contact/contact-limits";
import { checkFormToken, hashAddress, issueFormToken } from "@/lib/contact/form-token";

// The contact form's endpoint over HTTP against a migrated scratch database. Tokens are minted with the
// database's secret and backdated, as if the form had been open for a while, so no test waits.

let api: ApiTestContext;
let secret: string;
let counter = 0;

beforeAll(async () => {
  // The test client plays a proxy on the loopback interface, so each test's X-Forwarded-For is its sender.
  process.env.TRUST_PROXY = "loopback";
  api = await startApiTestContext();
  const [row] = await api.sql<{ value: string }[]>`select value from app_secrets where name = 'contact-form'`;
  secret = row!.value;
}, 120_000);
afterAll(() => api.stop());

/** A sender of its own (address and email), so tests never share a rate-limit window. */
function sender() {
  counter += 1;
  return { ip: `198.51.100.${counter}`, email: `reader${counter}@example.in` };
}

function message(overrides: Record<string, unknown> = {}, email = sender().email) {
  return {
    name: "Asha Rao",
    reply_to: email,
    subject: "Question about ELSS",
    message: "Is each SIP instalment in an ELSS fund locked in for three years separately?",
    website: "",
    form_token: issueFormToken(secret, Date.now() - 10_000),
    ...overrides,
  };
}

const post = (body: unknown, ip: string) =>
  api.call("/api/v1/contact", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify(body),
  });

const storedFor = async (replyTo: string) =>
  (await api.sql<{ n: number }[]>`select count(*)::int as n from contact_messages where reply_to = ${replyTo}`)[0]!.n;

describe("GET /api/v1/contact/form-token", () => {
  it("hands out a fresh token signed with the server's secret, never cached", async () => {
    const response = await api.call("/api/v1/contact/form-token");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const token = (response.body.payload as { form_token: string }).form_token;
    expect(checkFormToken(token, secret, Date.now() + 3_000)).toMatchObject({ ok: true });
    expect(checkFormToken(token, secret, Date.now())).toEqual({ ok: false, reason: "too-fast" });
  });
});

describe("POST /api/v1/contact", () => {
  it("stores a valid message with the reply address normalised and the sender's address hashed", async () => {
    const { ip } = sender();
    const response = await post(message({ reply_to: "+91 98450 12345", name: "  Asha Rao " }), ip);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.body.status).toBe("success");
    const receivedAt = (response.body.payload as { received_at: string }).received_at;
    const [row] =
      await api.sql`select name, reply_to, reply_to_kind, subject, message, ip_hash, created_at from contact_messages where reply_to = '+919845012345'`;
    expect(row).toMatchObject({
      name: "Asha Rao",
      reply_to: "+919845012345",
      reply_to_kind: "phone",
      subject: "Question about ELSS",
      ip_hash: hashAddress(secret, ip),
    });
    expect(row!.ip_hash).not.toContain(ip);
    expect((row!.created_at as Date).toISOString()).toBe(receivedAt);
  });

  it.each([
    ["name", { name: "A" }],
    ["reply_to", { reply_to: "not an address" }],
    ["subject", { subject: "  " }],
    ["message", { message: "Too short." }],
  ] as const)("refuses a bad %s with the form's own message and stores nothing", async (field, overrides) => {
    const { ip, email } = sender();
    const response = await post(message(overrides, email), ip);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: "error", payload: `Field '${field}': ${CONTACT_MESSAGES[field]}` });
    expect(await storedFor(email)).toBe(0);
  });

  it("refuses a body without a token or with a field of the wrong type", async () => {
    const { ip } = sender();
    const { form_token: _omitted, ...withoutToken } = message();
    expect((await post(withoutToken, ip)).body).toEqual({
      status: "error",
      payload: "Field 'form_token' is required.",
    });
    expect((await post(message({ name: 42 }), ip)).body).toEqual({
      status: "error",
      payload: "Field 'name' must be a string.",
    });
  });

  it("refuses a form sent within 3 seconds of opening, a forged or foreign token and an expired one", async () => {
    const { ip, email } = sender();
    const tooFast = await post(message({ form_token: issueFormToken(secret, Date.now()) }, email), ip);
    expect({ status: tooFast.status, body: tooFast.body }).toEqual({
      status: 400,
      body: { status: "error", payload: CONTACT_TOO_FAST_MESSAGE },
    });
    const fresh = issueFormToken(secret, Date.now());
    const backdated = fresh.replace(/^v2\.\d{13}/, `v2.${Date.now() - 60_000}`);
    for (const form_token of [
      backdated,
      issueFormToken("f".repeat(64), Date.now() - 10_000),
      issueFormToken(secret, Date.now() - 3 * 3_600_000),
      "v1.123",
    ]) {
      const response = await post(message({ form_token }, email), ip);
      expect({ status: response.status, body: response.body }).toEqual({
        status: 400,
        body: { status: "error", payload: CONTACT_TOKEN_MESSAGE },
      });
    }
    expect(await storedFor(email)).toBe(0);
  });

  it("sends one message per form token, and gives a token back when its message was not sent (issue 34, point 9)", async () => {
    const form_token = issueFormToken(secret, Date.now() - 10_000);
    const first = sender();
    expect((await post(message({ form_token }, first.email), first.ip)).status).toBe(200);
    for (const other of [sender(), sender(), sender()]) {
      const again = await post(message({ form_token }, other.email), other.ip);
      expect({ status: again.status, body: again.body }).toEqual({
        status: 400,
        body: { status: "error", payload: CONTACT_TOKEN_USED_MESSAGE },
      });
      expect(await storedFor(other.email)).toBe(0);
    }
    // Over the sender's limit: not sent, so the same token sends once the sender may again (from elsewhere here).
    const busy = sender();
    for (let i = 0; i < CONTACT_RATE_LIMIT; i += 1)
      expect((await post(message({}, sender().email), busy.ip)).status).toBe(200);
    const kept = issueFormToken(secret, Date.now() - 10_000);
    expect((await post(message({ form_token: kept }, busy.email), busy.ip)).status).toBe(429);
    expect((await post(message({ form_token: kept }, busy.email), sender().ip)).status).toBe(200);
  });

  it("answers a filled honeypot like a success but stores nothing", async () => {
    const { ip, email } = sender();
    const response = await post(message({ website: "https://spam.example" }, email), ip);
    expect(response.status).toBe(200);
    expect(response.body.status).toBe("success");
    expect(await storedFor(email)).toBe(0);
  });

  it(`allows ${CONTACT_RATE_LIMIT} messages per sender address in 10 minutes, then answers 429`, async () => {
    const { ip } = sender();
    for (let i = 0; i < CONTACT_RATE_LIMIT; i += 1)
      expect((await post(message({}, sender().email), ip)).status).toBe(200);
    const email = sender().email;
    const limited = await post(message({}, email), ip);
    expect({ status: limited.status, body: limited.body }).toEqual({
      status: 429,
      body: { status: "error", payload: CONTACT_RATE_LIMITED_MESSAGE },
    });
    expect(await storedFor(email)).toBe(0);
    // Another sender is not affected.
    expect((await post(message(), sender().ip)).status).toBe(200);
  });

  it(`allows ${CONTACT_RATE_LIMIT} messages per reply address in 10 minutes, whatever the sender address`, async () => {
    const { email } = sender();
    for (let i = 0; i < CONTACT_RATE_LIMIT; i += 1)
      expect((await post(message({ reply_to: email.toUpperCase() }), sender().ip)).status).toBe(200);
    expect((await post(message({}, email), sender().ip)).status).toBe(429);
    expect(await storedFor(email)).toBe(CONTACT_RATE_LIMIT);
  });

  it("keeps to the limit when messages arrive at the same moment", async () => {
    const { ip } = sender();
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(message({}, sender().email), ip)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(CONTACT_RATE_LIMIT);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(8 - CONTACT_RATE_LIMIT);
    const [row] = await api.sql<
      { n: number }[]
    >`select count(*)::int as n from contact_messages where ip_hash = ${hashAddress(secret, ip)}`;
    expect(row!.n).toBe(CONTACT_RATE_LIMIT);
  });

  it("answers 405 to GET and is listed in the OpenAPI document with its token endpoint", async () => {
    const wrong = await api.call("/api/v1/contact");
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("POST");
    const document = (await api.call("/api/v1/openapi.json")).body as unknown as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(document.paths["/api/v1/contact"] ?? {})).toEqual(["post"]);
    expect(Object.keys(document.paths["/api/v1/contact/form-token"] ?? {})).toEqual(["get"]);
  });
});
