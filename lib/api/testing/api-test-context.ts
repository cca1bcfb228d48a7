import type { Sql } from "postgres";
import { closeDatabase } from "@/lib/db/client";
import { closeXrayWorkerPool } from "@/lib/xray/worker/xray-worker-pool";
import { connect, copySharedTemplate, type ScratchDatabase } from "@/lib/db/testing/test-database";
import { todayInIndia } from "@/lib/ingest/today-in-india";
import { seedApiFixture, seedLargeCapPeers } from "@/lib/api/testing/api-fixture";
import { startApiTestServer, type ApiTestServer } from "@/lib/api/testing/api-test-server";

export interface ApiTestContext {
  sql: Sql;
  /** Where the test server listens (http://127.0.0.1:port), for tests that speak raw HTTP to it. */
  origin: string;
  /** GET or POST against the test server; the body is parsed JSON (or null for an empty body). */
  call: (
    path: string,
    init?: RequestInit,
  ) => Promise<{ status: number; headers: Headers; body: { status: string; payload: unknown } }>;
  stop: () => Promise<void>;
}

/**
 * A scratch database with the API fixture, and the route handlers served over HTTP against it. The API's
 * per-address limits are off unless given (they are read once per test file, at the first call).
 * `largeCapPeers` adds the fixture's LARGE_CAP_PEERS, so that the Large Cap field has the five plans of each
 * type that its ranks and averages need.
 */
export async function startApiTestContext(
  options: { perMinute?: number; publicReadsPerMinute?: number; largeCapPeers?: boolean } = {},
): Promise<ApiTestContext> {
  // Every file that starts a context seeds the same fixture (with or without the peers): the run seeds a template
  // of it once and each file copies it. Keyed by today in India, which the fixture's offer dates follow.
  const key = `api_${options.largeCapPeers ? "peers_" : ""}${todayInIndia().replaceAll("-", "")}`;
  const scratch: ScratchDatabase = await copySharedTemplate(key, async (url) => {
    const filling = connect(url);
    try {
      await seedApiFixture(filling);
      if (options.largeCapPeers) await seedLargeCapPeers(filling);
    } finally {
      await filling.end();
    }
  });
  const sql = connect(scratch.url);
  await closeDatabase();
  process.env.DATABASE_URL = scratch.url;
  process.env.API_RATE_LIMIT_PER_MINUTE = String(options.perMinute ?? 0);
  process.env.API_PUBLIC_READ_RATE_LIMIT_PER_MINUTE = String(options.publicReadsPerMinute ?? 0);
  const server: ApiTestServer = await startApiTestServer();
  return {
    sql,
    origin: server.origin,
    call: async (path, init) => {
      const response = await fetch(`${server.origin}${path}`, init);
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
    },
    stop: async () => {
      await server.close();
      await Promise.all([closeDatabase(), closeXrayWorkerPool()]);
      await sql.end();
      await scratch.drop();
    },
  };
}
