import {
  etagMatches,
  pageCacheKey,
  PageResponseCache,
  sharedLifetimeMs,
  storableHeaders,
  type CachedPage,
} from "./page-response-cache";

const page = (bytes: number, expiresAt = 10_000): CachedPage => ({
  status: 200,
  headers: {},
  body: Buffer.alloc(bytes),
  etag: null,
  expiresAt,
});

describe("pageCacheKey", () => {
  const get = (url: string, headers: Record<string, string> = {}) => pageCacheKey({ method: "GET", url, headers });

  it("keys a page GET by its URL and Accept-Encoding", () => {
    expect(get("/mutual-funds/mutual-fund-screener/122639?isin=X", { "accept-encoding": "gzip, br" })).toBe(
      "/mutual-funds/mutual-fund-screener/122639?isin=X\ngzip, br",
    );
    expect(get("/about")).toBe("/about\n");
  });

  it("leaves other methods, the API, the auth service, Next.js files and internal routes alone", () => {
    expect(pageCacheKey({ method: "HEAD", url: "/about", headers: {} })).toBeNull();
    expect(pageCacheKey({ method: "POST", url: "/about", headers: {} })).toBeNull();
    for (const url of ["/api/v1/funds", "/auth/v1/user", "/_next/static/chunks/a.js", "/internal/revalidate-pages"])
      expect(get(url)).toBeNull();
    expect(pageCacheKey({ method: "GET", url: undefined, headers: {} })).toBeNull();
  });

  it("never keys a client-router, server-action, preview or authorised request", () => {
    expect(get("/about", { rsc: "1" })).toBeNull();
    expect(get("/about", { "next-router-prefetch": "1" })).toBeNull();
    expect(get("/about", { "next-action": "abc" })).toBeNull();
    expect(get("/about?_rsc=1x2y")).toBeNull();
    expect(get("/about", { cookie: "a=1; __prerender_bypass=xyz" })).toBeNull();
    expect(get("/about", { authorization: "Bearer t" })).toBeNull();
    // An ordinary cookie (the session, consent) does not change a public page.
    expect(get("/about", { cookie: "cookie_consent=accepted" })).toBe("/about\n");
  });
});

describe("sharedLifetimeMs", () => {
  const cap = 60_000;

  it("keeps a shared 200 for its s-maxage, capped", () => {
    expect(sharedLifetimeMs(200, { "cache-control": "s-maxage=30, stale-while-revalidate=100" }, cap)).toBe(30_000);
    expect(sharedLifetimeMs(200, { "cache-control": "s-maxage=300, stale-while-revalidate=31535700" }, cap)).toBe(
      60_000,
    );
  });

  it("keeps nothing private, uncacheable, cookie-setting, other than 200, or without s-maxage", () => {
    expect(
      sharedLifetimeMs(200, { "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate" }, cap),
    ).toBeNull();
    expect(sharedLifetimeMs(200, { "cache-control": "s-maxage=300, no-cache" }, cap)).toBeNull();
    expect(sharedLifetimeMs(200, { "cache-control": "s-maxage=300", "set-cookie": ["a=1"] }, cap)).toBeNull();
    expect(sharedLifetimeMs(404, { "cache-control": "s-maxage=300" }, cap)).toBeNull();
    expect(sharedLifetimeMs(200, { "cache-control": "max-age=300" }, cap)).toBeNull();
    expect(sharedLifetimeMs(200, {}, cap)).toBeNull();
    expect(sharedLifetimeMs(200, { "cache-control": "s-maxage=0" }, cap)).toBeNull();
  });
});

describe("storableHeaders", () => {
  it("drops the hop-by-hop headers and the cache's own marker", () => {
    const kept = storableHeaders({
      "content-type": "text/html",
      etag: '"a"',
      connection: "keep-alive",
      "transfer-encoding": "chunked",
      "content-length": "10",
      date: "x",
      "x-page-cache": "MISS",
      vary: "rsc",
      "x-missing": undefined,
    });
    expect(kept).toEqual({ "content-type": "text/html", etag: '"a"', vary: "rsc" });
  });
});

describe("etagMatches", () => {
  it("matches strong, weak, listed and wildcard tags", () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches("*", '"abc"')).toBe(true);
  });

  it("does not match another tag, no header or no stored tag", () => {
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
    expect(etagMatches('"abc"', null)).toBe(false);
  });
});

describe("PageResponseCache", () => {
  it("answers until the entry expires, then forgets it", () => {
    const cache = new PageResponseCache(1000);
    cache.set("a", page(10, 500));
    expect(cache.get("a", 499)?.body.length).toBe(10);
    expect(cache.get("a", 500)).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.totalBytes).toBe(0);
  });

  it("keeps an expired entry for getStale within its stale window only, never for get", () => {
    const cache = new PageResponseCache(1000, 1000);
    cache.set("a", page(10, 500));
    expect(cache.get("a", 600)).toBeUndefined();
    expect(cache.getStale("a", 600)?.body.length).toBe(10);
    expect(cache.getStale("a", 1499)?.body.length).toBe(10);
    expect(cache.getStale("a", 1500)).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.totalBytes).toBe(0);
  });

  it("drops the least recently used entries beyond its byte budget", () => {
    const cache = new PageResponseCache(1000);
    cache.set("a", page(250));
    cache.set("b", page(250));
    cache.set("c", page(250));
    cache.get("a", 0); // a is now the most recently used
    cache.set("d", page(250));
    cache.set("e", page(250));
    expect(cache.get("b", 0)).toBeUndefined();
    expect(cache.get("a", 0)).toBeDefined();
    expect(cache.totalBytes).toBe(1000);
  });

  it("refuses a page over a quarter of the budget, replaces a key in place, and clears", () => {
    const cache = new PageResponseCache(1000);
    cache.set("big", page(251));
    expect(cache.size).toBe(0);
    cache.set("a", page(100));
    cache.set("a", page(200));
    expect(cache.totalBytes).toBe(200);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.totalBytes).toBe(0);
  });
});
