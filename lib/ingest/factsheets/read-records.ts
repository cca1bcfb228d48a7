// A factsheet file's text to its column names and rows of cells, from CSV or from JSON (an array of
// objects with the same keys). Only the structure is checked here; values are checked by row-schemas.
import type { FactsheetError, RowAt } from "@/lib/ingest/factsheets/factsheet-errors";
import { normalizeColumnName } from "@/lib/ingest/factsheets/factsheet-kinds";
import { parseCsv } from "@/lib/ingest/factsheets/parse-csv";
import type { Cells } from "@/lib/ingest/factsheets/row-schemas";

export type FactsheetFormat = "csv" | "json";

export interface RecordRow {
  at: RowAt;
  cells: Cells;
}

export interface FileRecords {
  format: FactsheetFormat;
  /** Normalized column names (the CSV header, or every key used in the JSON objects), in file order. */
  columns: string[];
  /** Where the header is (CSV only), for errors about the columns. */
  headerAt?: RowAt;
  /** Rows whose structure is sound. */
  rows: RecordRow[];
  /** Data rows in the file, including those with structural errors. */
  rowCount: number;
  errors: FactsheetError[];
}

/** JSON when the file name ends in .json or the text starts with "[" or "{"; CSV otherwise. */
export function detectFormat(name: string, text: string): FactsheetFormat {
  if (/\.json$/i.test(name)) return "json";
  if (/\.csv$/i.test(name)) return "csv";
  const first = text.replace(/^\uFEFF/, "").trimStart()[0];
  return first === "[" || first === "{" ? "json" : "csv";
}

export function readRecords(name: string, text: string): FileRecords {
  return detectFormat(name, text) === "json" ? readJson(text) : readCsv(text);
}

function cell(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

function readCsv(text: string): FileRecords {
  const table = parseCsv(text);
  const errors: FactsheetError[] = table.problems.map((p) => ({ at: { line: p.line }, message: p.message }));
  if (!table.header)
    return {
      format: "csv",
      columns: [],
      rows: [],
      rowCount: 0,
      errors: [...errors, { message: "the file is empty: it needs a header row and data rows" }],
    };

  const columns = table.header.fields.map(normalizeColumnName);
  const headerAt = { line: table.header.line };
  columns.forEach((column, i) => {
    if (column === "") errors.push({ at: headerAt, message: `header field ${i + 1} is empty` });
    else if (columns.indexOf(column) !== i)
      errors.push({ at: headerAt, column, message: "appears twice in the header" });
  });
  const rows = table.records.map((record) => {
    const cells: Cells = Object.create(null) as Cells;
    record.fields.forEach((value, i) => {
      cells[columns[i]!] = cell(value);
    });
    return { at: { line: record.line }, cells };
  });
  const rowCount = rows.length + table.problems.filter((p) => p.line > table.header!.line).length;
  return { format: "csv", columns, headerAt, rows, rowCount, errors };
}

function readJson(text: string): FileRecords {
  const empty = (message: string): FileRecords => ({
    format: "json",
    columns: [],
    rows: [],
    rowCount: 0,
    errors: [{ message }],
  });
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    return empty(`the file is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!Array.isArray(data)) return empty("a JSON factsheet file must be an array of objects, one per row");

  const columns: string[] = [];
  const rows: RecordRow[] = [];
  const errors: FactsheetError[] = [];
  data.forEach((item: unknown, index) => {
    const at = { index };
    if (typeof item !== "object" || item === null || Array.isArray(item)) {
      errors.push({ at, message: "must be an object whose keys are the column names" });
      return;
    }
    const cells: Cells = Object.create(null) as Cells;
    let sound = true;
    for (const [key, value] of Object.entries(item)) {
      const column = normalizeColumnName(key);
      if (!columns.includes(column)) columns.push(column);
      if (column in cells) {
        errors.push({ at, column, message: "is given twice (keys differ only in case, spaces or hyphens)" });
        sound = false;
      } else if (typeof value === "string") cells[column] = cell(value);
      else if (typeof value === "number" && Number.isFinite(value)) cells[column] = String(value);
      else if (value === null) cells[column] = undefined;
      else {
        errors.push({ at, column, message: "must be a string, a number or null" });
        sound = false;
      }
    }
    if (sound) rows.push({ at, cells });
  });
  return { format: "json", columns, rows, rowCount: data.length, errors };
}
