import { createHash } from "node:crypto";

/**
 * Fund data changes once a day (the AMFI file lands in the evening). Browsers keep a response 5 minutes,
 * shared caches may serve it stale for a day while they revalidate, and the ETag is the body's hash: the
 * first request after an import lands gets the new data, every other revalidation a 304.
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=300, s-maxage=300, stale-while-revalidate=86400";
export const PRIVATE_CACHE_CONTROL = "no-store";

export function entityTag(body: string | Uint8Array): string {
  return `W/"${createHash("sha1").update(body).digest("base64url").slice(0, 27)}"`;
}

/** True when the request's If-None-Match names this tag (or *). */
export function matchesEntityTag(ifNoneMatch: string | null, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((candidate) => {
    const value = candidate.trim();
    return value === "*" || value === tag || value === tag.slice(2);
  });
}
