import { createServerClient } from "@supabase/ssr";
import { sessionCookieOptions } from "@/lib/auth/session-cookie";
import { startAuthTestServer, type AuthTestServer } from "@/lib/auth/testing/auth-test-server";

// Issue 19, point 11: the session cookie that @supabase/ssr writes carries Secure when the site is https.

let server: AuthTestServer;
beforeAll(async () => {
  server = await startAuthTestServer();
});
afterAll(async () => {
  await server.close();
});

type Written = { name: string; value: string; options: { secure?: boolean; path?: string; sameSite?: unknown } };

async function cookiesWrittenOnSignIn(site: string): Promise<Written[]> {
  const email = `cookie.${Date.now()}.${Math.random().toString(36).slice(2)}@example.in`;
  await server.admin().auth.admin.createUser({ email, password: "kiwi-secret-12", email_confirm: true });
  const written: Written[] = [];
  const client = createServerClient(server.url, server.keys.anonKey, {
    cookieOptions: sessionCookieOptions(site),
    cookies: { getAll: () => [], setAll: (cookies) => void written.push(...(cookies as Written[])) },
  });
  const { error } = await client.auth.signInWithPassword({ email, password: "kiwi-secret-12" });
  expect(error).toBeNull();
  return written.filter((cookie) => cookie.value !== "");
}

it.each([
  ["https://fundlens.example", true],
  ["http://localhost:3000", false],
])("the session cookie for the site %s has secure: %s", async (site, secure) => {
  const written = await cookiesWrittenOnSignIn(site);
  expect(written.length).toBeGreaterThan(0);
  for (const cookie of written) {
    expect(cookie.name.startsWith("sb-fundlens-auth-token")).toBe(true);
    expect(cookie.options).toMatchObject({ secure, path: "/", sameSite: "lax" });
  }
});
