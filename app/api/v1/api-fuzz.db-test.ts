import fc from "fast-check";
import type { Endpoint } from "@/lib/api/endpoint";
import { PUBLIC_ENDPOINTS } from "@/lib/api/endpoints";
import { objectShape } from "@/lib/api/openapi/build-openapi-document";
import { startApiTestContext, type ApiTestContext } from "@/lib/api/testing/api-test-context";

// Thousands of random and hostile requests against every endpoint: none may answer 5xx, and every answer
// must be the envelope (or an empty 304).

const RUNS_PER_ENDPOINT = 200;

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.constantFrom(
    "' or 1=1 --",
    "1; drop table plans; --",
    "<script>alert(1)</script>",
    "%00",
    "\u0000",
    "NaN",
    "Infinity",
    "-0",
    "1e309",
    "9".repeat(400),
    "-99999999999999999999",
    "0x10",
    "true",
    "null",
    "[]",
    "{}",
    "INF000A01011",
    "equity-large-cap-fund",
    "Very High",
    "Direct",
    "MAX",
    "ME",
    "a".repeat(5000),
    "𝕏".repeat(30),
    "../../etc/passwd",
  ),
  fc.integer().map(String),
  fc.double().map(String),
  fc.bigInt().map(String),
);

function knownKeys(endpoint: Endpoint): string[] {
  return [
    ...(endpoint.query ? Object.keys(objectShape(endpoint.query)) : []),
    "page",
    "q",
    "isin",
    "scheme_code",
    "category",
  ];
}

function queryString(endpoint: Endpoint) {
  const key = fc.oneof(fc.constantFrom(...knownKeys(endpoint)), fc.string({ maxLength: 12 }));
  return fc.array(fc.tuple(key, hostileText), { maxLength: 8 }).map((pairs) => {
    const params = new URLSearchParams();
    for (const [k, v] of pairs) params.append(k, v);
    return params.toString();
  });
}

const pathSegment = fc.oneof(
  hostileText,
  fc.nat().map(String),
  fc.constantFrom("1", "2", "3", "0", "-1", "equity-large-cap-fund"),
);

function jsonBody() {
  const isinLike = fc.oneof(fc.constantFrom("INF000A01011", "INF000B01019", "INF000A02019", "INX"), hostileText);
  return fc.oneof(
    fc.json({ maxDepth: 3 }),
    fc.record({ isins: fc.array(isinLike, { maxLength: 8 }) }).map((body) => JSON.stringify(body)),
    fc
      .record({
        category_slug: hostileText,
        sub_category_slug: hostileText,
        filter_slugs: fc.array(hostileText, { maxLength: 12 }),
      })
      .map((body) => JSON.stringify(body)),
    hostileText,
    fc.constant(""),
  );
}

function pathFor(endpoint: Endpoint, segments: string[]): string {
  let i = 0;
  return endpoint.path.replace(/\{\w+\}/g, () => encodeURIComponent(segments[i++] ?? "1"));
}

describe("every endpoint under hostile input", () => {
  let api: ApiTestContext;
  beforeAll(async () => {
    api = await startApiTestContext();
  }, 120_000);
  afterAll(() => api.stop());

  it.each(PUBLIC_ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    "%s answers the envelope and never 5xx",
    async (_name, endpoint) => {
      await fc.assert(
        fc.asyncProperty(
          queryString(endpoint),
          fc.array(pathSegment, { minLength: 2, maxLength: 2 }),
          jsonBody(),
          async (query, segments, body) => {
            const path = `${pathFor(endpoint, segments)}${query ? `?${query}` : ""}`;
            const init: RequestInit =
              endpoint.method === "POST"
                ? { method: "POST", body, headers: { "content-type": "application/json" } }
                : {};
            const { status, body: answer } = await api.call(path, init);
            expect(status).toBeLessThan(500);
            if (status === 304) return;
            expect(answer).toEqual({ status: status < 400 ? "success" : "error", payload: expect.anything() });
            if (status >= 400) expect(typeof answer.payload).toBe("string");
          },
        ),
        { numRuns: RUNS_PER_ENDPOINT },
      );
    },
    120_000,
  );
});
