import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres, { type Sql } from "postgres";
import { GET as health } from "@/app/api/health/route";
import { seedApiFixture } from "@/lib/api/testing/api-fixture";
import { startApiTestServer, type ApiTestServer } from "@/lib/api/testing/api-test-server";
import { loadOrCreateKeys } from "@/lib/auth/service/signing-keys";
import { createTestMember, type TestMember } from "@/lib/auth/testing/member-token";
import { closeDatabase } from "@/lib/db/client";
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from "@/lib/db/database-unavailable";
import { runMigrations } from "@/lib/db/migrate";
import { destroyEmbeddedServerInChild, ensureEmbeddedServerInChild } from "@/lib/db/testing/embedded-server-process";

// Issue 19, point 7: a paused (SIGSTOP) and a stopped database answer 503 with Retry-After within 5 s,
// and the same process recovers by itself. On a throw-away server of its own: the shared test server
// must never be paused under the other test files.

const BOUND_MS = 5000;
const dataDir = path.join(tmpdir(), `fundlens-outage-pg-${randomBytes(4).toString("hex")}`);
let port: number;
let admin: Sql;
let api: ApiTestServer;
let member: TestMember;
let paused: number[] = [];

const postmasterPid = () => Number(readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
const postgresPids = () => {
  const root = postmasterPid();
  const children = execFileSync("ps", ["-o", "pid=", "--ppid", String(root)], { encoding: "utf8" })
    .split("\n")
    .map(Number)
    .filter((pid) => pid > 0);
  return [root, ...children];
};
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

interface Outcome {
  name: string;
  status: number;
  retryAfter: string | null;
  message: unknown;
  ms: number;
}

async function timed(name: string, call: () => Promise<Response>): Promise<Outcome> {
  const started = performance.now();
  const response = await call();
  const body = (await response.json()) as { payload: unknown };
  return {
    name,
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    message: body.payload,
    ms: Math.round(performance.now() - started),
  };
}

/** A public API call, the health check and a member call, all at once. */
function callAll(): Promise<Outcome[]> {
  return Promise.all([
    timed("GET /api/v1/funds", () => fetch(`${api.origin}/api/v1/funds?isin=INF000A01011`)),
    timed("GET /api/health", () => health()),
    timed("GET /api/v1/watchlists (member)", () =>
      fetch(`${api.origin}/api/v1/watchlists`, { headers: { Authorization: `Bearer ${member.token}` } }),
    ),
  ]);
}

function expectUnavailable(outcomes: Outcome[], label: string): void {
  console.log(
    `${label}:\n${outcomes.map((o) => `  ${o.name}: ${o.status} in ${o.ms} ms (Retry-After ${o.retryAfter})`).join("\n")}`,
  );
  for (const outcome of outcomes) {
    expect({ name: outcome.name, status: outcome.status, retryAfter: outcome.retryAfter }).toEqual({
      name: outcome.name,
      status: 503,
      retryAfter: String(DATABASE_RETRY_AFTER_SECONDS),
    });
    expect(outcome.ms).toBeLessThan(BOUND_MS);
  }
  expect(outcomes[0]!.message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
}

/** Polls until every call answers 200; returns how long that took. */
async function recovery(label: string): Promise<number> {
  const started = performance.now();
  let last: Outcome[] = [];
  while (performance.now() - started < 30_000) {
    last = await callAll();
    if (last.every((o) => o.status === 200)) {
      const ms = Math.round(performance.now() - started);
      console.log(`${label}: every call answers 200 again after ${ms} ms, same process, no restart`);
      return ms;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${label}: no recovery within 30 s: ${JSON.stringify(last)}`);
}

beforeAll(async () => {
  const server = await ensureEmbeddedServerInChild(dataDir);
  port = server.port;
  await runMigrations(server.url);
  admin = postgres(server.url, { max: 1, onnotice: () => undefined });
  await seedApiFixture(admin);
  member = await createTestMember(admin, await loadOrCreateKeys(admin));
  await admin.end();
  await closeDatabase();
  process.env.DATABASE_URL = server.url;
  // npm run test:db turns the monitor off for the other files; this one is about it.
  process.env.DATABASE_PROBE_INTERVAL_SECONDS = "1";
  process.env.API_RATE_LIMIT_PER_MINUTE = "0";
  // Every call must reach the database: no cached public answers.
  process.env.API_CACHE_MAX_MB = "0";
  api = await startApiTestServer();
}, 120_000);

afterAll(async () => {
  for (const pid of paused) if (alive(pid)) process.kill(pid, "SIGCONT");
  await api?.close();
  await closeDatabase();
  await destroyEmbeddedServerInChild(dataDir);
}, 60_000);

it("answers 200 while the database is up", async () => {
  // Polled, as after an outage: on a loaded machine (CI running every suite at once) the monitor's probe of this
  // just-started server once missed its 2 s and counted an outage that was not one, and the first calls answered 503.
  expect(await recovery("database up")).toBeLessThan(10_000);
});

it("answers 503 with Retry-After within 5 s while the database is paused, and recovers by itself when it resumes", async () => {
  paused = postgresPids();
  for (const pid of paused) process.kill(pid, "SIGSTOP");
  expectUnavailable(await callAll(), `paused (SIGSTOP of ${paused.length} postgres processes), first calls`);
  expectUnavailable(await callAll(), "paused, calls once the outage is known");
  for (const pid of paused) process.kill(pid, "SIGCONT");
  paused = [];
  expect(await recovery("resumed (SIGCONT)")).toBeLessThan(10_000);
}, 60_000);

it("answers 503 with Retry-After within 5 s while the database is stopped, and recovers by itself when it starts again", async () => {
  const pid = postmasterPid();
  // SIGQUIT is PostgreSQL's immediate shutdown (pg_ctl stop -m immediate).
  process.kill(pid, "SIGQUIT");
  for (let i = 0; i < 100 && alive(pid); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(alive(pid)).toBe(false);
  expectUnavailable(await callAll(), "stopped (immediate shutdown), first calls");
  expectUnavailable(await callAll(), "stopped, calls once the outage is known");
  await ensureEmbeddedServerInChild(dataDir, port);
  expect(await recovery("started again")).toBeLessThan(10_000);
}, 60_000);
