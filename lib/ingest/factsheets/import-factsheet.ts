// importFactsheetFile: one factsheet file in one transaction. Nothing is written unless every row is
// valid and every scheme code is a known plan; the same bytes a second time change nothing.
import { createHash } from "node:crypto";
import type { Sql, TransactionSql } from "postgres";
import {
  describeAt,
  MAX_LISTED_ERRORS,
  sortErrors,
  type FactsheetError,
} from "@/lib/ingest/factsheets/factsheet-errors";
import { FACT_COLUMNS, type FactsheetKind } from "@/lib/ingest/factsheets/factsheet-kinds";
import { parseFactsheetFile, type FactsheetRows, type Located } from "@/lib/ingest/factsheets/parse-factsheet-file";
import { refreshScreenerPlans } from "@/lib/screener/refresh-screener-plans";
import type { FactsheetFormat } from "@/lib/ingest/factsheets/read-records";
import {
  replaceSchemeRows,
  upsertPlanFacts,
  type SchemeLevelRows,
  type WriteCounts,
} from "@/lib/ingest/factsheets/write-factsheet-rows";

// Factsheet imports take turns, so the delete-then-insert of one never interleaves with another's.
const FACTSHEET_LOCK_KEY = 7_202_621;

export type FactsheetImportStatus = "imported" | "already-imported" | "refused";

export interface FactsheetFileInput {
  /** File name: shown in reports, stored in imports.source and, without a source column, in the rows. */
  name: string;
  bytes: Uint8Array;
}

export interface FactsheetImportOptions {
  /** Skip detection from the header; the header must still fit this kind. */
  kind?: FactsheetKind;
}

export interface FactsheetImportReport {
  source: string;
  status: FactsheetImportStatus;
  /** null when the kind could not be told (a refused file). */
  kind: FactsheetKind | null;
  format: FactsheetFormat | null;
  /** Data rows in the file. */
  rows: number;
  added: number;
  unchanged: number;
  revised: number;
  /** Stored rows of a replaced (scheme, as_of) that the new file no longer has. */
  removed: number;
  importId?: number;
  /** One sentence for already-imported files. */
  message?: string;
  /** The first MAX_LISTED_ERRORS errors, in file order (refused files only). */
  errors: FactsheetError[];
  errorCount: number;
}

function report(
  source: string,
  status: FactsheetImportStatus,
  fields: Partial<FactsheetImportReport> = {},
): FactsheetImportReport {
  return {
    source,
    status,
    kind: null,
    format: null,
    rows: 0,
    added: 0,
    unchanged: 0,
    revised: 0,
    removed: 0,
    errors: [],
    errorCount: 0,
    ...fields,
  };
}

function refused(
  source: string,
  errors: FactsheetError[],
  fields: Partial<FactsheetImportReport>,
): FactsheetImportReport {
  const sorted = sortErrors(errors);
  return report(source, "refused", {
    ...fields,
    errors: sorted.slice(0, MAX_LISTED_ERRORS),
    errorCount: sorted.length,
  });
}

export async function importFactsheetFile(
  sql: Sql,
  file: FactsheetFileInput,
  options: FactsheetImportOptions = {},
): Promise<FactsheetImportReport> {
  const sha256 = createHash("sha256").update(file.bytes).digest("hex");
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(file.bytes);
  } catch {
    return refused(file.name, [{ message: "the file is not UTF-8 text" }], { kind: options.kind ?? null });
  }
  const parsed = parseFactsheetFile(file.name, text, options.kind);
  const summary = { kind: parsed.kind, format: parsed.format, rows: parsed.rowCount };
  if (!parsed.ok) {
    return report(file.name, "refused", { ...summary, errors: parsed.errors, errorCount: parsed.errorCount });
  }

  return (await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(${FACTSHEET_LOCK_KEY})`;
    const [seen] = await tx<{ id: number }[]>`
      select id from imports where kind = 'factsheet' and sha256 = ${sha256}`;
    if (seen) {
      return report(file.name, "already-imported", {
        ...summary,
        importId: seen.id,
        message: "This file was imported before; nothing changed.",
      });
    }

    const resolved = await resolvePlans(tx, parsed);
    if ("errors" in resolved) return refused(file.name, resolved.errors, summary);

    const [created] = await tx<{ id: number }[]>`
      insert into imports (kind, source, sha256, layout) values ('factsheet', ${file.name}, ${sha256}, ${parsed.kind}) returning id`;
    const importId = created!.id;
    const counts = await write(tx, parsed, resolved.schemeIds);
    await tx`
      update imports set finished_at = now(), rows_total = ${parsed.rowCount}, rows_added = ${counts.added},
        rows_unchanged = ${counts.unchanged}, rows_revised = ${counts.revised},
        problems = ${tx.json({ format: parsed.format, removed: counts.removed })}
      where id = ${importId}`;
    await refreshScreenerPlans(tx);
    return report(file.name, "imported", { ...summary, ...counts, importId });
  })) as FactsheetImportReport;
}

type ParsedRows = FactsheetRows & { columns: string[] };

/**
 * Every scheme code must be a plan. Scheme-level kinds are stored by scheme, so two plans of one scheme
 * (Direct and Regular) must not both give rows for the same as_of.
 */
async function resolvePlans(
  tx: TransactionSql,
  parsed: ParsedRows,
): Promise<{ schemeIds: Map<number, number> } | { errors: FactsheetError[] }> {
  const rows: readonly Located<{ schemeCode: number; asOf: string }>[] = parsed.rows;
  const codes = [...new Set(rows.map((r) => r.schemeCode))];
  // key share: the plans cannot be deleted (nor the fund data truncated) until this import commits.
  const plans = await tx<{ scheme_code: number; scheme_id: number }[]>`
    select scheme_code, scheme_id from plans where scheme_code = any(${tx.array(codes)}::int[]) for key share`;
  const schemeIds = new Map(plans.map((p) => [p.scheme_code, p.scheme_id]));

  const errors: FactsheetError[] = [];
  for (const row of rows) {
    if (!schemeIds.has(row.schemeCode)) {
      errors.push({
        at: row.at,
        column: "scheme_code",
        message: `${row.schemeCode} is not the scheme code of any plan (import the AMFI NAV file first)`,
      });
    }
  }
  if (parsed.kind !== "facts") {
    const firstCode = new Map<string, Located<{ schemeCode: number }>>();
    for (const row of rows) {
      const schemeId = schemeIds.get(row.schemeCode);
      if (schemeId === undefined) continue;
      const key = `${schemeId}|${row.asOf}`;
      const first = firstCode.get(key);
      if (!first) firstCode.set(key, row);
      else if (first.schemeCode !== row.schemeCode) {
        errors.push({
          at: row.at,
          column: "scheme_code",
          message: `${row.schemeCode} is a plan of the same scheme as ${first.schemeCode} (${describeAt(first.at)}); give scheme-level data once per scheme and as_of`,
        });
      }
    }
  }
  return errors.length ? { errors } : { schemeIds };
}

async function write(tx: TransactionSql, parsed: ParsedRows, schemeIds: Map<number, number>): Promise<WriteCounts> {
  if (parsed.kind === "facts") {
    const given = FACT_COLUMNS.filter((c) => parsed.columns.includes(c));
    return upsertPlanFacts(tx, parsed.rows, given);
  }
  const withScheme = <T extends { schemeCode: number }>(rows: T[]) =>
    rows.map((r) => ({ ...r, schemeId: schemeIds.get(r.schemeCode)! }));
  let input: SchemeLevelRows;
  switch (parsed.kind) {
    case "managers":
      input = { kind: parsed.kind, rows: withScheme(parsed.rows) };
      break;
    case "holdings":
      input = { kind: parsed.kind, rows: withScheme(parsed.rows) };
      break;
    default:
      input = { kind: parsed.kind, rows: withScheme(parsed.rows) };
  }
  return replaceSchemeRows(tx, input);
}
