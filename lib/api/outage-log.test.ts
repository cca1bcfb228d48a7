import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { handle } from "@/lib/api/handle-endpoint";
import { createOutageLog } from "@/lib/api/outage-log";
import { DatabaseUnavailableError } from "@/lib/db/database-unavailable";
import { loadScreenerFilters } from "@/lib/screener/screener-page-data";

// Issue 34, point 11: during an outage every database-backed request logged a line (the screener a whole
// stack trace). Now one line per outage and request kind.
const monitor = { down: true };
jest.mock("@/lib/db/client", () => ({
  getDatabase: () => ({ sql: null }),
  isDatabaseDown: () => monitor.down,
  reportDatabaseFailure: () => {},
}));
jest.mock("@/lib/api/cached-payload", () => ({
  cachedPayload: async () => {
    throw new DatabaseUnavailableError();
  },
}));

const refused = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

describe("createOutageLog", () => {
  it("logs one line per kind for an outage, a new outage again, and other failures every time", () => {
    const lines: unknown[][] = [];
    const clock = { now: 0 };
    const state = { down: true };
    const log = createOutageLog({
      isDown: () => state.down,
      log: (...parts) => lines.push(parts),
      now: () => clock.now,
    });
    for (let i = 0; i < 50; i++) {
      log.failed("GET /api/v1/nfo/{id}", new DatabaseUnavailableError());
      log.failed("The screener list", refused());
    }
    expect(lines).toEqual([
      ["GET /api/v1/nfo/{id}: 503, the database is down (logged once for this kind until the database answers again)"],
      [
        "The screener list: 503, connect ECONNREFUSED 127.0.0.1:5432 (logged once for this kind until the database answers again)",
      ],
    ]);
    // Up and quiet for 5 s: the next failure is a new outage.
    state.down = false;
    clock.now += 5_000;
    log.failed("The screener list", refused());
    expect(lines).toHaveLength(3);
    const bug = new TypeError("a bug");
    log.failed("The screener list", bug);
    log.failed("The screener list", bug);
    expect(lines.slice(3)).toEqual([
      ["The screener list failed", bug],
      ["The screener list failed", bug],
    ]);
  });
});

describe("requests during an outage", () => {
  beforeEach(() => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    jest.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  const logged = () => (console.error as jest.Mock).mock.calls.length + (console.warn as jest.Mock).mock.calls.length;

  it("log one line for 40 screener loads", async () => {
    for (let i = 0; i < 40; i++) expect(await loadScreenerFilters()).toBeNull();
    expect(logged()).toBe(1);
  });

  it("log one line for 40 calls of an endpoint whose connection is refused", async () => {
    const endpoint = defineEndpoint({
      method: "GET",
      path: "/api/v1/test/outage",
      tag: "test",
      summary: "test",
      query: z.object({}),
      payload: z.object({}),
      cacheable: false,
    });
    const handler = handle(endpoint, async () => {
      throw refused();
    });
    for (let i = 0; i < 40; i++) {
      const answer = await handler(
        new Request("http://127.0.0.1/api/v1/test/outage", { headers: { "x-forwarded-for": "127.0.0.1" } }),
      );
      expect(answer.status).toBe(503);
    }
    expect(logged()).toBe(1);
  });
});
