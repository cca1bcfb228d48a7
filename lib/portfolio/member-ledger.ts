import type { TransactionSql } from "postgres";
import type { TransactionKind } from "@/lib/portfolio/portfolio-valuation";

/** One of the member's transactions as stored: decimals as text, never floats. */
export interface LedgerRow {
  id: string;
  scheme_code: number;
  kind: TransactionKind;
  txn_date: Date;
  nav: string;
  units: string;
  amount: string;
  source: "manual" | "statement";
  folio: string | null;
  statement_kind: string | null;
  /** A manual transaction of a plan and period an imported statement covers: shown, not counted twice. */
  covered: boolean;
  /** Units and price the member gave for a date before the site's first NAV of the fund. */
  own_figures: boolean;
}

/**
 * The member's transactions, oldest first, in their row-level-security transaction (`id`: that one only). The one
 * place `covered` is decided, for the list and for the answer to a new transaction alike.
 */
export async function memberLedger(tx: TransactionSql, userId: string, id?: string): Promise<LedgerRow[]> {
  return tx<LedgerRow[]>`
    select t.id, t.scheme_code, t.kind, t.txn_date, t.nav::text, t.units::text, t.amount::text, t.source, t.folio,
      t.statement_kind, t.own_figures,
      (t.source = 'manual' and exists (
        select 1 from cas_imports c
        where c.user_id = t.user_id and t.scheme_code = any(c.scheme_codes)
          and t.txn_date between coalesce(c.period_from, '-infinity'::date) and c.period_to
      )) as covered
    from portfolio_transactions t
    where t.user_id = ${userId} ${id === undefined ? tx`` : tx`and t.id = ${id}`}
    order by t.txn_date, t.created_at, t.id`;
}

/** The transactions that count (a manual row a statement covers is left out, as the statement has it). */
export async function countedLedger(tx: TransactionSql, userId: string): Promise<LedgerRow[]> {
  return (await memberLedger(tx, userId)).filter((row) => !row.covered);
}
