import type { Sql } from "postgres";
import { createAuthService } from "@/lib/auth/service/auth-service";
import { DATABASE_UNAVAILABLE_MESSAGE, DatabaseUnavailableError } from "@/lib/db/database-unavailable";
import { createRateLimits } from "@/lib/security/rate-limits/rate-limits";

// Issue 19, point 7 under /auth/v1: a database outage answers 503 with Retry-After in the auth error format
// (retryable for supabase-js, so a member's refresh is tried again rather than signing them out), not a 500.

function serviceWithDatabaseError(error: Error, limits = createRateLimits()) {
  const log: string[] = [];
  const sql = (() => Promise.reject(error)) as unknown as Sql;
  const service = createAuthService({
    sql,
    keys: () => Promise.reject(error),
    settings: {
      autoconfirm: true,
      outbox: false,
      siteUrl: "http://localhost:3000",
      issuer: "http://localhost:3000/auth/v1",
      google: { jwksUrl: "http://127.0.0.1:9/jwks", issuer: "https://accounts.google.com" },
    },
    limits,
    now: Date.now,
    log: (line) => log.push(line),
  });
  return { service, log };
}

const signIn = new Request("http://127.0.0.1:3000/auth/v1/token?grant_type=password", {
  method: "POST",
  headers: { "Content-Type": "application/json", "x-forwarded-for": "203.0.113.5" },
  body: JSON.stringify({ email: "member@example.in", password: "kiwi-secret-12" }),
});

it.each([
  ["the monitor's own error", new DatabaseUnavailableError()],
  ["a refused connection", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })],
])("answers 503 with Retry-After for %s", async (_name, error) => {
  const { service } = serviceWithDatabaseError(error);
  const answer = await service(signIn.clone());
  expect([answer.status, answer.headers.get("retry-after")]).toEqual([503, "30"]);
  expect(await answer.json()).toEqual({ code: "service_unavailable", message: DATABASE_UNAVAILABLE_MESSAGE });
});

it("still answers 500 for a fault of ours, and logs it", async () => {
  const { service, log } = serviceWithDatabaseError(new TypeError("a bug"));
  const answer = await service(signIn.clone());
  expect(answer.status).toBe(500);
  expect(log.join("\n")).toContain("a bug");
});

it("does not charge sign-ins refused with 503 as wrong passwords (issue 34, point 7)", async () => {
  // 10 wrong passwords in a row from one address lock the account there for 15 minutes.
  const limits = createRateLimits({ authMultiplier: 1 });
  const { service } = serviceWithDatabaseError(new DatabaseUnavailableError(), limits);
  for (let i = 0; i < 12; i++) expect((await service(signIn.clone())).status).toBe(503);
  const left = await limits.consume("auth-login-fails-account-address", "email:member@example.in|203.0.113.5");
  expect(left).toEqual(expect.objectContaining({ allowed: true }));
  expect((await limits.consume("auth-login-fails-account", "email:member@example.in")).allowed).toBe(true);
});
