import type { Sql } from "postgres";

/**
 * Which fund data a page was rendered from: the data version and the moment it last changed, to the
 * microsecond. Every publication of fund data bumps both in its transaction (refreshScreenerPlans), so two
 * databases loaded apart (the demo, the real data) differ even at the same version number, while a copy of a
 * database (same data, same pages) keeps its identity. No table of its own: no migration.
 */
export async function readDataIdentity(sql: Sql): Promise<string> {
  const [row] = await sql<{ identity: string }[]>`
    select version::text || '@' || (extract(epoch from changed_at) * 1000000)::bigint::text as identity
    from data_version where id = 1`;
  return row?.identity ?? "none";
}

/** The data version part of an identity (what the data-version watcher compares). */
export function dataVersionOf(identity: string): string {
  return identity.split("@")[0] ?? identity;
}
