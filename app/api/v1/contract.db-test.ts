import type { Endpoint } from "@/lib/api/endpoint";
import { API_ENDPOINTS, PUBLIC_ENDPOINTS } from "@/lib/api/endpoints";
import { startApiTestContext, type ApiTestContext } from "@/lib/api/testing/api-test-context";

// The API's contract over HTTP: the envelope, status codes and their messages, methods, caching headers
// and headers that must not matter, for every endpoint registered in PUBLIC_ENDPOINTS.

const PUBLIC_CACHE = "public, max-age=300, s-maxage=300, stale-while-revalidate=86400";
const ETAG = /^W\/"[A-Za-z0-9_-]{27}"$/;

const ISIN = "INF000A01011";
const json = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

/** A valid request for every registered endpoint, keyed by "METHOD path" as registered. */
const SAMPLES: Record<string, { url: string; init?: RequestInit }> = {
  "GET /api/v1/funds": { url: `/api/v1/funds?isin=${ISIN}` },
  "GET /api/v1/funds/navs": { url: `/api/v1/funds/navs?isin=${ISIN}&duration=1M` },
  "GET /api/v1/funds/returns": { url: `/api/v1/funds/returns?isin=${ISIN}` },
  "GET /api/v1/funds/peer-analysis": { url: `/api/v1/funds/peer-analysis?isin=${ISIN}` },
  "GET /api/v1/funds/rankings": { url: `/api/v1/funds/rankings?isin=${ISIN}&category=equity-large-cap-fund` },
  "GET /api/v1/funds/category-returns": { url: "/api/v1/funds/category-returns?category=equity-large-cap-fund" },
  "GET /api/v1/funds/category-metrics": { url: "/api/v1/funds/category-metrics?category=equity-large-cap-fund" },
  "GET /api/v1/funds/managers": { url: "/api/v1/funds/managers?scheme_code=1001" },
  "GET /api/v1/funds/aums": { url: "/api/v1/funds/aums?scheme_code=1001" },
  "GET /api/v1/funds/top-holding": { url: "/api/v1/funds/top-holding?scheme_code=1001" },
  "GET /api/v1/funds/sector-allocation": { url: "/api/v1/funds/sector-allocation?scheme_code=1001" },
  "GET /api/v1/funds/asset-allocation": { url: "/api/v1/funds/asset-allocation?scheme_code=1001" },
  "GET /api/v1/funds/credit-quality": { url: "/api/v1/funds/credit-quality?scheme_code=1101" },
  "GET /api/v1/funds/distribution/": { url: "/api/v1/funds/distribution/?scheme_code=1001" },
  "GET /api/v1/funds/concentration": { url: "/api/v1/funds/concentration?scheme_code=1001" },
  "GET /api/v1/funds/amc": { url: "/api/v1/funds/amc?amc=alpha-mutual-fund" },
  "POST /api/v1/compare-mf/returns": {
    url: "/api/v1/compare-mf/returns",
    init: json({ isins: [ISIN, "INF000B02017"] }),
  },
  "GET /api/v1/mutual-funds/filters": { url: "/api/v1/mutual-funds/filters" },
  "GET /api/v1/mutual-funds/filtered-funds": { url: "/api/v1/mutual-funds/filtered-funds" },
  "GET /api/v1/mutual-funds/filtered-funds-graph": { url: "/api/v1/mutual-funds/filtered-funds-graph?category=Equity" },
  "GET /api/v1/category/performance-data/{id}": { url: "/api/v1/category/performance-data/equity-large-cap-fund" },
  "GET /api/v1/category/{id}/top-funds": { url: "/api/v1/category/equity-large-cap-fund/top-funds" },
  "POST /api/v1/category/filter-type": { url: "/api/v1/category/filter-type", init: json({ category_slug: "equity" }) },
  "POST /api/v1/category/filter-type-funds": {
    url: "/api/v1/category/filter-type-funds",
    init: json({ category_slug: "equity", filter_slugs: ["direct"] }),
  },
  "GET /api/v1/mutual-funds/category-content": {
    url: "/api/v1/mutual-funds/category-content?slug=equity-large-cap-fund",
  },
  "GET /api/v1/website-categories": { url: "/api/v1/website-categories" },
  "GET /api/v1/funds-by-website-category": { url: "/api/v1/funds-by-website-category?category_id=index-funds" },
  "GET /api/v1/nfo/{id}": { url: "/api/v1/nfo/1" },
  "GET /api/v1/sip/all-funds": { url: "/api/v1/sip/all-funds" },
  "GET /api/v1/data-status": { url: "/api/v1/data-status" },
  "GET /api/v1/xray": { url: "/api/v1/xray?funds=1001:50000,1101:25000" },
};

const keyOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
const sampleOf = (endpoint: Endpoint) => {
  const sample = SAMPLES[keyOf(endpoint)];
  if (!sample) throw new Error(`no sample request for ${keyOf(endpoint)}: add one to SAMPLES`);
  return sample;
};
const pathnameOf = (url: string) => url.split("?")[0]!;
const ENDPOINTS = PUBLIC_ENDPOINTS.map((endpoint) => [keyOf(endpoint), endpoint] as const);

describe("API contract", () => {
  let api: ApiTestContext;
  beforeAll(async () => {
    api = await startApiTestContext();
  }, 120_000);
  afterAll(() => api.stop());

  async function expectError(url: string, status: number, message: string, init?: RequestInit) {
    const response = await api.call(url, init);
    expect({ url, status: response.status, body: response.body }).toEqual({
      url,
      status,
      body: { status: "error", payload: message },
    });
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    return response;
  }

  it("has a sample request for every registered endpoint (and none for unregistered ones)", () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(PUBLIC_ENDPOINTS.map(keyOf).sort());
  });

  describe.each(ENDPOINTS)("%s", (_key, endpoint) => {
    it("answers 200 in the envelope, the payload matching the documented schema", async () => {
      const { url, init } = sampleOf(endpoint);
      const response = await api.call(url, init);
      expect({ status: response.status, envelope: response.body?.status }).toEqual({
        status: 200,
        envelope: "success",
      });
      expect(Object.keys(response.body).sort()).toEqual(["payload", "status"]);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      const parsed = endpoint.payload.safeParse(response.body.payload);
      expect(parsed.success ? null : parsed.error.issues).toBeNull();
    });

    if (endpoint.cacheable) {
      it("is publicly cacheable with an ETag, and answers 304 to a matching If-None-Match", async () => {
        const { url } = sampleOf(endpoint);
        const first = await api.call(url);
        const tag = first.headers.get("etag");
        expect(first.headers.get("cache-control")).toBe(PUBLIC_CACHE);
        expect(tag).toMatch(ETAG);
        const again = await api.call(url, { headers: { "If-None-Match": tag! } });
        expect(again.status).toBe(304);
        expect(again.body).toBeNull();
        expect(again.headers.get("etag")).toBe(tag);
        expect(again.headers.get("cache-control")).toBe(PUBLIC_CACHE);
      });
    } else {
      it("is never cached (no-store, no ETag, If-None-Match ignored)", async () => {
        const { url, init } = sampleOf(endpoint);
        const response = await api.call(url, {
          ...init,
          headers: { ...(init?.headers as Record<string, string>), "If-None-Match": "*" },
        });
        expect(response.status).toBe(200);
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(response.headers.get("etag")).toBeNull();
      });
    }

    const other = endpoint.method === "GET" ? "POST" : "GET";
    it(`answers 405 with Allow: ${endpoint.method} to ${other}`, async () => {
      const pathname = pathnameOf(sampleOf(endpoint).url);
      const response = await expectError(
        pathname,
        405,
        `${pathname} does not accept ${other}; use ${endpoint.method}.`,
        { method: other },
      );
      expect(response.headers.get("allow")).toBe(endpoint.method);
    });

    it("answers OPTIONS with 204 and the allowed methods", async () => {
      const response = await api.call(pathnameOf(sampleOf(endpoint).url), { method: "OPTIONS" });
      expect(response.status).toBe(204);
      expect(response.body).toBeNull();
      expect(response.headers.get("allow")).toBe(endpoint.method === "GET" ? "GET, HEAD, OPTIONS" : "POST, OPTIONS");
    });
  });

  it("the OpenAPI document lists every registered endpoint with its method", async () => {
    const response = await api.call("/api/v1/openapi.json");
    expect(response.status).toBe(200);
    const paths = (response.body as unknown as { paths: Record<string, Record<string, unknown>> }).paths;
    for (const endpoint of API_ENDPOINTS)
      expect({
        key: keyOf(endpoint),
        documented: Boolean(paths[endpoint.path]?.[endpoint.method.toLowerCase()]),
      }).toEqual({ key: keyOf(endpoint), documented: true });
    expect(Object.values(paths).reduce((count, methods) => count + Object.keys(methods).length, 0)).toBe(
      API_ENDPOINTS.length,
    );
    // Member endpoints say they need the member's token; public ones do not.
    for (const endpoint of API_ENDPOINTS) {
      const operation = paths[endpoint.path]?.[endpoint.method.toLowerCase()] as { security?: unknown };
      expect({ key: keyOf(endpoint), security: operation.security }).toEqual({
        key: keyOf(endpoint),
        security: endpoint.member ? [{ memberToken: [] }] : undefined,
      });
    }
  });

  describe("400: the message names the parameter and what is wrong", () => {
    it.each([
      // wrong types
      [
        "a number that is not one",
        "/api/v1/mutual-funds/filtered-funds?page=abc",
        "Parameter 'page' must be a number.",
      ],
      [
        "a fraction for a whole number",
        "/api/v1/funds/managers?scheme_code=1001.5",
        "Parameter 'scheme_code' must be a whole number.",
      ],
      [
        "a word for a boolean",
        "/api/v1/funds/top-holding?scheme_code=1001&is_equity=yes",
        "Parameter 'is_equity' must be one of: 0, 1, true, false, True, False.",
      ],
      [
        "a malformed ISIN",
        "/api/v1/funds?isin=INF000A0101",
        "Parameter 'isin' must be a 12-character Indian ISIN such as INF179K01BB8.",
      ],
      ["a malformed path segment", "/api/v1/nfo/abc", "Parameter 'id' must be a number."],
      // out of range
      ["below the minimum", "/api/v1/mutual-funds/filtered-funds?page=0", "Parameter 'page' must be at least 1."],
      [
        "above the maximum",
        "/api/v1/mutual-funds/filtered-funds?page_size=101",
        "Parameter 'page_size' must be at most 100.",
      ],
      [
        "a duration too long",
        "/api/v1/funds/returns?isin=INF000A01011&duration=31",
        "Parameter 'duration' must be at most 30.",
      ],
      [
        "a range bound too large",
        "/api/v1/mutual-funds/filtered-funds?aum_max=1e9",
        "Parameter 'aum_max' must be at most 1000000.",
      ],
      [
        "a scheme code beyond int4",
        "/api/v1/funds/aums?scheme_code=99999999999",
        "Parameter 'scheme_code' must be at most 2147483647.",
      ],
      // unknown enum values
      [
        "an unknown plan type",
        "/api/v1/funds?isin=INF000A01011&plan_type=Retail",
        "Parameter 'plan_type' must be one of: Regular, Direct.",
      ],
      [
        "an unknown chart range",
        "/api/v1/funds/navs?isin=INF000A01011&duration=2Y",
        "Parameter 'duration' must be one of: 1M, 3M, 6M, 1Y, 3Y, 5Y, MAX.",
      ],
      [
        "an unknown interval",
        "/api/v1/funds/returns?isin=INF000A01011&interval=WE",
        "Parameter 'interval' must be one of: ME, QE, YE.",
      ],
      [
        "an unknown ranking mode",
        "/api/v1/funds/rankings?isin=INF000A01011&category=1&mode=xirr",
        "Parameter 'mode' must be one of: trailing, sip.",
      ],
      [
        "an unknown sort direction",
        "/api/v1/mutual-funds/filtered-funds?order_dir=up",
        "Parameter 'order_dir' must be one of: asc, desc.",
      ],
      [
        "an unknown item of a list",
        "/api/v1/mutual-funds/filtered-funds?option_type=Growth&option_type=Dividend",
        "Parameter 'option_type[1]' must be one of: Growth, IDCW Payout, IDCW Reinvestment, Bonus.",
      ],
      [
        "an unknown performance view",
        "/api/v1/category/performance-data/1?return_type=point",
        "Parameter 'return_type' must be one of: trailing, calendar, rolling.",
      ],
      [
        "a period other than 1, 3 or 5 years (rankings)",
        "/api/v1/funds/rankings?isin=INF000A01011&category=1&duration=2",
        "Parameter 'duration' must be one of: 1, 3, 5.",
      ],
      [
        "a period other than 1, 3 or 5 years (peer analysis)",
        "/api/v1/funds/peer-analysis?isin=INF000A01011&duration=4",
        "Parameter 'duration' must be one of: 1, 3, 5.",
      ],
      // over-long strings
      [
        "an over-long search",
        `/api/v1/mutual-funds/filtered-funds?q=${"q".repeat(101)}`,
        "Parameter 'q' must be at most 100 characters long.",
      ],
      [
        "an over-long category",
        `/api/v1/funds/category-metrics?category=${"c".repeat(81)}`,
        "Parameter 'category' must be at most 80 characters long.",
      ],
      [
        "an over-long fund house",
        `/api/v1/funds/amc?amc=${"a".repeat(101)}`,
        "Parameter 'amc' must be at most 100 characters long.",
      ],
      [
        "an over-long graph category",
        `/api/v1/mutual-funds/filtered-funds-graph?category=${"e".repeat(101)}`,
        "Parameter 'category' must be at most 100 characters long.",
      ],
      // repeated scalar keys
      [
        "a repeated ISIN",
        "/api/v1/funds?isin=INF000A01011&isin=INF000A01029",
        "Parameter 'isin' was given more than once; give one value.",
      ],
      [
        "a repeated page",
        "/api/v1/mutual-funds/filtered-funds?page=1&page=2",
        "Parameter 'page' was given more than once; give one value.",
      ],
      [
        "a repeated scheme code",
        "/api/v1/funds/concentration?scheme_code=1001&scheme_code=1001",
        "Parameter 'scheme_code' was given more than once; give one value.",
      ],
      [
        "a repeated category",
        "/api/v1/funds/category-returns?category=1&category=2",
        "Parameter 'category' was given more than once; give one value.",
      ],
      [
        "a repeated sort key",
        "/api/v1/mutual-funds/filtered-funds?order_by=aum&order_by=nav",
        "Parameter 'order_by' was given more than once; give one value.",
      ],
      [
        "a repeated plan type",
        "/api/v1/funds?isin=INF000A01011&plan_type=Direct&plan_type=Regular",
        "Parameter 'plan_type' was given more than once; give one value.",
      ],
      [
        "a repeated chart range",
        "/api/v1/funds/navs?isin=INF000A01011&duration=1Y&duration=3Y",
        "Parameter 'duration' was given more than once; give one value.",
      ],
      // missing
      ["a missing required parameter", "/api/v1/funds/navs", "Parameter 'isin' is required."],
      [
        "rankings without a category",
        "/api/v1/funds/rankings?isin=INF000A01011",
        "Both 'isin' and 'category' are required parameters.",
      ],
    ])("%s", async (_case, url, message) => {
      await expectError(url, 400, message);
    });
  });

  describe("NUL characters (PostgreSQL text cannot hold them)", () => {
    it("are refused with 400 naming the parameter or field, before any query", async () => {
      const query = await api.call("/api/v1/mutual-funds/filtered-funds-graph?category=Equ%00ity");
      expect(query.status).toBe(400);
      expect(query.body).toEqual({
        status: "error",
        payload: "Parameter 'category' contains a NUL character, which is not allowed.",
      });
      const list = await api.call("/api/v1/mutual-funds/filtered-funds?amc=a&amc=b%00");
      expect(list.body.payload).toBe("Parameter 'amc[1]' contains a NUL character, which is not allowed.");
      const body = await api.call("/api/v1/compare-mf/returns", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ isins: ["INF000A01011", "INF000B0101\u0000"] }),
      });
      expect(body.status).toBe(400);
      expect(body.body.payload).toBe("Field 'isins[1]' contains a NUL character, which is not allowed.");
    });
  });

  describe("JSON bodies", () => {
    const compare = "/api/v1/compare-mf/returns";
    const raw = (
      body: string,
      headers: Record<string, string> = { "content-type": "application/json" },
    ): RequestInit => ({ method: "POST", headers, body });

    it.each([
      ["malformed JSON", "{isins: [", "The request body is not valid JSON."],
      ["an empty body", "", "The request body is empty; send a JSON object."],
      ["a blank body", "  \n ", "The request body is empty; send a JSON object."],
      ["JSON null", "null", "The request body must be an object."],
      ["a JSON string", '"INF000A01011"', "The request body must be an object."],
      ["a JSON array", '["INF000A01011", "INF000A01029"]', "The request body must be an object."],
      ["a field of the wrong type", '{"isins": "INF000A01011"}', "Field 'isins' must be a list."],
      ["a missing field", '{"isin": ["INF000A01011"]}', "Field 'isins' is required."],
      ["a bad item", '{"isins": ["INF000A01011", 42]}', "Field 'isins[1]' must be a string."],
    ])("%s: 400", async (_case, body, message) => {
      await expectError(compare, 400, message, raw(body));
    });

    it("a body over 64 KB: 413", async () => {
      const body = JSON.stringify({ isins: [ISIN, "INF000A01029"], padding: "x".repeat(70 * 1024) });
      await expectError(compare, 413, "The request body is too large (64 KB at most).", raw(body));
    });

    it("a POST without a body at all: 400", async () => {
      await expectError(compare, 400, "The request body is empty; send a JSON object.", { method: "POST" });
    });

    it("ignores unknown fields and does not need a content type", async () => {
      const plain = await api.call(compare, json({ isins: [ISIN, "INF000A01029"] }));
      const extra = await api.call(compare, json({ isins: [ISIN, "INF000A01029"], currency: "INR" }));
      const untyped = await api.call(compare, raw(JSON.stringify({ isins: [ISIN, "INF000A01029"] }), {}));
      expect(plain.status).toBe(200);
      expect(extra).toMatchObject({ status: 200, body: plain.body });
      expect(untyped).toMatchObject({ status: 200, body: plain.body });
    });

    it("the category POST endpoints validate their bodies the same way", async () => {
      await expectError("/api/v1/category/filter-type", 400, "The request body is not valid JSON.", raw("{"));
      await expectError(
        "/api/v1/category/filter-type-funds",
        400,
        "The request body is empty; send a JSON object.",
        raw(""),
      );
      await expectError(
        "/api/v1/category/filter-type-funds",
        400,
        `Field 'category_slug' must be at most 80 characters long.`,
        json({ category_slug: "e".repeat(81) }),
      );
    });
  });

  describe("paths and methods", () => {
    it.each([
      ["GET", "/api/v1/nope"],
      ["GET", "/api/v1/funds/nope"],
      ["GET", "/api/v1/funds/navs/extra"],
      ["GET", "/api/v1/nfo"],
      ["POST", "/api/v1/compare-mf"],
      ["DELETE", "/api/v1/mutual-funds"],
    ])("%s %s: JSON 404", async (method, path) => {
      await expectError(path, 404, `There is no API endpoint at ${path}. See /api/v1/docs for the list.`, { method });
    });

    it.each(["PUT", "DELETE", "PATCH"])("%s on a GET endpoint: 405 with Allow: GET", async (method) => {
      const response = await expectError("/api/v1/funds", 405, `/api/v1/funds does not accept ${method}; use GET.`, {
        method,
      });
      expect(response.headers.get("allow")).toBe("GET");
    });

    it("the distribution address answers with and without its trailing slash, and so do the others", async () => {
      const withSlash = await api.call("/api/v1/funds/distribution/?scheme_code=1001");
      const without = await api.call("/api/v1/funds/distribution?scheme_code=1001");
      expect(withSlash.status).toBe(200);
      expect(without).toMatchObject({ status: 200, body: withSlash.body });
      const fund = await api.call(`/api/v1/funds/?isin=${ISIN}`);
      expect(fund).toMatchObject({ status: 200, body: (await api.call(`/api/v1/funds?isin=${ISIN}`)).body });
    });

    it("HEAD answers like GET without a body", async () => {
      const get = await api.call(`/api/v1/funds?isin=${ISIN}`);
      const head = await api.call(`/api/v1/funds?isin=${ISIN}`, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.body).toBeNull();
      expect(head.headers.get("etag")).toBe(get.headers.get("etag"));
      expect(head.headers.get("cache-control")).toBe(PUBLIC_CACHE);
    });
  });

  describe("ETag", () => {
    const url = `/api/v1/funds?isin=${ISIN}`;

    it("is the same for the same data and differs for other data", async () => {
      const a = await api.call(url);
      const b = await api.call(url);
      const other = await api.call("/api/v1/funds?isin=INF000B02017");
      expect(a.headers.get("etag")).toBe(b.headers.get("etag"));
      expect(other.headers.get("etag")).toMatch(ETAG);
      expect(other.headers.get("etag")).not.toBe(a.headers.get("etag"));
    });

    it("matches without the weak prefix, within a list, and as *", async () => {
      const tag = (await api.call(url)).headers.get("etag")!;
      for (const header of [tag, tag.slice(2), `"stale", ${tag}`, "*"]) {
        const response = await api.call(url, { headers: { "If-None-Match": header } });
        expect({ header, status: response.status }).toEqual({ header, status: 304 });
      }
    });

    it("a stale tag gets the full answer", async () => {
      const response = await api.call(url, { headers: { "If-None-Match": 'W/"not-the-current-tag-at-all-xx"' } });
      expect(response.status).toBe(200);
      expect(response.body.status).toBe("success");
      expect(response.headers.get("etag")).toMatch(ETAG);
    });

    it("changes when an import publishes new data (data version bumped): the old tag no longer gets a 304", async () => {
      const aums = "/api/v1/funds/aums?scheme_code=2201";
      const before = await api.call(aums);
      expect(before.body.payload).toEqual({ scheme_code: 2201, history: [] });
      const oldTag = before.headers.get("etag")!;
      const publish = async () => {
        await api.sql`update data_version set version = version + 1, changed_at = now() where id = 1`;
        await new Promise((resolve) => setTimeout(resolve, 1_100)); // the server reads the version at most once a second
      };
      await api.sql`insert into plan_facts (scheme_code, as_of, aum_cr, source) values (2201, '2026-10-31', 1234.5, 'test')`;
      try {
        await publish();
        const after = await api.call(aums, { headers: { "If-None-Match": oldTag } });
        expect(after.status).toBe(200);
        expect(after.body.payload).toEqual({ scheme_code: 2201, history: [{ as_of: "2026-10-31", aum: 1234.5 }] });
        expect(after.headers.get("etag")).toMatch(ETAG);
        expect(after.headers.get("etag")).not.toBe(oldTag);
      } finally {
        await api.sql`delete from plan_facts where scheme_code = 2201`;
        await publish();
      }
      const restored = await api.call(aums, { headers: { "If-None-Match": oldTag } });
      expect(restored.status).toBe(304);
    });

    it("a tag of one fund does not validate another", async () => {
      const tag = (await api.call(url)).headers.get("etag")!;
      const other = await api.call("/api/v1/funds?isin=INF000B02017", { headers: { "If-None-Match": tag } });
      expect(other.status).toBe(200);
    });
  });

  describe("headers and parameters that do not matter", () => {
    const cases: [string, string, RequestInit | undefined][] = [
      ["a fund", `/api/v1/funds?isin=${ISIN}`, undefined],
      ["the screener", "/api/v1/mutual-funds/filtered-funds?plan_type=Direct", undefined],
      ["the compare call", "/api/v1/compare-mf/returns", json({ isins: [ISIN, "INF000B02017"] })],
    ];

    it.each(cases)("the tunnel-warning header is accepted and ignored (%s)", async (_name, url, init) => {
      const plain = await api.call(url, init);
      const tunnelled = await api.call(url, {
        ...init,
        headers: { ...(init?.headers as Record<string, string>), "ngrok-skip-browser-warning": "true" },
      });
      expect(plain.status).toBe(200);
      expect({ status: tunnelled.status, body: tunnelled.body, etag: tunnelled.headers.get("etag") }).toEqual({
        status: 200,
        body: plain.body,
        etag: plain.headers.get("etag"),
      });
    });

    it.each(cases)("an Authorization bearer header is ignored by public endpoints (%s)", async (_name, url, init) => {
      const plain = await api.call(url, init);
      for (const authorization of [
        "Bearer eyJhbGciOiJIUzI1NiJ9.e30.not-a-real-token",
        "Bearer ",
        "Basic dXNlcjpwYXNz",
      ]) {
        const authed = await api.call(url, {
          ...init,
          headers: { ...(init?.headers as Record<string, string>), Authorization: authorization },
        });
        expect({ authorization, status: authed.status, body: authed.body }).toEqual({
          authorization,
          status: 200,
          body: plain.body,
        });
      }
    });

    it("unknown query parameters are ignored (same payload, same ETag)", async () => {
      for (const url of [
        `/api/v1/funds?isin=${ISIN}`,
        "/api/v1/funds/aums?scheme_code=1001",
        "/api/v1/mutual-funds/filters",
        "/api/v1/nfo/1",
      ]) {
        const plain = await api.call(url);
        const extra = await api.call(
          `${url}${url.includes("?") ? "&" : "?"}utm_source=newsletter&foo=bar&foo=baz&isin_typo=1`,
        );
        expect({ url, status: extra.status, body: extra.body, etag: extra.headers.get("etag") }).toEqual({
          url,
          status: 200,
          body: plain.body,
          etag: plain.headers.get("etag"),
        });
      }
    });
  });
});
