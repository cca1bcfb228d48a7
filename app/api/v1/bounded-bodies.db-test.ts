import { once } from "node:events";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApiDispatcher } from "@/lib/api/node-dispatcher";
import { startApiTestContext, type ApiTestContext } from "@/lib/api/testing/api-test-context";
import { appAuthService } from "@/lib/auth/service/app-auth-service";
import { startAuthTestServer, type AuthTestServer } from "@/lib/auth/testing/auth-test-server";
import { requestUrlOf, webRequestOf } from "@/lib/http/node-request";
import { refuseBeforeNext } from "@/lib/http/request-guard";
import { writeResponse } from "@/lib/http/write-response";

// Issue 19, point 3: 300 MB bodies, streamed from a generator (never held by the client), to a member
// endpoint without a token, a public POST and /auth/v1/token, declared and chunked. The server must answer
// 4xx at once and its memory stay flat. Server and client share this process; the client holds one chunk.

const TOTAL = 300 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, "x");
const MB = 1024 * 1024;

interface Sent {
  status: number;
  body: string;
  connection: string | undefined;
  sentBytes: number;
}

/** POSTs up to 300 MB a chunk at a time (waiting for drain), and stops once the server answers or closes. */
async function postHuge(
  origin: string,
  path: string,
  mode: "declared" | "chunked",
  headers: Record<string, string> = {},
): Promise<Sent> {
  const request = httpRequest(`${origin}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(mode === "declared" ? { "content-length": String(TOTAL) } : {}),
      ...headers,
    },
  });
  let sentBytes = 0;
  let stopped = false;
  const answered = new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
    request.on("response", (response) => {
      stopped = true;
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          connection: response.headers.connection,
        }),
      );
      response.on("error", reject);
    });
    request.on("error", (error) => {
      stopped = true;
      reject(error);
    });
  });
  answered.catch(() => undefined);
  // The body: a generator of the same 64 KB chunk, so the client never holds more than that.
  function* body() {
    for (let sent = 0; sent < TOTAL; sent += CHUNK.length) yield CHUNK;
  }
  for (const chunk of body()) {
    if (stopped) break;
    sentBytes += chunk.length;
    if (!request.write(chunk)) await Promise.race([once(request, "drain"), answered.catch(() => undefined)]);
  }
  if (!stopped) request.end();
  const answer = await answered;
  request.destroy();
  return { ...answer, sentBytes };
}

function memory() {
  const { rss, heapUsed, arrayBuffers } = process.memoryUsage();
  return { rss, heapUsed, arrayBuffers };
}

const inMb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

describe("300 MB bodies against the production chain (dispatcher, guard, auth service)", () => {
  let api: ApiTestContext;
  let auth: AuthTestServer;
  let server: Server;
  let origin: string;
  const measured: string[] = [];

  beforeAll(async () => {
    api = await startApiTestContext();
    auth = await startAuthTestServer();
    // As scripts/serve.ts: the API dispatcher, then the guard; the auth service stands in for Next.js's route handler.
    const dispatch = createApiDispatcher();
    server = createServer((incoming, outgoing) => {
      void (async () => {
        if (await dispatch(incoming, outgoing)) return;
        if (await refuseBeforeNext(incoming, outgoing, [])) return;
        await writeResponse(
          incoming,
          outgoing,
          await appAuthService()(webRequestOf(incoming, requestUrlOf(incoming, origin)!)),
        );
      })();
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // Warm up: every module and connection in place before the first measurement.
    await postHuge(origin, "/api/v1/watchlists", "chunked");
    await postHuge(origin, "/api/v1/compare-mf/returns", "chunked");
    await postHuge(auth.url, "/auth/v1/token?grant_type=password", "chunked");
  }, 120_000);

  afterAll(async () => {
    console.log(
      `Memory under 300 MB bodies (MB; rss / heapUsed / arrayBuffers before -> after):\n${measured.join("\n")}`,
    );
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await auth.close();
    await api.stop();
  });

  async function measure(label: string, run: () => Promise<Sent[]>): Promise<Sent[]> {
    const before = memory();
    const results = await run();
    const after = memory();
    const growth = {
      rss: after.rss - before.rss,
      heapUsed: after.heapUsed - before.heapUsed,
      arrayBuffers: after.arrayBuffers - before.arrayBuffers,
    };
    measured.push(
      `${label}: rss ${inMb(before.rss)} -> ${inMb(after.rss)}, heapUsed ${inMb(before.heapUsed)} -> ${inMb(after.heapUsed)}, arrayBuffers ${inMb(before.arrayBuffers)} -> ${inMb(after.arrayBuffers)}; ` +
        `statuses ${results.map((r) => r.status).join(",")}; client wrote ${results.map((r) => inMb(r.sentBytes)).join(",")} MB before the answer`,
    );
    expect(growth.rss).toBeLessThan(50 * MB);
    expect(growth.heapUsed).toBeLessThan(50 * MB);
    expect(growth.arrayBuffers).toBeLessThan(50 * MB);
    // The server stopped reading: the client got its answer long before it could send 300 MB.
    for (const result of results) expect(result.sentBytes).toBeLessThan(64 * MB);
    return results;
  }

  const tooLarge = JSON.stringify({ status: "error", payload: "The request body is too large (64 KB at most)." });
  const loginRequired = JSON.stringify({
    status: "error",
    payload: "Your session has ended or you are not logged in. Log in and try again.",
  });

  it.each(["declared", "chunked"] as const)(
    "a member endpoint without a token, %s: refused, body unread, memory flat",
    async (mode) => {
      const [result] = await measure(`POST /api/v1/watchlists, no token, ${mode}`, async () => [
        await postHuge(origin, "/api/v1/watchlists", mode),
      ]);
      // Declared: refused by its length before the token is looked at; chunked: the token first, the body never read.
      expect(result).toMatchObject(
        mode === "declared"
          ? { status: 413, body: tooLarge, connection: "close" }
          : { status: 401, body: loginRequired, connection: "close" },
      );
    },
    120_000,
  );

  it("four at once to a member endpoint, chunked: all refused, memory flat", async () => {
    const results = await measure("4 x POST /api/v1/watchlists, no token, chunked, in parallel", () =>
      Promise.all([1, 2, 3, 4].map(() => postHuge(origin, "/api/v1/watchlists", "chunked"))),
    );
    expect(results.map((r) => r.status)).toEqual([401, 401, 401, 401]);
  }, 120_000);

  it.each(["declared", "chunked"] as const)(
    "a public POST, %s: 413 in the envelope at the limit, memory flat",
    async (mode) => {
      const [result] = await measure(`POST /api/v1/compare-mf/returns, ${mode}`, async () => [
        await postHuge(origin, "/api/v1/compare-mf/returns", mode),
      ]);
      expect(result).toMatchObject({ status: 413, body: tooLarge, connection: "close" });
    },
    120_000,
  );

  it.each(["declared", "chunked"] as const)(
    "/auth/v1/token through the server's guard, %s: refused in the auth format",
    async (mode) => {
      const [result] = await measure(`POST /auth/v1/token (guard, then the service), ${mode}`, async () => [
        await postHuge(origin, "/auth/v1/token?grant_type=password", mode),
      ]);
      expect(result!.status).toBe(mode === "declared" ? 413 : 411);
      expect(JSON.parse(result!.body)).toEqual(
        mode === "declared"
          ? { code: "request_too_large", message: "The request body is too large (64 KB at most)." }
          : { code: "validation_failed", message: "Send the request body with a Content-Length." },
      );
    },
    120_000,
  );

  it("/auth/v1/token straight to the service, chunked: its own reader stops at 64 KB with 413", async () => {
    const [result] = await measure("POST /auth/v1/token (the service alone), chunked", async () => [
      await postHuge(auth.url, "/auth/v1/token?grant_type=password", "chunked"),
    ]);
    expect(result!.status).toBe(413);
    expect(JSON.parse(result!.body)).toEqual({
      code: "request_too_large",
      message: "The request body is too large (64 KB at most).",
    });
  }, 120_000);
});
