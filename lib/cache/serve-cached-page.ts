import type { IncomingMessage, ServerResponse } from "node:http";
import {
  etagMatches,
  pageCacheKey,
  PageResponseCache,
  sharedLifetimeMs,
  storableHeaders,
  type CachedPage,
} from "./page-response-cache";

export interface PageCacheOptions {
  maxBytes: number;
  /** The longest a page is kept, whatever its s-maxage says. */
  maxAgeMs: number;
  /** How long past its age an entry is kept for `serveStale` (0: not at all). */
  staleIfErrorMs?: number;
  /** True while fresh pages cannot be rendered (the database is down): expired entries are then served, marked STALE. */
  serveStale?: () => boolean;
  now?: () => number;
}

export interface PageCache {
  /** Answers from the cache, or lets `render` (Next.js) answer and keeps what it sent when it may. */
  handle: (request: IncomingMessage, response: ServerResponse, render: () => Promise<void>) => Promise<void>;
  /** Forgets every page (after an import changed the data). */
  clear: () => void;
  readonly size: number;
}

// Next.js says where an answer came from. Only pages it served fresh from its own cache (complete renders it
// has stored) are kept: never a first render still streaming, nor a STALE answer sent while it re-renders.
const FRESH_FROM_NEXT_CACHE = "HIT";

const fromNextCache = (response: ServerResponse) =>
  String(response.getHeader("x-nextjs-cache") ?? "").toUpperCase() === FRESH_FROM_NEXT_CACHE;

function sendCached(
  request: IncomingMessage,
  response: ServerResponse,
  page: CachedPage,
  mark: "HIT" | "STALE" = "HIT",
): void {
  for (const [name, value] of Object.entries(page.headers)) if (value !== undefined) response.setHeader(name, value);
  response.setHeader("X-Page-Cache", mark);
  if (etagMatches(request.headers["if-none-match"], page.etag)) {
    response.statusCode = 304;
    response.removeHeader("content-encoding");
    response.end();
    return;
  }
  response.statusCode = page.status;
  response.setHeader("Content-Length", page.body.length);
  response.end(page.body);
}

/** Calls `onFinished` with every byte the response sent (after any compression), unless it went over `limit`. */
function captureBody(response: ServerResponse, limit: number, onFinished: (body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let overflow = false;
  const keep = (chunk: unknown, encoding: unknown) => {
    if (overflow || chunk === undefined || chunk === null || typeof chunk === "function") return;
    // The headers are set before the first byte: a page Next.js did not serve from its cache (the screener,
    // a first render) is never kept, so its body is not copied either.
    if (size === 0 && !fromNextCache(response)) {
      overflow = true;
      return;
    }
    const bytes =
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array);
    size += bytes.length;
    if (size > limit) {
      overflow = true;
      chunks.length = 0;
      return;
    }
    chunks.push(bytes);
  };
  const write = response.write;
  const end = response.end;
  response.write = function (this: ServerResponse, chunk: unknown, encoding?: unknown, ...rest: unknown[]) {
    keep(chunk, encoding);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, encoding, ...rest);
  } as typeof response.write;
  response.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, ...rest: unknown[]) {
    keep(chunk, encoding);
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, encoding, ...rest);
  } as typeof response.end;
  // 'finish' only follows a complete send; an aborted one ends with 'close' alone.
  response.once("finish", () => {
    if (!overflow) onFinished(Buffer.concat(chunks));
  });
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const cache = new PageResponseCache(options.maxBytes, options.staleIfErrorMs ?? 0);
  const now = options.now ?? Date.now;
  const handle = async (request: IncomingMessage, response: ServerResponse, render: () => Promise<void>) => {
    const key = pageCacheKey(request);
    if (key === null) return render();
    const hit = cache.get(key, now());
    if (hit) return sendCached(request, response, hit);
    const stale = options.serveStale?.() ? cache.getStale(key, now()) : undefined;
    if (stale) return sendCached(request, response, stale, "STALE");
    captureBody(response, options.maxBytes / 4, (body) => {
      const headers = response.getHeaders();
      const lifetime = sharedLifetimeMs(response.statusCode, headers, options.maxAgeMs);
      if (lifetime === null) return;
      const etag = headers.etag === undefined ? null : String(headers.etag);
      cache.set(key, {
        status: response.statusCode,
        headers: storableHeaders(headers),
        body,
        etag,
        expiresAt: now() + lifetime,
      });
    });
    response.setHeader("X-Page-Cache", "MISS");
    return render();
  };
  return {
    handle,
    clear: () => cache.clear(),
    get size() {
      return cache.size;
    },
  };
}
