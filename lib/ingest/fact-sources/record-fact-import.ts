import { createHash } from "node:crypto";
import type { Sql, TransactionSql } from "postgres";
import type { FactFile, FactImportReport, FactSourceKind } from "@/lib/ingest/fact-sources/fact-source";

const sha256Of = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** The import that already stored these exact bytes as this kind, if any. */
async function priorFactImport(tx: TransactionSql, kind: FactSourceKind, sha256: string): Promise<number | null> {
  const [row] = await tx<{ id: number }[]>`select id from imports where kind = ${kind} and sha256 = ${sha256}`;
  return row?.id ?? null;
}

/** Starts the imports row of a fact file (finish it with finishFactImport in the same transaction). */
async function startFactImport(
  tx: TransactionSql,
  kind: FactSourceKind,
  source: string,
  sha256: string,
  layout: string,
): Promise<number> {
  const [row] = await tx<{ id: number }[]>`
    insert into imports (kind, source, sha256, layout) values (${kind}, ${source}, ${sha256}, ${layout}) returning id`;
  return row!.id;
}

/** Up to this many unmatched names are kept with the import (data:status shows them); the count is always exact. */
export const UNMATCHED_KEPT = 500;

async function finishFactImport(
  tx: TransactionSql,
  importId: number,
  report: Pick<FactImportReport, "asOf" | "rows" | "matched" | "unmatched">,
  counts: { added: number; unchanged: number; revised: number },
): Promise<void> {
  await tx`
    update imports set finished_at = now(), as_of = ${report.asOf ?? null}, rows_total = ${report.rows},
      rows_added = ${counts.added}, rows_unchanged = ${counts.unchanged}, rows_revised = ${counts.revised},
      rows_matched = ${report.matched}, rows_unmatched = ${report.unmatched.length},
      problems = ${tx.json({ unmatched: report.unmatched.slice(0, UNMATCHED_KEPT) })}
    where id = ${importId}`;
}

/** The report of a file refused before the store is read: nothing written, nothing recorded. */
export function refusedFactFile(
  kind: FactSourceKind,
  file: Pick<FactFile, "name">,
  message: string,
  rows = 0,
): FactImportReport {
  return { source: file.name, kind, status: "refused", message, asOf: null, rows, matched: 0, unmatched: [] };
}

// Fact imports take turns (any constant works; every process uses this one): two runs never match and write the
// same funds at once, and a TER file never reads a scheme master another run is writing.
const FACT_IMPORT_LOCK_KEY = 7_202_620;

export interface FactImportPlan {
  kind: FactSourceKind;
  file: FactFile;
  /** The layout recorded with the import. */
  layout: string;
  asOf: string | null;
  rows: number;
  /** Why the store cannot take this file now, checked under the lock before anything is written; null when it can. */
  refuse?: (tx: TransactionSql) => Promise<string | null>;
  /** Writes the file's rows under its import id, and says what matched. */
  write: (
    tx: TransactionSql,
    importId: number,
  ) => Promise<{
    matched: number;
    unmatched: string[];
    counts: { added: number; unchanged: number; revised: number };
    message?: string;
  }>;
}

/**
 * A parsed fact file into the store, once: in one transaction under the fact-import lock, "already imported"
 * when the same bytes were imported before, refused (nothing written) when `refuse` says so, else recorded in
 * `imports` around `write`.
 */
export async function importFactOnce(sql: Sql, plan: FactImportPlan): Promise<FactImportReport> {
  const base = { source: plan.file.name, kind: plan.kind, asOf: plan.asOf, rows: plan.rows, matched: 0, unmatched: [] };
  const sha256 = sha256Of(plan.file.bytes);
  return (await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(${FACT_IMPORT_LOCK_KEY})`;
    const prior = await priorFactImport(tx, plan.kind, sha256);
    if (prior !== null)
      return {
        ...base,
        status: "already-imported",
        message: `the same file was imported before (import ${prior}); nothing changed.`,
      };
    const refusal = (await plan.refuse?.(tx)) ?? null;
    if (refusal !== null) return { ...base, status: "refused", message: refusal };
    const importId = await startFactImport(tx, plan.kind, plan.file.name, sha256, plan.layout);
    const { counts, message, ...match } = await plan.write(tx, importId);
    const report: FactImportReport = { ...base, ...match, status: "imported", ...(message ? { message } : {}) };
    await finishFactImport(tx, importId, report, counts);
    return report;
  })) as FactImportReport;
}
