import { entityTag } from "@/lib/api/cache-policy";
import type { CachedResponse } from "@/lib/api/response-cache";

/** The success envelope of the product API, the form every cached answer is stored in. */
export const successBody = (payload: unknown) => JSON.stringify({ status: "success", payload });

/**
 * A payload as the answer cache stores it: its envelope's UTF-8 bytes and their ETag. Bytes once, not on every
 * write of a hit: a string with any non-ASCII character (a name with "£") takes V8's slow path to UTF-8.
 */
export function serializedAnswer(payload: unknown): CachedResponse {
  const body = Buffer.from(successBody(payload));
  return { body, etag: entityTag(body) };
}

// A mark in the global symbol registry, not `instanceof`: the production server's API dispatcher and the Next.js
// bundle each load their own copy of this module, and share one answer cache (on globalThis).
const SERIALIZED = Symbol.for("fundlens.serialized-answer");

/**
 * What a handler returns when its answer was serialized elsewhere (the X-ray's worker threads,
 * lib/xray/worker/xray-worker-pool.ts): the answer cache stores it as it is instead of serializing it again.
 */
export class SerializedAnswer<T = unknown> {
  readonly [SERIALIZED] = true;
  /** The type of the payload serialized, for a caller that reads it back (cachedValue); never set. */
  declare readonly payload?: T;
  constructor(readonly answer: CachedResponse) {}
}

const isSerialized = (value: unknown): value is SerializedAnswer =>
  typeof value === "object" && value !== null && (value as Partial<SerializedAnswer>)[SERIALIZED] === true;

/** The bytes and ETag of what a handler returned: serialized here, or as it came when it came serialized. */
export const answerOf = (payload: unknown): CachedResponse =>
  isSerialized(payload) ? payload.answer : serializedAnswer(payload);
