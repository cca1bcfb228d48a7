import { cachedAnswer, type AnswerKeeping, type AnswerSource } from "@/lib/api/answer-cache";
import type { CachedResponse } from "@/lib/api/response-cache";
import type { SerializedAnswer } from "@/lib/api/serialized-answer";

/**
 * Public data for a server-rendered page through the product API's per-data-version cache: a dynamic page
 * (one that reads its search parameters, such as the screener) then queries the database once per data
 * version and key instead of on every request. Given an endpoint's key (endpointCacheKey), the page and the
 * API share the entry. The value comes back through JSON, as the API sends it: plain data only.
 */
export async function cachedPayload<T>(key: string, compute: () => Promise<T>): Promise<T> {
  const { body } = await cachedAnswer(key, compute);
  return (JSON.parse(body.toString()) as { payload: T }).payload;
}

/** Each cached entry's payload as cachedValue parsed it, dropped with the entry. */
const parsedPayloads = new WeakMap<CachedResponse, unknown>();

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/**
 * cachedPayload for a large value read on every call (a screen's order of matches, 8,500 keys): the entry's
 * body is parsed once and the frozen value shared by every caller until the entry goes, instead of parsed
 * again per call (about 100 µs and as much garbage collection on an uncached screener page).
 */
export function createValueSource(answers: AnswerSource) {
  return async function cachedValue<T>(
    key: string,
    compute: () => Promise<T | SerializedAnswer<T>>,
    keeping?: AnswerKeeping,
  ): Promise<Readonly<T>> {
    const answer = await answers(key, compute, keeping);
    if (!parsedPayloads.has(answer))
      parsedPayloads.set(answer, deepFreeze((JSON.parse(answer.body.toString()) as { payload: T }).payload));
    return parsedPayloads.get(answer) as Readonly<T>;
  };
}

/** createValueSource over the process's answer cache. */
export const cachedValue = createValueSource(cachedAnswer);
