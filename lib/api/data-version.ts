import type { Sql } from "postgres";

/** The public fund data's version (bumped by refreshScreenerPlans in every import's transaction). */
export async function readDataVersion(sql: Sql): Promise<string> {
  const [row] = await sql<{ version: string }[]>`select version::text as version from data_version where id = 1`;
  return row?.version ?? "0";
}

/**
 * readDataVersion trusted for `ttlMs` (as the answer cache trusts its read): concurrent callers share one read, and
 * a failed read is not kept.
 */
export function dataVersionReader(sql: Sql, ttlMs: number, now: () => number = Date.now): () => Promise<string> {
  let kept: { version: string; readAt: number } | null = null;
  let pending: Promise<string> | null = null;
  return () => {
    if (kept && now() - kept.readAt < ttlMs) return Promise.resolve(kept.version);
    pending ??= readDataVersion(sql)
      .then((version) => {
        kept = { version, readAt: now() };
        return version;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}
