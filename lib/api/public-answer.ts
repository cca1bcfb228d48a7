import { entityTag, matchesEntityTag, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from "@/lib/api/cache-policy";
import { readDataVersion } from "@/lib/api/data-version";
import { jsonResponse } from "@/lib/api/raw-body";
import { ResponseCache, type CachedResponse } from "@/lib/api/response-cache";
import { getDatabase } from "@/lib/db/client";
import { parseServerEnv } from "@/lib/env/server-env";

// How a successful answer leaves a handler: public data through the per-version cache with an ETag,
// anything else uncached.

const holder = globalThis as typeof globalThis & { __fundlensResponseCache?: ResponseCache | null };

function responseCache(): ResponseCache | null {
  if (holder.__fundlensResponseCache === undefined) {
    const maxMb = parseServerEnv().API_CACHE_MAX_MB;
    holder.__fundlensResponseCache =
      maxMb > 0
        ? new ResponseCache({ maxEntries: 20_000, maxBytes: maxMb * 1024 * 1024, versionTtlMs: 1000, readVersion: () => readDataVersion(getDatabase().sql) })
        : null;
  }
  return holder.__fundlensResponseCache;
}

const successBody = (payload: unknown) => JSON.stringify({ status: "success", payload });

function respondPublic(request: Request, { body, etag }: CachedResponse): Response {
  const headers = new Headers({ "Content-Type": "application/json; charset=utf-8", "Cache-Control": PUBLIC_CACHE_CONTROL, ETag: etag });
  if (matchesEntityTag(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  return jsonResponse(body, { status: 200, headers });
}

export function respondPrivate(payload: unknown): Response {
  return jsonResponse(successBody(payload), { status: 200, headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": PRIVATE_CACHE_CONTROL } });
}

// Answers being computed, so that concurrent misses of one key (a burst after an import) share one query.
const inFlight = new Map<string, Promise<CachedResponse>>();

/** Public data: answered from the cache while the data version holds, else computed (once) and cached. */
export async function publicAnswer(request: Request, key: string, compute: () => Promise<unknown>): Promise<Response> {
  const cache = responseCache();
  if (!cache) {
    const body = successBody(await compute());
    return respondPublic(request, { body, etag: entityTag(body) });
  }
  const version = await cache.currentVersion();
  const hit = cache.get(key, version);
  if (hit) return respondPublic(request, hit);
  const flightKey = `${version} ${key}`;
  let pending = inFlight.get(flightKey);
  if (!pending) {
    pending = compute()
      .then((payload) => {
        const body = successBody(payload);
        const fresh = { body, etag: entityTag(body) };
        cache.set(key, version, fresh);
        return fresh;
      })
      .finally(() => inFlight.delete(flightKey));
    inFlight.set(flightKey, pending);
  }
  return respondPublic(request, await pending);
}
