import type { Sql } from "postgres";
import type { z } from "zod";
import { ApiError, INTERNAL_ERROR_MESSAGE } from "@/lib/api/api-error";
import { cachedAnswer, endpointCacheKey, keepingOf } from "@/lib/api/answer-cache";
import type { Endpoint } from "@/lib/api/endpoint";
import { databaseUnavailableAnswer } from "@/lib/api/database-unavailable-answer";
import { failure } from "@/lib/api/envelope";
import { jsonDepthExceeds, JSON_TOO_DEEP_MESSAGE } from "@/lib/api/json-depth";
import { firstNulPath } from "@/lib/api/nul-characters";
import { appOutageLog } from "@/lib/api/outage-log";
import { publicAnswerOf, responseOf, respondPrivate, type PlainAnswer } from "@/lib/api/public-answer";
import { queryRecord } from "@/lib/api/query-record";
import { validationMessage } from "@/lib/api/validation-message";
import { JSON_BODY_LIMIT_BYTES } from "@/lib/http/body-limits";
import { BodyTooLargeError, readBoundedText } from "@/lib/http/bounded-body";
import { getDatabase, reportDatabaseFailure } from "@/lib/db/client";
import { isDatabaseUnavailable, isKnownOutage } from "@/lib/db/database-unavailable";
import { clientAddress } from "@/lib/security/client-address/client-address";
import { addressLimitKey } from "@/lib/security/rate-limits/address-key";
import { appRateLimits } from "@/lib/security/rate-limits/app-rate-limits";

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives: the parsed request and the database. Types come from the endpoint's schemas. */
export interface HandlerInput<E extends Endpoint> {
  params: Parsed<NonNullable<E["params"]>>;
  query: Parsed<NonNullable<E["query"]>>;
  body: Parsed<NonNullable<E["body"]>>;
  sql: Sql;
}

export interface RouteContext {
  params?: Promise<Record<string, string | string[] | undefined>>;
}

function parseWith<S extends z.ZodType>(
  schema: S | undefined,
  input: unknown,
  kind: "Parameter" | "Field",
): z.output<S> | Record<string, never> {
  if (!schema) return {};
  const nul = firstNulPath(input);
  if (nul !== null)
    throw new ApiError(
      "bad_request",
      `${kind} '${nul.replace(/\u0000/g, "\\0")}' contains a NUL character, which is not allowed.`,
    );
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new ApiError("bad_request", validationMessage(parsed.error, input, kind));
  return parsed.data;
}

async function readJsonBody(request: Request): Promise<unknown> {
  let text: string;
  try {
    text = await readBoundedText(request, JSON_BODY_LIMIT_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new ApiError("payload_too_large", error.message);
    // The client went away mid-body: a client error, never a 500 in the log.
    throw new ApiError("bad_request", "The request body could not be read to its end.");
  }
  if (!text.trim()) throw new ApiError("bad_request", "The request body is empty; send a JSON object.");
  // Before JSON.parse and every walk over the value (issue 34, point 3: 8,000 levels overflowed the stack).
  if (jsonDepthExceeds(text)) throw new ApiError("bad_request", JSON_TOO_DEEP_MESSAGE);
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError("bad_request", "The request body is not valid JSON.");
  }
}

export const TOO_MANY_REQUESTS_MESSAGE = "Too many requests from your address. Wait a minute and try again.";

/** Counts one request of the client at `address` against `name`; throws a 429 ApiError when the client is over it. */
async function charge(address: string, name: "api-public-read" | "api-other", points = 1): Promise<void> {
  const outcome = await appRateLimits().consume(name, addressLimitKey(address), points);
  if (!outcome.allowed) throw new ApiError("rate_limited", TOO_MANY_REQUESTS_MESSAGE, outcome.retryAfterSeconds);
}

/** charge() as an answer: the 429 in the envelope, or null to go on. */
async function chargeAnswer(address: string, name: "api-public-read" | "api-other"): Promise<Response | null> {
  try {
    await charge(address, name);
    return null;
  } catch (error) {
    if (error instanceof ApiError) return failure(error.message, error.status, retryAfterInit(error));
    throw error;
  }
}

/**
 * 429 in the envelope when the client is over its per-address limit; null to go on. Cacheable public reads
 * (GET of a cacheable endpoint) have their own, much higher limit: one office behind one NAT reads a lot.
 * Such a read that misses the cache is charged to the stricter limit as well (see handle()).
 */
export async function rateLimitAnswer(request: Request, endpoint?: Endpoint): Promise<Response | null> {
  const publicRead = endpoint?.cacheable === true && (request.method === "GET" || request.method === "HEAD");
  return chargeAnswer(clientAddress(request.headers), publicRead ? "api-public-read" : "api-other");
}

function retryAfterInit(error: ApiError): ResponseInit | undefined {
  return error.retryAfterSeconds === undefined
    ? undefined
    : { headers: { "Retry-After": String(error.retryAfterSeconds) } };
}

/** The request's path parameters, query and body, parsed with the endpoint's schemas (400 naming the first bad one). */
export async function parseRequest<E extends Endpoint>(
  endpoint: E,
  request: Request,
  context: RouteContext,
): Promise<Omit<HandlerInput<E>, "sql">> {
  const pathParams = (await context.params) ?? {};
  const body = endpoint.body ? await readJsonBody(request) : undefined;
  return parseInput(endpoint, pathParams, new URL(request.url).searchParams, body);
}

function parseInput<E extends Endpoint>(
  endpoint: E,
  pathParams: Record<string, unknown>,
  search: URLSearchParams,
  body: unknown,
): Omit<HandlerInput<E>, "sql"> {
  return {
    params: parseWith(endpoint.params, pathParams, "Parameter"),
    query: parseWith(endpoint.query, queryRecord(search), "Parameter"),
    body: endpoint.body ? parseWith(endpoint.body, body, "Field") : undefined,
  } as Omit<HandlerInput<E>, "sql">;
}

/**
 * ApiError as its status and message; the database not answering as 503 with Retry-After; anything else
 * logged and answered with a 500 that shows no internals.
 */
export function errorAnswer(endpoint: Endpoint, error: unknown): Response {
  if (error instanceof ApiError) return failure(error.message, error.status, retryAfterInit(error));
  if (isDatabaseUnavailable(error)) {
    // One line per outage and endpoint, not one per request (issue 34, point 11); a connection failing on its
    // own also makes the monitor look at once.
    appOutageLog().failed(`${endpoint.method} ${endpoint.path}`, error);
    if (!isKnownOutage(error)) reportDatabaseFailure(error);
    return databaseUnavailableAnswer();
  }
  console.error(`${endpoint.method} ${endpoint.path} failed`, error);
  return failure(INTERNAL_ERROR_MESSAGE, 500);
}

/** A GET of a cacheable endpoint as the Node dispatcher hands it over: what it reads, no web Request built. */
export interface PublicRead {
  url: URL;
  params: Record<string, string>;
  /** The client's address as the entry point stamped it (clientAddress() of the same request gives it). */
  address: string;
  ifNoneMatch: string | null;
}

export type ApiHandler = ((request: Request, context?: RouteContext) => Promise<Response>) & {
  /**
   * On the handler of a cacheable GET endpoint: the same answer to a GET without a body, from the request's
   * parts. A cached answer then costs no Request, abort signal or Response object (about half its time), and
   * a request target seen before is not validated again.
   */
  readPublic?: (read: PublicRead) => Promise<PlainAnswer | Response>;
};

/** How many request targets of one endpoint keep their parsed query and cache key (the oldest go first). */
const PARSED_TARGETS = 2000;

/**
 * Wraps a product-API handler once: rate limit, parse path, query and body with the endpoint's schemas
 * (400 naming the first bad parameter), run, answer in the envelope with the cache policy. The database
 * not answering gives 503 with Retry-After; other errors than ApiError are logged and answered with a 500.
 */
export function handle<E extends Endpoint>(endpoint: E, run: (input: HandlerInput<E>) => Promise<unknown>): ApiHandler {
  const compute = (parsed: Omit<HandlerInput<E>, "sql">) =>
    run({ ...parsed, sql: getDatabase().sql } as HandlerInput<E>);
  // The key is the parsed request, so spellings that parse alike (page=01, unknown extras) share an answer.
  // Only a cache miss reaches the database: it counts against the stricter limit too (a new free-text
  // search on every request is database work, not a cached read).
  const keeping = keepingOf(endpoint);
  const cached = (address: string, parsed: Omit<HandlerInput<E>, "sql">, key: string) =>
    cachedAnswer(
      key,
      async () => {
        await charge(address, "api-other", endpoint.missCost);
        return compute(parsed);
      },
      keeping,
    );
  const cacheKey = (parsed: Omit<HandlerInput<E>, "sql">) => endpointCacheKey(endpoint, parsed.params, parsed.query);

  const handler: ApiHandler = async function handler(request: Request, context: RouteContext = {}): Promise<Response> {
    const limited = await rateLimitAnswer(request, endpoint);
    if (limited) return limited;
    try {
      const parsed = await parseRequest(endpoint, request, context);
      if (!endpoint.cacheable) return respondPrivate(await compute(parsed));
      const answer = await cached(clientAddress(request.headers), parsed, cacheKey(parsed));
      return responseOf(publicAnswerOf(request.headers.get("if-none-match"), answer));
    } catch (error) {
      return errorAnswer(endpoint, error);
    }
  };
  if (!endpoint.cacheable || endpoint.method !== "GET" || endpoint.body) return handler;

  // Parsing is a pure function of the path and query: a target seen before reuses its result.
  const parsedTargets = new Map<string, { parsed: Omit<HandlerInput<E>, "sql">; key: string }>();
  handler.readPublic = async ({ url, params, address, ifNoneMatch }) => {
    const limited = await chargeAnswer(address, "api-public-read");
    if (limited) return limited;
    try {
      const target = `${url.pathname}${url.search}`;
      let known = parsedTargets.get(target);
      if (!known) {
        const parsed = parseInput(endpoint, params, url.searchParams, undefined);
        known = { parsed, key: cacheKey(parsed) };
        if (parsedTargets.size >= PARSED_TARGETS) parsedTargets.delete(parsedTargets.keys().next().value!);
        parsedTargets.set(target, known);
      }
      return publicAnswerOf(ifNoneMatch, await cached(address, known.parsed, known.key));
    } catch (error) {
      return errorAnswer(endpoint, error);
    }
  };
  return handler;
}
