import { cachedAnswer } from "@/lib/api/answer-cache";

/**
 * Public data for a server-rendered page through the product API's per-data-version cache: a dynamic page
 * (one that reads its search parameters, such as the screener) then queries the database once per data
 * version and key instead of on every request. Given an endpoint's key (endpointCacheKey), the page and the
 * API share the entry. The value comes back through JSON, as the API sends it: plain data only.
 */
export async function cachedPayload<T>(key: string, compute: () => Promise<T>): Promise<T> {
  const { body } = await cachedAnswer(key, compute);
  return (JSON.parse(body) as { payload: T }).payload;
}
