import type { TransactionSql } from "postgres";

/**
 * Runs `write` with an index or a constraint's index (a primary key) dropped, then builds it again from the
 * definition the database holds (the migration's, never a copy of it here): into an empty table, building it
 * once after the rows is faster than growing it row by row. Inside the caller's transaction, so a failed write
 * leaves the index as it was.
 */
export async function withIndexBuiltAfter<T>(
  tx: TransactionSql,
  table: string,
  name: string,
  write: () => Promise<T>,
): Promise<T> {
  const [constraint] = await tx<{ def: string }[]>`
    select pg_get_constraintdef(oid) as def from pg_constraint where conname = ${name} and conrelid = ${table}::regclass`;
  if (constraint) {
    await tx`alter table ${tx(table)} drop constraint ${tx(name)}`;
    const result = await write();
    // The names are the callers' own constants, never input.
    await tx.unsafe(`alter table "${table}" add constraint "${name}" ${constraint.def}`);
    return result;
  }
  const [index] = await tx<{ def: string }[]>`select pg_get_indexdef(${name}::regclass) as def`;
  await tx`drop index ${tx(name)}`;
  const result = await write();
  await tx.unsafe(index!.def);
  return result;
}
