import type { Sql } from "postgres";

/** The public fund data's version (bumped by refreshScreenerPlans in every import's transaction). */
export async function readDataVersion(sql: Sql): Promise<string> {
  const [row] = await sql<{ version: string }[]>`select version::text as version from data_version where id = 1`;
  return row?.version ?? "0";
}

/**
 * `read` trusted for `ttlMs`: concurrent callers share one read, and a failed read is not kept. The answer cache and
 * the X-ray's workers read the data version through it.
 */
export function trustedRead(
  read: () => Promise<string>,
  ttlMs: number,
  now: () => number = Date.now,
): () => Promise<string> {
  let kept: { value: string; readAt: number } | null = null;
  let pending: Promise<string> | null = null;
  return () => {
    if (kept && now() - kept.readAt < ttlMs) return Promise.resolve(kept.value);
    pending ??= read()
      .then((value) => {
        kept = { value, readAt: now() };
        return value;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}

/** readDataVersion trusted for `ttlMs` (as the answer cache trusts its read). */
export const dataVersionReader = (sql: Sql, ttlMs: number, now: () => number = Date.now) =>
  trustedRead(() => readDataVersion(sql), ttlMs, now);
