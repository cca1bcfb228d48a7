import type { Sql, TransactionSql } from "postgres";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Runs `work` in a transaction as the member `userId`: the JWT claims that auth.uid() reads are set
 * for this transaction only, and the role drops to `authenticated`, so row-level security applies
 * even though the app connects as a superuser (which RLS never restricts). A handler that forgets its
 * WHERE clause still cannot read another member's rows.
 */
export async function asMember<T>(sql: Sql, userId: string, work: (tx: TransactionSql) => Promise<T>): Promise<T> {
  if (!UUID.test(userId)) throw new Error("asMember needs the member's UUID from a verified token");
  const claims = JSON.stringify({ sub: userId, role: "authenticated" });
  return sql.begin(async (tx) => {
    await tx`select set_config('request.jwt.claims', ${claims}, true)`;
    await tx`set local role authenticated`;
    return work(tx);
  }) as Promise<T>;
}
