import type { Sql } from "postgres";
import type { z } from "zod";
import { ApiError, INTERNAL_ERROR_MESSAGE } from "@/lib/api/api-error";
import { entityTag, matchesEntityTag, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from "@/lib/api/cache-policy";
import { readDataVersion } from "@/lib/api/data-version";
import type { Endpoint } from "@/lib/api/endpoint";
import { failure } from "@/lib/api/envelope";
import { queryRecord } from "@/lib/api/query-record";
import { jsonResponse } from "@/lib/api/raw-body";
import { clientAddress, RateLimiter } from "@/lib/api/rate-limit";
import { ResponseCache, type CachedResponse } from "@/lib/api/response-cache";
import { validationMessage } from "@/lib/api/validation-message";
import { getDatabase } from "@/lib/db/client";
import { parseServerEnv } from "@/lib/env/server-env";

/** What a handler receives: the parsed request and the database. Types come from the endpoint's schemas. */
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerInput<E extends Endpoint> {
  params: Parsed<NonNullable<E["params"]>>;
  query: Parsed<NonNullable<E["query"]>>;
  body: Parsed<NonNullable<E["body"]>>;
  sql: Sql;
}

interface RouteContext {
  params?: Promise<Record<string, string | string[] | undefined>>;
}

const MAX_BODY_BYTES = 64 * 1024;

const holder = globalThis as typeof globalThis & { __fundlensRateLimiter?: RateLimiter; __fundlensResponseCache?: ResponseCache | null };
function rateLimiter(): RateLimiter {
  holder.__fundlensRateLimiter ??= new RateLimiter(parseServerEnv().API_RATE_LIMIT_PER_MINUTE);
  return holder.__fundlensRateLimiter;
}

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

function parseWith<S extends z.ZodType>(schema: S | undefined, input: unknown, kind: "Parameter" | "Field"): z.output<S> | Record<string, never> {
  if (!schema) return {};
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new ApiError("bad_request", validationMessage(parsed.error, input, kind));
  return parsed.data;
}

async function readJsonBody(request: Request): Promise<unknown> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw new ApiError("bad_request", "The request body is too large (64 KB at most).");
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new ApiError("bad_request", "The request body is too large (64 KB at most).");
  if (!text.trim()) throw new ApiError("bad_request", "The request body is empty; send a JSON object.");
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError("bad_request", "The request body is not valid JSON.");
  }
}

const successBody = (payload: unknown) => JSON.stringify({ status: "success", payload });

function respondPublic(request: Request, { body, etag }: CachedResponse): Response {
  const headers = new Headers({ "Content-Type": "application/json; charset=utf-8", "Cache-Control": PUBLIC_CACHE_CONTROL, ETag: etag });
  if (matchesEntityTag(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  return jsonResponse(body, { status: 200, headers });
}

function respondPrivate(payload: unknown): Response {
  return jsonResponse(successBody(payload), { status: 200, headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": PRIVATE_CACHE_CONTROL } });
}

// Answers being computed, so that concurrent misses of one key (a burst after an import) share one query.
const inFlight = new Map<string, Promise<CachedResponse>>();

/** Public data: answered from the cache while the data version holds, else computed (once) and cached. */
async function publicAnswer(request: Request, key: string, compute: () => Promise<unknown>): Promise<Response> {
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

/**
 * Wraps a product-API handler once: rate limit, parse path, query and body with the endpoint's schemas
 * (400 naming the first bad parameter), run, answer in the envelope with the cache policy. Errors other
 * than ApiError are logged and answered with a 500 that shows no internals.
 */
export function handle<E extends Endpoint>(endpoint: E, run: (input: HandlerInput<E>) => Promise<unknown>) {
  return async function handler(request: Request, context: RouteContext = {}): Promise<Response> {
    const limiter = rateLimiter();
    if (!limiter.allow(clientAddress(request.headers))) {
      return failure("Too many requests from your address. Wait a minute and try again.", 429, {
        headers: { "Retry-After": String(limiter.retryAfterSeconds()) },
      });
    }
    try {
      const params = parseWith(endpoint.params, (await context.params) ?? {}, "Parameter");
      const query = parseWith(endpoint.query, queryRecord(new URL(request.url).searchParams), "Parameter");
      const body = endpoint.body ? parseWith(endpoint.body, await readJsonBody(request), "Field") : undefined;
      const compute = () => run({ params, query, body, sql: getDatabase().sql } as HandlerInput<E>);
      if (!endpoint.cacheable) return respondPrivate(await compute());
      // The key is the parsed request, so spellings that parse alike (page=01, unknown extras) share an answer.
      return await publicAnswer(request, `${endpoint.path} ${JSON.stringify([params, query])}`, compute);
    } catch (error) {
      if (error instanceof ApiError) return failure(error.message, error.status);
      console.error(`${endpoint.method} ${endpoint.path} failed`, error);
      return failure(INTERNAL_ERROR_MESSAGE, 500);
    }
  };
}
