import { ApiError } from "@/lib/api/api-error";

/**
 * What `lookup` finds for the key of a page's address, or null when there is nothing there, which the page
 * answers with the site's 404 (`?? notFound()`): at once for a key that could not be read from the address
 * (null: it names nothing, so the database is not asked), and when the lookup finds nothing (its ApiError
 * not_found). Any other failure is thrown on.
 */
export async function lookupOrNull<K, T>(key: K | null, lookup: (key: K) => Promise<T>): Promise<T | null> {
  if (key === null) return null;
  try {
    return await lookup(key);
  } catch (error) {
    if (error instanceof ApiError && error.code === "not_found") return null;
    throw error;
  }
}

/** The segment when it is a lowercase slug ("equity-large-cap-fund"), else null. */
export function slugSegment(segment: string): string | null {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(segment) ? segment : null;
}
