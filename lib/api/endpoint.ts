import type { z } from "zod";

/**
 * One product-API call: its path (OpenAPI form, `{id}` for a segment), its schemas and its words.
 * The same object parses the request in the route handler, types the client hook, and writes
 * /api/v1/openapi.json, so the three cannot drift apart.
 */
export interface Endpoint<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Payload extends z.ZodType = z.ZodType,
> {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  /** Relative to the site root, e.g. "/api/v1/nfo/{id}". */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  params?: Params;
  query?: Query;
  body?: Body;
  payload: Payload;
  /** Public data that changes once a day (cacheable); false for anything per request. */
  cacheable: boolean;
  /**
   * How many requests of the stricter per-address limit (`api-other`) a cacheable read that misses the cache
   * counts for: 1 unless its work is many ordinary reads' (the X-ray's). Cached answers never count against it.
   */
  missCost?: number;
  /**
   * Keep an answer only when it is asked for again (ANSWERS_SEEN in createAnswerSource): for an endpoint whose
   * requests are nearly all new (an X-ray's amounts), so that they neither fill the cache nor outlive their request.
   */
  storeOnRepeat?: boolean;
  /** A member's own data: needs the bearer access token, answered for that member only, never cached. */
  member?: boolean;
}

export function defineEndpoint<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Payload extends z.ZodType = z.ZodType,
>(endpoint: Endpoint<Params, Query, Body, Payload>): Endpoint<Params, Query, Body, Payload> {
  return endpoint;
}

export type EndpointPayload<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer P> ? z.output<P> : never;
export type EndpointQuery<E> = E extends Endpoint<z.ZodType, infer Q> ? z.input<Q> : never;
export type EndpointBody<E> = E extends Endpoint<z.ZodType, z.ZodType, infer B> ? z.input<B> : never;
