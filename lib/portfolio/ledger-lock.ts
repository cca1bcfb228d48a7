import type { TransactionSql } from "postgres";

/**
 * Holds the member's ledger until the transaction ends: one member's manual transactions, deletions and statement
 * imports are recorded one at a time, so a sale cannot spend units another request is removing, and an import's
 * checks (an opening balance explained by earlier imports) hold when it writes.
 */
export async function lockMemberLedger(tx: TransactionSql, userId: string): Promise<void> {
  await tx`select pg_advisory_xact_lock(hashtextextended(${userId}, 11))`;
}
