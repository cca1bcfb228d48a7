import { successBody } from "@/lib/api/serialized-answer";
import { matchesEntityTag, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from "@/lib/api/cache-policy";
import { jsonResponse } from "@/lib/api/raw-body";
import type { CachedResponse } from "@/lib/api/response-cache";

// How a successful answer leaves a handler: public data through the per-version cache with an ETag,
// anything else uncached.

/** An answer as plain data, which the Node dispatcher writes without building a web Response. */
export interface PlainAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string | null;
}

/** A public answer: 304 when the client already holds this body (If-None-Match), else the body with its ETag. */
export function publicAnswerOf(ifNoneMatch: string | null, { body, etag }: CachedResponse): PlainAnswer {
  // Lower-case names in this order, as a web Response's Headers list them: the same bytes either way.
  const headers = {
    "cache-control": PUBLIC_CACHE_CONTROL,
    "content-type": "application/json; charset=utf-8",
    etag,
  };
  return matchesEntityTag(ifNoneMatch, etag) ? { status: 304, headers, body: null } : { status: 200, headers, body };
}

export function responseOf({ status, headers, body }: PlainAnswer): Response {
  return body === null ? new Response(null, { status, headers }) : jsonResponse(body, { status, headers });
}

export function respondPrivate(payload: unknown): Response {
  return jsonResponse(successBody(payload), {
    status: 200,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": PRIVATE_CACHE_CONTROL },
  });
}
