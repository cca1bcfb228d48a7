import { LRUMap } from "mnemonist";
import { readDataVersion } from "@/lib/api/data-version";
import { ResponseCache, type CachedResponse } from "@/lib/api/response-cache";
import type { Endpoint } from "@/lib/api/endpoint";
import { getDatabase } from "@/lib/db/client";
import { todayInIndia } from "@/lib/ingest/today-in-india";
import { parseServerEnv } from "@/lib/env/server-env";
import { answerOf } from "@/lib/api/serialized-answer";

// Public data serialized once per data version, for the product API (public-answer.ts) and the public pages
// that render the same data (cached-payload.ts): both read and fill one cache.

/**
 * todayInIndia, formatted once a minute rather than on every call (a formatting costs about as much as the
 * rest of a cache hit's lookup). India's midnight falls on a whole UTC minute (UTC+5:30), so within one
 * minute the date cannot change.
 */
export function todayInIndiaThisMinute(now: () => number = Date.now): () => string {
  let minute = Number.NaN;
  let today = "";
  return () => {
    const ms = now();
    const current = Math.floor(ms / 60_000);
    if (current !== minute) {
      today = todayInIndia(new Date(ms));
      minute = current;
    }
    return today;
  };
}

/** How an answer is kept: `onRepeat` stores it only from its second request (Endpoint.storeOnRepeat). */
export interface AnswerKeeping {
  onRepeat?: boolean;
}

export type AnswerSource = (
  key: string,
  compute: () => Promise<unknown>,
  keeping?: AnswerKeeping,
) => Promise<CachedResponse>;

/**
 * The keys of answers computed but not stored (`onRepeat`) that are remembered, the least recently asked for
 * forgotten first: a repeat within the last ANSWERS_SEEN such answers is stored. Some 3 MB of X-ray keys.
 */
export const ANSWERS_SEEN = 10_000;

/**
 * Answers from `cache` while the data version holds, else computed and stored; concurrent misses of one key
 * (a burst after an import) share one computation. A failed computation is not stored. Without a cache
 * (API_CACHE_MAX_MB=0) every call computes. An answer is kept for one day in India at most, since some depend
 * on today as well as on the data (a fact's `stale` flag, a fund's age, a manager's tenure).
 */
export function createAnswerSource(
  cache: ResponseCache | null,
  today: () => string = todayInIndiaThisMinute(),
): AnswerSource {
  const inFlight = new Map<string, Promise<CachedResponse>>();
  const seen = new LRUMap<string, true>(ANSWERS_SEEN);
  return async (requestKey, compute, keeping) => {
    if (!cache) return answerOf(await compute());
    // Yesterday's entries are not read again; the LRU or the next import clears them.
    const key = `${today()} ${requestKey}`;
    const version = await cache.currentVersion();
    const hit = cache.get(key, version);
    if (hit) return hit;
    const flightKey = `${version} ${key}`;
    let pending = inFlight.get(flightKey);
    if (!pending) {
      // A first request of an answer kept on repeat is answered and forgotten: a flood of new X-rays (80 KB each)
      // would otherwise churn through the cache, evicting what others read, and keep each answer past its request.
      const store = !keeping?.onRepeat || seen.has(flightKey);
      if (!store) seen.set(flightKey, true);
      pending = compute()
        // The stored entry itself, so that the caller that filled it and later hits share one object (cachedValue
        // parses an entry once per object).
        .then((payload) => (store ? cache.set(key, version, answerOf(payload)) : answerOf(payload)))
        .finally(() => inFlight.delete(flightKey));
      inFlight.set(flightKey, pending);
    }
    return pending;
  };
}

// One per server process (kept on globalThis so that every route bundle shares it).
const holder = globalThis as typeof globalThis & { __fundlensAnswerSource?: AnswerSource };

/** The process's answer cache, sized by API_CACHE_MAX_MB, its version read from data_version at most once a second. */
export function cachedAnswer(
  key: string,
  compute: () => Promise<unknown>,
  keeping?: AnswerKeeping,
): Promise<CachedResponse> {
  if (!holder.__fundlensAnswerSource) {
    const maxMb = parseServerEnv().API_CACHE_MAX_MB;
    const cache =
      maxMb > 0
        ? new ResponseCache({
            maxEntries: 20_000,
            maxBytes: maxMb * 1024 * 1024,
            versionTtlMs: 1000,
            readVersion: () => readDataVersion(getDatabase().sql),
          })
        : null;
    holder.__fundlensAnswerSource = createAnswerSource(cache);
  }
  return holder.__fundlensAnswerSource(key, compute, keeping);
}

/** How an endpoint's answers are kept (Endpoint.storeOnRepeat): for its route and for a page that shares its key. */
export function keepingOf(endpoint: Pick<Endpoint, "storeOnRepeat">): AnswerKeeping {
  return { onRepeat: endpoint.storeOnRepeat === true };
}

/** The cache key of an endpoint's answer: its path and parsed request, so spellings that parse alike share it. */
export function endpointCacheKey(endpoint: Pick<Endpoint, "path">, params: unknown, query: unknown): string {
  return `${endpoint.path} ${JSON.stringify([params, query])}`;
}
