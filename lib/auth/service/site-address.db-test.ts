import { createAuthService, type AuthService } from "@/lib/auth/service/auth-service";
import { createRateLimits } from "@/lib/security/rate-limits/rate-limits";
import { loadOrCreateKeys } from "@/lib/auth/service/signing-keys";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";

// Issue 19, point 10: Next.js hands route handlers the address the server is bound to. Emailed links, the
// tokens' issuer and the redirects must use the site's configured address instead.
const BOUND = "http://0.0.0.0:3000";
const SITE = "https://fundlens.example";

let database: MigratedDatabase;
let service: AuthService;
beforeAll(async () => {
  database = await createMigratedDatabase();
  const keys = await loadOrCreateKeys(database.sql);
  service = createAuthService({
    sql: database.sql,
    keys: async () => keys,
    settings: {
      autoconfirm: false,
      outbox: true,
      siteUrl: SITE,
      issuer: `${SITE}/auth/v1`,
      google: { jwksUrl: "http://127.0.0.1:9/jwks", issuer: "https://accounts.google.com" },
    },
    limits: createRateLimits({ authMultiplier: 100 }),
    now: Date.now,
    log: () => undefined,
  });
});
afterAll(async () => {
  await database.drop();
});

const post = (path: string, body: unknown) =>
  service(
    new Request(`${BOUND}/auth/v1${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
  );

async function lastLink(recipient: string): Promise<string> {
  const [row] = await database.sql<
    { link: string }[]
  >`select link from auth.dev_outbox where recipient = ${recipient} order by id desc limit 1`;
  return row!.link;
}

/** The emailed link as the app would receive it: Next.js puts the bound address in the request's URL. */
const asBound = (link: string) => `${BOUND}${new URL(link).pathname}${new URL(link).search}`;

describe("the auth service behind a server bound to 0.0.0.0", () => {
  it("emails links, redirects and issues tokens on the site's address", async () => {
    const email = `bound.${Date.now()}@example.in`;
    expect((await post("/signup", { email, password: "kiwi-secret-12" })).status).toBe(200);
    const link = await lastLink(email);
    expect(link.startsWith(`${SITE}/auth/v1/verify?`)).toBe(true);
    expect(new URL(link).searchParams.get("redirect_to")).toBe(SITE);

    const landed = await service(new Request(asBound(link), { redirect: "manual" }));
    expect(landed.status).toBe(303);
    expect(new URL(landed.headers.get("location")!).origin).toBe(SITE);

    const signIn = await post("/token?grant_type=password", { email, password: "kiwi-secret-12" });
    expect(signIn.status).toBe(200);
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const claims = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { iss: string };
    expect(claims.iss).toBe(`${SITE}/auth/v1`);
  });

  it.each([["/.//evil.example"], ["//evil.example"], ["https://evil.example/"], ["/\\evil.example"]])(
    "keeps redirect_to=%j on the site",
    async (redirectTo) => {
      const email = `redirect.${Date.now()}.${Math.random().toString(36).slice(2)}@example.in`;
      const response = await service(
        new Request(`${BOUND}/auth/v1/signup?redirect_to=${encodeURIComponent(redirectTo)}`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email, password: "kiwi-secret-12" }),
        }),
      );
      expect(response.status).toBe(200);
      const landed = await service(new Request(asBound(await lastLink(email))));
      const location = new URL(landed.headers.get("location")!);
      expect(location.origin).toBe(SITE);
      expect(location.pathname.startsWith("//")).toBe(false);
    },
  );
});
