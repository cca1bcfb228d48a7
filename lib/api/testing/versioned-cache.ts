import { ResponseCache } from "@/lib/api/response-cache";

/**
 * A response cache of 10 entries whose data version the test moves: `importData` changes it as an import does,
 * and lets the version's TTL pass so the next read sees it.
 */
export function versionedCache(maxBytes: number): { cache: ResponseCache; importData: (version: string) => void } {
  let version = "1";
  let now = 0;
  const cache = new ResponseCache({
    maxEntries: 10,
    maxBytes,
    versionTtlMs: 1000,
    readVersion: async () => version,
    now: () => now,
  });
  return {
    cache,
    importData: (next) => {
      version = next;
      now += 1000;
    },
  };
}
