import Decimal from "decimal.js";
import type { TransactionSql } from "postgres";
import { ApiError } from "@/lib/api/api-error";
import type { CasStatement } from "@/lib/cas/cas-statement";
import type { SchemePlan } from "@/lib/cas/import/statement-plan";

export type ImportChoice = "all" | "valid";

export interface MergeResult {
  added: number;
  alreadyPresent: number;
  schemesImported: number;
  schemesSkipped: number;
  importId: string | null;
}

interface IdentityRow {
  folio: string;
  scheme_code: number;
  txn_date: Date;
  statement_kind: string;
  units: string;
  amount: string;
  occurrence: number;
}

const identity = (
  folio: string,
  code: number,
  date: string,
  kind: string,
  units: Decimal,
  amount: Decimal,
  n: number,
) => `${folio}|${code}|${date}|${kind}|${units.toString()}|${amount.toString()}|${n}`;

/** The identities of the member's statement transactions in these folios (folio, scheme, date, kind, units, amount, n). */
export async function presentIdentities(tx: TransactionSql, folios: readonly string[]): Promise<Set<string>> {
  if (folios.length === 0) return new Set();
  const rows = await tx<IdentityRow[]>`
    select folio, scheme_code, txn_date, statement_kind, units::text, amount::text, occurrence from portfolio_transactions
    where source = 'statement' and folio in ${tx(folios as string[])}`;
  return new Set(
    rows.map((r) =>
      identity(
        r.folio,
        r.scheme_code,
        r.txn_date.toISOString().slice(0, 10),
        r.statement_kind,
        new Decimal(r.units),
        new Decimal(r.amount),
        r.occurrence,
      ),
    ),
  );
}

/** How many of a scheme's unit movements the member already has. */
export function countPresent(plan: SchemePlan, present: ReadonlySet<string>): number {
  if (!plan.resolution.ok) return 0;
  const code = plan.resolution.schemeCode;
  return plan.units.transactions.filter((t) =>
    present.has(identity(plan.folio, code, t.date, t.statementKind, t.units, t.amount, t.occurrence)),
  ).length;
}

/**
 * Merges a statement into the member's transactions, in their row-level-security transaction. A transaction is
 * identified by folio, scheme, date, kind, units, amount (and which equal row of the day it is), so importing the
 * same statement twice, or two overlapping ones, adds each transaction once; an import that adds nothing leaves
 * no trace. Statements of holdings on a date add a scheme's balance only when the member has no transaction of
 * it yet (its purchase dates are unknown). With `all`, a statement with a blocked scheme is refused whole. The
 * caller holds the member's ledger (lockMemberLedger) from before the plans were made. The
 * import covers (`cas_imports.scheme_codes`) only the plans it has rows of, added now or before.
 */
export async function mergeStatement(
  tx: TransactionSql,
  userId: string,
  statement: CasStatement,
  plans: readonly SchemePlan[],
  choice: ImportChoice,
): Promise<MergeResult> {
  const blocked = plans.filter((p) => p.blocked !== null);
  if (choice === "all" && blocked.length > 0)
    throw new ApiError(
      "bad_request",
      `${blocked.length} scheme(s) of this statement cannot be imported (${blocked[0]!.scheme.name}: ${blocked[0]!.blocked!.replace(/\.$/, "")}). Import the others or nothing.`,
    );
  const importable = plans.filter((p) => p.blocked === null);
  if (importable.length === 0) throw new ApiError("bad_request", "No scheme of this statement can be imported.");
  const held = new Set(
    (await tx<{ scheme_code: number }[]>`select distinct scheme_code from portfolio_transactions`).map(
      (r) => r.scheme_code,
    ),
  );
  const ids: string[] = [];
  let alreadyPresent = 0;
  // The plans whose statement rows are now in the member's ledger: only these are covered, so a manual
  // transaction is never left out for a statement that recorded nothing of its plan.
  const covered = new Set<number>();
  for (const plan of importable) {
    if (!plan.resolution.ok) continue;
    const code = plan.resolution.schemeCode;
    for (const t of plan.units.transactions) {
      if (t.statementKind === "balance" && held.has(code)) {
        alreadyPresent++;
        continue;
      }
      covered.add(code);
      const [row] = await tx<{ id: string }[]>`
        insert into portfolio_transactions
          (user_id, scheme_code, kind, txn_date, nav, units, amount, source, folio, statement_kind, rta_code, occurrence)
        values (${userId}, ${code}, ${t.kind}, ${t.date}, ${t.nav.toString()}, ${t.units.toString()}, ${t.amount.toString()},
          'statement', ${plan.folio}, ${t.statementKind}, ${plan.scheme.rtaCode}, ${t.occurrence})
        on conflict (user_id, folio, scheme_code, txn_date, statement_kind, units, amount, occurrence)
          where source = 'statement' do nothing
        returning id`;
      if (row) ids.push(row.id);
      else alreadyPresent++;
    }
  }
  let importId: string | null = null;
  if (ids.length > 0) {
    const codes = [...covered];
    const [made] = await tx<{ id: string }[]>`
      insert into cas_imports (user_id, layout, period_from, period_to, scheme_codes, transactions_added, transactions_present, schemes_skipped)
      values (${userId}, ${statement.layout}, ${statement.from}, ${statement.to}, ${codes}::int[], ${ids.length}, ${alreadyPresent}, ${blocked.length})
      returning id`;
    importId = made!.id;
    await tx`update portfolio_transactions set import_id = ${importId} where id in ${tx(ids)}`;
  }
  return {
    added: ids.length,
    alreadyPresent,
    schemesImported: importable.length,
    schemesSkipped: blocked.length,
    importId,
  };
}
