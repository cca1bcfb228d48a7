import { cachedAnswer, successBody } from "@/lib/api/answer-cache";
import { matchesEntityTag, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from "@/lib/api/cache-policy";
import { jsonResponse } from "@/lib/api/raw-body";
import type { CachedResponse } from "@/lib/api/response-cache";

// How a successful answer leaves a handler: public data through the per-version cache with an ETag,
// anything else uncached.

function respondPublic(request: Request, { body, etag }: CachedResponse): Response {
  const headers = new Headers({
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": PUBLIC_CACHE_CONTROL,
    ETag: etag,
  });
  if (matchesEntityTag(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  return jsonResponse(body, { status: 200, headers });
}

export function respondPrivate(payload: unknown): Response {
  return jsonResponse(successBody(payload), {
    status: 200,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": PRIVATE_CACHE_CONTROL },
  });
}

/** Public data: answered from the cache while the data version holds, else computed (once) and cached. */
export async function publicAnswer(request: Request, key: string, compute: () => Promise<unknown>): Promise<Response> {
  return respondPublic(request, await cachedAnswer(key, compute));
}
