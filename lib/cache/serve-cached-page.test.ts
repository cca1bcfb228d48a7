import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
// The compression middleware Next.js itself wraps its responses in (it patches write and end); untyped.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const compression = require("next/dist/compiled/compression") as () => Middleware;
import { createPageCache, type PageCache } from "./serve-cached-page";

interface Rendered {
  status?: number;
  headers?: Record<string, string | string[]>;
  chunks?: string[];
}

const HTML = `<!doctype html><html><body>${"<p>Parag Parikh Flexi Cap Fund</p>".repeat(200)}</body></html>`;
const SHARED = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "s-maxage=300, stale-while-revalidate=100",
  "x-nextjs-cache": "HIT",
  etag: '"e1"',
  vary: "rsc, Accept-Encoding",
};

describe("the page cache in front of Next.js", () => {
  let server: Server;
  let base: string;
  let cache: PageCache;
  let clock: number;
  let renders: number;
  let next: Rendered;
  let databaseDown: boolean;
  const compress = compression();

  function render(request: IncomingMessage, response: ServerResponse): Promise<void> {
    renders += 1;
    return new Promise((resolve) => {
      compress(request, response, () => {
        response.statusCode = next.status ?? 200;
        for (const [name, value] of Object.entries(next.headers ?? SHARED)) response.setHeader(name, value);
        const chunks = next.chunks ?? [HTML];
        chunks.slice(0, -1).forEach((chunk) => response.write(chunk));
        response.end(chunks.at(-1));
        resolve();
      });
    });
  }

  beforeAll(async () => {
    server = createServer((request, response) => void cache.handle(request, response, () => render(request, response)));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    clock = 1_000_000;
    renders = 0;
    next = {};
    databaseDown = false;
    cache = createPageCache({
      maxBytes: 1024 * 1024,
      maxAgeMs: 60_000,
      staleIfErrorMs: 3_600_000,
      serveStale: () => databaseDown,
      now: () => clock,
    });
  });

  const get = (path: string, headers: Record<string, string> = { "accept-encoding": "gzip" }) =>
    fetch(`${base}${path}`, { headers });
  // fetch undoes gzip; the raw bytes are checked through a request that accepts none.
  const text = async (path: string, headers?: Record<string, string>) => (await get(path, headers)).text();

  it("answers the second request from the cache, with the same body and headers, without rendering", async () => {
    const first = await get("/about");
    expect(first.headers.get("x-page-cache")).toBe("MISS");
    expect(await first.text()).toBe(HTML);
    const second = await get("/about");
    expect(second.headers.get("x-page-cache")).toBe("HIT");
    expect(second.headers.get("content-encoding")).toBe("gzip");
    expect(second.headers.get("etag")).toBe('"e1"');
    expect(second.headers.get("cache-control")).toBe(SHARED["cache-control"]);
    expect(await second.text()).toBe(HTML);
    expect(renders).toBe(1);
    expect(cache.size).toBe(1);
  });

  it("stores the compressed bytes Next.js sent, once per Accept-Encoding", async () => {
    await text("/about");
    const raw = await new Promise<Buffer>((resolve) => {
      void import("node:http").then(({ get: httpGet }) =>
        httpGet(`${base}/about`, { headers: { "accept-encoding": "gzip" } }, (response) => {
          const parts: Buffer[] = [];
          response.on("data", (part: Buffer) => parts.push(part));
          response.on("end", () => resolve(Buffer.concat(parts)));
        }),
      );
    });
    expect(gunzipSync(raw).toString()).toBe(HTML);
    expect(await text("/about", {})).toBe(HTML);
    expect(renders).toBe(2);
    expect(cache.size).toBe(2);
  });

  it("keeps a streamed page whole", async () => {
    next = { chunks: ["<!doctype html><html>", "<body>streamed", "</body></html>"] };
    await text("/streamed");
    expect(await text("/streamed")).toBe("<!doctype html><html><body>streamed</body></html>");
    expect(renders).toBe(1);
  });

  it("answers 304 to a matching If-None-Match from the cache", async () => {
    await text("/about");
    const revalidation = await get("/about", { "accept-encoding": "gzip", "if-none-match": '"e1"' });
    expect(revalidation.status).toBe(304);
    expect(revalidation.headers.get("x-page-cache")).toBe("HIT");
    expect(renders).toBe(1);
  });

  it("renders again once the entry is older than the cap, and after clear()", async () => {
    await text("/about");
    clock += 60_000;
    await text("/about");
    expect(renders).toBe(2);
    cache.clear();
    await text("/about");
    expect(renders).toBe(3);
  });

  it("serves an expired page, marked STALE, while the database is down, and renders again once it is back", async () => {
    await text("/mutual-funds/categories");
    clock += 10 * 60_000;
    databaseDown = true;
    next = {
      status: 500,
      headers: { "content-type": "text/html", "cache-control": "private, no-cache, no-store" },
      chunks: ["error"],
    };
    const during = await get("/mutual-funds/categories");
    expect([during.status, during.headers.get("x-page-cache"), await during.text()]).toEqual([200, "STALE", HTML]);
    expect(renders).toBe(1);
    // A page never cached has nothing to fall back on: Next.js answers (the error page).
    expect((await get("/never-cached")).status).toBe(500);
    expect(renders).toBe(2);
    databaseDown = false;
    next = {};
    const after = await get("/mutual-funds/categories");
    expect([after.status, after.headers.get("x-page-cache")]).toEqual([200, "MISS"]);
    expect(renders).toBe(3);
  });

  it("keeps no stale page past its stale window, even while the database is down", async () => {
    await text("/about");
    clock += 60_000 + 3_600_000;
    databaseDown = true;
    await text("/about");
    expect(renders).toBe(2);
  });

  it("keeps nothing Next.js did not serve fresh from its own cache, nor anything private or failed", async () => {
    const uncacheable: Rendered[] = [
      { headers: { ...SHARED, "x-nextjs-cache": "MISS" } },
      { headers: { ...SHARED, "x-nextjs-cache": "STALE" } },
      { headers: { ...SHARED, "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate" } },
      { headers: { ...SHARED, "set-cookie": ["sb=1"] } },
      { status: 404, headers: SHARED },
      { headers: { "content-type": "text/html", "cache-control": "s-maxage=300" } },
    ];
    for (const [index, rendered] of uncacheable.entries()) {
      next = rendered;
      await text(`/page-${index}`);
      await text(`/page-${index}`);
    }
    expect(renders).toBe(uncacheable.length * 2);
    expect(cache.size).toBe(0);
  });

  it("passes router requests and the API straight through", async () => {
    await get("/about", { rsc: "1" });
    await get("/about", { rsc: "1" });
    await get("/api/v1/funds");
    await get("/api/v1/funds");
    expect(renders).toBe(4);
    expect(cache.size).toBe(0);
  });
});
