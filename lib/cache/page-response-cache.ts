import type { IncomingHttpHeaders, OutgoingHttpHeaders } from "node:http";

// A shared HTTP cache in front of Next.js for the public pages it serves from its own cache (ISR): what a
// CDN would keep. Next.js answers a cached page by re-sending the stored HTML, hashing it for the ETag and
// gzipping it on every request; this keeps the bytes Next.js sent (already compressed) and sends them again
// until the page's s-maxage (capped) runs out or an import changes the fund data.

/** Headers that belong to one connection or one send, never stored. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "date", "content-length", "x-page-cache"]);

/** Requests of the client-side router, server actions and previews: each a different answer for one URL. */
const ROUTER_HEADERS = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-action",
  "next-url",
];
const PREVIEW_COOKIES = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/;

export interface CachedPage {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  etag: string | null;
  expiresAt: number;
}

export interface PageRequest {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
}

/**
 * The cache key of a request that may be answered from the cache, or null. Only page GETs qualify: not the
 * product API, the auth service or Next.js's own files, and never a router, action or preview request.
 * The key holds Accept-Encoding as sent, because the stored body is encoded for it.
 */
export function pageCacheKey(request: PageRequest): string | null {
  const { method, url, headers } = request;
  if (method !== "GET" || !url || !url.startsWith("/")) return null;
  if (url.startsWith("/api/") || url.startsWith("/auth/") || url.startsWith("/_next/") || url.startsWith("/internal/"))
    return null;
  if (url.includes("_rsc=") || ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return null;
  if (headers.cookie && PREVIEW_COOKIES.test(headers.cookie)) return null;
  if (headers.authorization !== undefined) return null;
  return `${url}\n${headers["accept-encoding"] ?? ""}`;
}

function headerText(value: OutgoingHttpHeaders[string]): string {
  if (value === undefined) return "";
  return Array.isArray(value) ? value.join(", ") : String(value);
}

/**
 * How long a response may be kept (ms), or null when it must not be: only a complete 200 that every visitor
 * may share (a `s-maxage`, no `private`/`no-store`/`no-cache`, no cookie set), kept at most `maxAgeMs`.
 */
export function sharedLifetimeMs(status: number, headers: OutgoingHttpHeaders, maxAgeMs: number): number | null {
  if (status !== 200 || headers["set-cookie"] !== undefined) return null;
  const cacheControl = headerText(headers["cache-control"]).toLowerCase();
  if (/(?:^|,)\s*(?:private|no-store|no-cache)\b/.test(cacheControl)) return null;
  const sMaxAge = /(?:^|,)\s*s-maxage=(\d+)/.exec(cacheControl);
  if (!sMaxAge) return null;
  const lifetime = Math.min(Number(sMaxAge[1]) * 1000, maxAgeMs);
  return lifetime > 0 ? lifetime : null;
}

/** The headers worth storing: without the hop-by-hop ones, names lower-cased (as Node reports them). */
export function storableHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name, value]) => value !== undefined && !HOP_BY_HOP.has(name.toLowerCase())),
  );
}

/** Whether If-None-Match names the stored entity tag (a list, weak or strong, or `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string | null): boolean {
  if (!ifNoneMatch || !etag) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

/**
 * Least recently used entries go first once the bytes exceed `maxBytes`. An expired entry is no answer for
 * `get`, but is kept `staleForMs` longer for `getStale` (stale-if-error: the database is down); after
 * that it is dropped on read.
 */
export class PageResponseCache {
  private readonly entries = new Map<string, CachedPage>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly staleForMs = 0,
  ) {}

  get(key: string, now: number): CachedPage | undefined {
    const entry = this.touch(key, now);
    return entry && entry.expiresAt > now ? entry : undefined;
  }

  /** The entry even when expired (within `staleForMs`): for answering while fresh pages cannot be made. */
  getStale(key: string, now: number): CachedPage | undefined {
    return this.touch(key, now);
  }

  /** The entry, moved to most recently used; dropped (undefined) once past its stale window. */
  private touch(key: string, now: number): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.delete(key);
    if (entry.expiresAt + this.staleForMs <= now) return undefined;
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    return entry;
  }

  set(key: string, entry: CachedPage): void {
    // One page may not take more than a quarter of the cache.
    if (entry.body.length > this.maxBytes / 4) return;
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}
