// parseFactsheetFile: a factsheet file's text to its kind and validated rows, or to every error with its
// line (JSON: array index) and column. Pure: nothing here touches the database.
import type { z } from "zod";
import {
  MAX_LISTED_ERRORS,
  sortErrors,
  type FactsheetError,
  type RowAt,
} from "@/lib/ingest/factsheets/factsheet-errors";
import {
  ALLOCATION_LABEL_COLUMN,
  FACT_COLUMNS,
  columnProblems,
  detectKind,
  isAllocationKind,
  type AllocationKind,
  type FactsheetKind,
} from "@/lib/ingest/factsheets/factsheet-kinds";
import { checkAllocationSums, checkHoldingSums, findDuplicates } from "@/lib/ingest/factsheets/file-checks";
import { readRecords, type FactsheetFormat, type RecordRow } from "@/lib/ingest/factsheets/read-records";
import {
  allocationRowSchema,
  factsRowSchema,
  holdingRowSchema,
  managerRowSchema,
  type AllocationRow,
  type FactsRow,
  type HoldingRow,
  type ManagerRow,
} from "@/lib/ingest/factsheets/row-schemas";

/** A validated row and where it is in the file. */
export type Located<T> = T & { at: RowAt };

export type FactsheetRows =
  | { kind: "facts"; rows: Located<FactsRow>[] }
  | { kind: "managers"; rows: Located<ManagerRow>[] }
  | { kind: "holdings"; rows: Located<HoldingRow>[] }
  | { kind: AllocationKind; rows: Located<AllocationRow>[] };

interface FileSummary {
  format: FactsheetFormat;
  /** Normalized column names of the file. */
  columns: string[];
  /** Data rows in the file. */
  rowCount: number;
}

export type ParsedFactsheet =
  | (FactsheetRows & FileSummary & { ok: true })
  | (FileSummary & {
      ok: false;
      /** null when the kind could not be told from the header. */
      kind: FactsheetKind | null;
      /** The first MAX_LISTED_ERRORS errors, in file order. */
      errors: FactsheetError[];
      /** All errors, listed or not. */
      errorCount: number;
    });

interface Validated<T> {
  rows: Located<T>[];
  errors: FactsheetError[];
}

function validateRows<T>(rows: readonly RecordRow[], schema: z.ZodType<T>): Validated<T> {
  const result: Validated<T> = { rows: [], errors: [] };
  for (const row of rows) {
    const parsed = schema.safeParse(row.cells);
    if (parsed.success) {
      result.rows.push({ ...parsed.data, at: row.at });
      continue;
    }
    for (const issue of parsed.error.issues) {
      const column = typeof issue.path[0] === "string" ? issue.path[0] : undefined;
      result.errors.push({ at: row.at, ...(column ? { column } : {}), message: issue.message });
    }
  }
  return result;
}

/**
 * Reads a factsheet file (CSV or JSON, see docs/factsheet-format.md). The kind comes from the header's
 * columns unless given. `name` is the file name: it decides JSON for ".json" and is the rows' source when
 * the file has no source column. The result has either every row, valid, or the errors (never both).
 */
export function parseFactsheetFile(name: string, text: string, kind?: FactsheetKind): ParsedFactsheet {
  const file = readRecords(name, text);
  const summary: FileSummary = { format: file.format, columns: file.columns, rowCount: file.rowCount };
  const refuse = (refusedKind: FactsheetKind | null, errors: FactsheetError[]): ParsedFactsheet => {
    const sorted = sortErrors(errors);
    return {
      ...summary,
      ok: false,
      kind: refusedKind,
      errors: sorted.slice(0, MAX_LISTED_ERRORS),
      errorCount: sorted.length,
    };
  };

  if (file.columns.length === 0)
    return refuse(kind ?? null, file.errors.length ? file.errors : [{ message: "the file has no columns" }]);
  const headerAt = file.headerAt ? { at: file.headerAt } : {};
  let resolved: FactsheetKind;
  if (kind) {
    const problems = columnProblems(kind, file.columns);
    if (problems.length)
      return refuse(kind, [...file.errors, { ...headerAt, message: `not a ${kind} file: ${problems.join("; ")}` }]);
    resolved = kind;
  } else {
    const detected = detectKind(file.columns);
    if (detected.kind === null) return refuse(null, [...file.errors, { ...headerAt, message: detected.message }]);
    resolved = detected.kind;
  }
  if (file.rowCount === 0) return refuse(resolved, [...file.errors, { message: "the file has no data rows" }]);

  const checked = checkRows(resolved, name, file.rows, file.columns);
  const errors = [...file.errors, ...checked.errors];
  if (errors.length) return refuse(resolved, errors);
  return { ...summary, ok: true, ...checked.result };
}

interface CheckedRows {
  result: FactsheetRows;
  errors: FactsheetError[];
}

function checkRows(
  kind: FactsheetKind,
  source: string,
  rows: readonly RecordRow[],
  columns: readonly string[],
): CheckedRows {
  if (kind === "facts") {
    const given = FACT_COLUMNS.filter((c) => columns.includes(c));
    const empty: FactsheetError[] = rows
      .filter((row) => given.every((c) => row.cells[c] === undefined))
      .map((row) => ({ at: row.at, message: `gives no facts: fill at least one of ${given.join(", ")}` }));
    const valid = validateRows(rows, factsRowSchema(source));
    const duplicates = findDuplicates(valid.rows, null, "as_of", "the scheme_code and as_of");
    return { result: { kind, rows: valid.rows }, errors: [...empty, ...valid.errors, ...duplicates] };
  }
  if (kind === "managers") {
    const valid = validateRows(rows, managerRowSchema(source));
    const duplicates = findDuplicates(valid.rows, (r) => r.name, "name", "the scheme_code, as_of and name");
    return { result: { kind, rows: valid.rows }, errors: [...valid.errors, ...duplicates] };
  }
  if (kind === "holdings") {
    const valid = validateRows(rows, holdingRowSchema(source));
    const duplicates = findDuplicates(valid.rows, (r) => r.name, "name", "the scheme_code, as_of and name");
    // Totals mean something only when every row is valid.
    const sums = valid.errors.length ? [] : checkHoldingSums(valid.rows);
    return { result: { kind, rows: valid.rows }, errors: [...valid.errors, ...duplicates, ...sums] };
  }
  if (!isAllocationKind(kind)) throw new Error(`unhandled factsheet kind ${String(kind)}`);
  const labelColumn = ALLOCATION_LABEL_COLUMN[kind];
  const valid = validateRows(rows, allocationRowSchema(kind, source));
  const duplicates = findDuplicates(
    valid.rows,
    (r) => r.label,
    labelColumn,
    `the scheme_code, as_of and ${labelColumn}`,
  );
  const sums = valid.errors.length ? [] : checkAllocationSums(valid.rows);
  return { result: { kind, rows: valid.rows }, errors: [...valid.errors, ...duplicates, ...sums] };
}
