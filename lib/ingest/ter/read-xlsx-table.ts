import * as XLSX from "@e965/xlsx";
import { excerpt } from "@/lib/ingest/amfi/excerpt";
import type { TerTableResult } from "@/lib/ingest/ter/ter-table";

/** The sheet AMFI's TER workbook holds its table in since April 2026. */
export const TER_SHEET = "TER_Revised";
/** The header is the first row, within this many, that has a "Scheme Name" cell (a title may come first). */
const HEADER_SEARCH_ROWS = 10;

/** AMFI's TER workbook (sheet TER_Revised), read with SheetJS; dates stay day serials (no time zone in play). */
export function readXlsxTable(bytes: Buffer): TerTableResult {
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(bytes, { type: "buffer", cellDates: false, dense: true });
  } catch (error) {
    return { ok: false, message: `the workbook could not be read (${excerpt((error as Error).message, 120)})` };
  }
  const sheet = workbook.Sheets[TER_SHEET];
  if (!sheet) return { ok: false, message: `the workbook has no sheet "${TER_SHEET}"` };
  const grid = XLSX.utils.sheet_to_json<(string | number | null)[]>(sheet, { header: 1, raw: true, defval: null });
  const headerIndex = grid
    .slice(0, HEADER_SEARCH_ROWS)
    .findIndex((row) => row.some((cell) => typeof cell === "string" && cell.trim().toLowerCase() === "scheme name"));
  if (headerIndex < 0)
    return { ok: false, message: `no "Scheme Name" header in the first ${HEADER_SEARCH_ROWS} rows of ${TER_SHEET}` };
  const header = grid[headerIndex]!.map((cell) => String(cell ?? "").trim());
  const rows = grid
    .slice(headerIndex + 1)
    .map((cells, i) => ({ at: `${TER_SHEET} row ${headerIndex + i + 2}`, cells }))
    .filter((row) => row.cells.some((cell) => cell !== null && String(cell).trim() !== ""));
  return { ok: true, table: { header, rows } };
}
