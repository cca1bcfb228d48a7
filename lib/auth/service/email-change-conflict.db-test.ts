import { startAuthTestServer, type AuthTestServer } from "@/lib/auth/testing/auth-test-server";

// Issue 34, point 8: an email change confirmed after someone else took the new address answered a raw 500
// (users_email_key). Now the link lands on the site with the usual #error=, and nothing changes.

let counter = 0;
const email = () => `change${++counter}.${Date.now()}@example.in`;

async function post(server: AuthTestServer, path: string, body: unknown, token?: string) {
  const response = await fetch(`${server.url}/auth/v1${path}`, {
    method: path === "/user" ? "PUT" : "POST",
    headers: {
      apikey: server.keys.anonKey,
      "Content-Type": "application/json",
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as { access_token?: string; code?: string } };
}

describe("an email change to an address taken in the meantime", () => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startAuthTestServer({ settings: { autoconfirm: false } });
  });
  afterAll(() => server.close());

  it("answers the link with an #error= redirect and changes nothing", async () => {
    const admin = server.admin().auth.admin;
    const mover = email();
    const target = email();
    expect(
      (await admin.createUser({ email: mover, password: "kiwi-secret-12", email_confirm: true })).error,
    ).toBeNull();
    const session = await post(server, "/token?grant_type=password", { email: mover, password: "kiwi-secret-12" });
    expect((await post(server, "/user", { email: target }, session.json.access_token)).status).toBe(200);
    // Both links (secure email change); someone else registers the address before the second is opened.
    const links = [(await server.lastMessage(target))!.link!, (await server.lastMessage(mover))!.link!];
    expect((await fetch(links[0]!, { redirect: "manual" })).status).toBe(303);
    expect(
      (await admin.createUser({ email: target, password: "another-secret-34", email_confirm: true })).error,
    ).toBeNull();

    const opened = await fetch(links[1]!, { redirect: "manual" });
    expect(opened.status).toBe(303);
    const fragment = new URLSearchParams(new URL(opened.headers.get("location")!).hash.slice(1));
    expect([fragment.get("error"), fragment.get("error_code")]).toEqual(["access_denied", "email_exists"]);
    const [row] = await server.database.sql<{ email: string }[]>`
      select email from auth.users where id = (select id from auth.users where email = ${mover})`;
    expect(row?.email).toBe(mover);
  });
});
