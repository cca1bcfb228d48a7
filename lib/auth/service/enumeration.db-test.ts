import { startAuthTestServer, type AuthTestServer } from "@/lib/auth/testing/auth-test-server";

// Issue 34, point 5: answers that told whether an address has an account, where Supabase Auth's own contract
// lets them be the same. With confirmations on (as with SMTP), sign-up to a taken address answers like a new
// one; /recover's one-message window applies to unknown addresses too.

let counter = 0;
const email = () => `enum${++counter}.${Date.now()}@example.in`;

async function post(server: AuthTestServer, path: string, body: unknown) {
  const response = await fetch(`${server.url}/auth/v1${path}`, {
    method: "POST",
    headers: { apikey: server.keys.anonKey, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe("answers that do not tell who has an account", () => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startAuthTestServer({ settings: { autoconfirm: false }, limits: { authMultiplier: 1 } });
  });
  afterAll(() => server.close());

  it("answers a sign-up to a confirmed account's address like a new one, and stores and sends nothing", async () => {
    const member = email();
    await post(server, "/signup", { email: member, password: "kiwi-secret-12" });
    const link = (await server.lastMessage(member))!.link!;
    await fetch(link, { redirect: "manual" });
    const messagesBefore = (await server.database.sql`select count(*)::int as n from auth.dev_outbox`)[0]!.n;

    const stranger = await post(server, "/signup", { email: email(), password: "another-secret-34" });
    const taken = await post(server, "/signup", { email: member, password: "another-secret-34" });
    expect(taken.status).toBe(stranger.status);
    expect(Object.keys(taken.json).filter((key) => key !== "identities")).toEqual(
      expect.arrayContaining(["id", "email", "confirmation_sent_at", "user_metadata", "created_at"]),
    );
    expect(taken.json.identities).toEqual([]);
    expect(taken.json.id).not.toBe(
      (await server.database.sql`select id from auth.users where email = ${member}`)[0]!.id,
    );
    // Only the stranger's confirmation went out; the member's password is unchanged.
    expect((await server.database.sql`select count(*)::int as n from auth.dev_outbox`)[0]!.n).toBe(messagesBefore + 1);
    const signIn = await post(server, "/token?grant_type=password", { email: member, password: "kiwi-secret-12" });
    expect(signIn.status).toBe(200);
  });

  it("answers a second /recover within the minute with 429 whether or not the address has an account", async () => {
    const member = email();
    // Made by the admin API: no confirmation email takes the address's window first.
    const made = await server
      .admin()
      .auth.admin.createUser({ email: member, password: "kiwi-secret-12", email_confirm: true });
    expect(made.error).toBeNull();
    const unknown = email();
    const answers = [];
    for (const address of [member, member, unknown, unknown]) {
      const answer = await post(server, "/recover", { email: address });
      answers.push([answer.status, answer.json.code ?? null]);
    }
    expect(answers).toEqual([
      [200, null],
      [429, "over_email_send_rate_limit"],
      [200, null],
      [429, "over_email_send_rate_limit"],
    ]);
  });
});
