import { timingSafeEqual } from "node:crypto";

/** The production server's own call that refreshes every cached page after an import (scripts/serve.ts). */
export const REVALIDATE_PAGES_PATH = "/internal/revalidate-pages";
export const REVALIDATE_TOKEN_HEADER = "x-fundlens-revalidate";

/** Whether a request carries the server's revalidation token (compared in constant time). */
export function revalidationTokenMatches(given: string | null, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
