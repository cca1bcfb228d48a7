import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import { startAuthTestServer, type AuthTestServer } from "@/lib/auth/testing/auth-test-server";
import { connectRateLimitRedis } from "@/lib/security/rate-limits/redis-connection";
import { createRateLimits, type RateLimits } from "@/lib/security/rate-limits/rate-limits";

// Two instances of the site's limits on one Redis share every limit (REDIS_URL, default the machine's
// Redis on 127.0.0.1:6379). Jest decides what to skip before any test runs, hence the synchronous probe.
const REDIS_URL = process.env.REDIS_URL || "redis://127.0.0.1:6379";

function redisAnswersPing(url: string): boolean {
  const { hostname, port } = new URL(url);
  const probe = `const s=require("net").connect(${Number(port || 6379)},${JSON.stringify(hostname)});s.setTimeout(1500,()=>process.exit(1));s.on("error",()=>process.exit(1));s.on("connect",()=>s.write("PING\\r\\n"));s.on("data",(d)=>process.exit(String(d).startsWith("+PONG")||String(d).startsWith("-NOAUTH")?0:1));`;
  return spawnSync(process.execPath, ["-e", probe], { timeout: 3_000 }).status === 0;
}

const redisUp = redisAnswersPing(REDIS_URL);
if (!redisUp)
  console.warn(`SKIPPED: the shared-limit tests need a Redis at ${REDIS_URL} (set REDIS_URL), and none answered PING`);
const describeWithRedis = redisUp ? describe : describe.skip;

describeWithRedis(`two instances on one Redis (${REDIS_URL})`, () => {
  const prefix = `fundlens-rl-test-${randomBytes(6).toString("hex")}`;
  const connections: Redis[] = [];
  let first: RateLimits;
  let second: RateLimits;
  beforeAll(() => {
    const instance = () => {
      const redis = connectRateLimitRedis(REDIS_URL);
      connections.push(redis);
      return createRateLimits({ redis, keyPrefix: prefix, rules: { "auth-mfa": { points: 5, durationSeconds: 60 } } });
    };
    first = instance();
    second = instance();
    return Promise.all(connections.map((redis) => new Promise((resolve) => redis.once("ready", resolve))));
  });
  afterAll(async () => {
    const keys = await connections[0]!.keys(`${prefix}*`);
    if (keys.length > 0) await connections[0]!.del(...keys);
    // Until the sockets have closed, not only until Redis said OK, so Jest finds nothing left open.
    await Promise.all(connections.map((redis) => new Promise((resolve) => redis.once("end", resolve).quit())));
  });

  it("allows 5 in all across both and refuses the 6th on either", async () => {
    const order = [first, second, first, second, second];
    const allowed = [];
    for (const limits of order) allowed.push((await limits.consume("auth-mfa", "203.0.113.5")).allowed);
    expect(allowed).toEqual([true, true, true, true, true]);
    const onFirst = await first.consume("auth-mfa", "203.0.113.5");
    const onSecond = await second.consume("auth-mfa", "203.0.113.5");
    expect([onFirst.allowed, onSecond.allowed]).toEqual([false, false]);
    if (onFirst.allowed) throw new Error("expected a refusal");
    expect(onFirst.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(onFirst.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another address, and the same address under another limit, are untouched.
    expect((await second.consume("auth-mfa", "203.0.113.6")).allowed).toBe(true);
    expect((await first.consume("auth-send", "203.0.113.5")).allowed).toBe(true);
    const stored = await connections[0]!.keys(`${prefix}:auth-mfa:*`);
    expect(stored.sort()).toEqual([`${prefix}:auth-mfa:203.0.113.5`, `${prefix}:auth-mfa:203.0.113.6`]);
  });

  it("shares resets and marks too: a success on one instance clears the count the other sees", async () => {
    await first.consume("auth-login-fails-account-address", "email:a@example.in|203.0.113.7");
    await second.mark("auth-login-known-address", "email:a@example.in|203.0.113.7");
    expect(await first.has("auth-login-known-address", "email:a@example.in|203.0.113.7")).toBe(true);
    await second.reset("auth-login-fails-account-address", "email:a@example.in|203.0.113.7");
    expect(await first.has("auth-login-fails-account-address", "email:a@example.in|203.0.113.7")).toBe(false);
  });
});

describeWithRedis("two auth services on one Redis", () => {
  it("share the sign-in limit per address: 4 attempts in all, the 5th refused by either, with Retry-After", async () => {
    const prefix = `fundlens-rl-test-${randomBytes(6).toString("hex")}`;
    const connections = [connectRateLimitRedis(REDIS_URL), connectRateLimitRedis(REDIS_URL)];
    await Promise.all(connections.map((redis) => new Promise((resolve) => redis.once("ready", resolve))));
    const servers: AuthTestServer[] = [];
    try {
      // One after the other: two scratch databases migrating at once race on creating the same roles.
      for (const redis of connections) {
        servers.push(
          await startAuthTestServer({
            limits: createRateLimits({
              redis,
              keyPrefix: prefix,
              rules: { "auth-token": { points: 4, durationSeconds: 60 } },
            }),
          }),
        );
      }
      const attempt = async (index: number) => {
        const server = servers[index]!;
        const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
          method: "POST",
          headers: { apikey: server.keys.anonKey, "Content-Type": "application/json" },
          body: JSON.stringify({ email: "nobody@example.in", password: "wrong password" }),
        });
        return { status: response.status, retryAfter: response.headers.get("retry-after") };
      };
      const answers = [];
      for (const index of [0, 1, 0, 1, 0, 1]) answers.push(await attempt(index));
      expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 429, 429]);
      expect(Number(answers[5]!.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(answers[5]!.retryAfter)).toBeLessThanOrEqual(60);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
      const keys = await connections[0]!.keys(`${prefix}*`);
      if (keys.length > 0) await connections[0]!.del(...keys);
      await Promise.all(connections.map((redis) => new Promise((resolve) => redis.once("end", resolve).quit())));
    }
  });
});

describe("with Redis unreachable", () => {
  it("keeps limiting in memory (rate-limiter-flexible's insurance limiter) and says so once in the log", async () => {
    const log: string[] = [];
    const redis = connectRateLimitRedis("redis://127.0.0.1:9", (line) => log.push(line));
    try {
      const limits = createRateLimits({ redis, rules: { "auth-mfa": { points: 2, durationSeconds: 60 } } });
      const allowed = [];
      for (let i = 0; i < 3; i++) allowed.push((await limits.consume("auth-mfa", "203.0.113.8")).allowed);
      expect(allowed).toEqual([true, true, false]);
      // The connection error arrives when the refused connection is noticed; give it up to five seconds.
      for (let waited = 0; waited < 5_000 && log.length === 0; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(log.filter((line) => line.includes("Redis unavailable"))).toHaveLength(1);
    } finally {
      redis.disconnect();
    }
  });
});
