// UTI AMC's IDCW declarations ("Divmast"): sheet Sheet0, header "code, scheme_name, class_name, class,
// record_date, gross_dividend", one row per plan and record date. record_date is text "DD/MM/YYYY HH:MM:SS"
// whose time part is junk (it mirrors the month): only the date is read, day first. gross_dividend is rupees
// per unit. The file's other sheets are a pivot and a summary of the same rows.
import { readWorkbook } from "@/lib/ingest/portfolios/read-workbook";
import { cellText, isoDateOf, schemeNameText } from "@/lib/ingest/scheme-attributes/attribute-cells";

export interface UtiIdcwRow {
  fundCode: string;
  schemeName: string;
  /** The plan and option as printed ("Direct Plan - Fortnightly IDCW"). */
  className: string;
  recordDate: string;
  /** Gross IDCW, rupees per unit. */
  perUnit: number;
}

export type UtiIdcwResult =
  { ok: true; rows: UtiIdcwRow[]; asOf: string; problems: string[] } | { ok: false; message: string };

const SHEET = "Sheet0";
const HEADER = ["code", "scheme_name", "class_name", "record_date", "gross_dividend"] as const;

/** The words a legacy .xls's head shows when it is this file: its raw sheet's header. */
export function looksLikeUtiIdcwHead(head: string): boolean {
  const utf16 = (word: string) => Buffer.from(word, "utf16le").toString("latin1");
  return ["record_date", "gross_dividend"].every((word) => head.includes(word) || head.includes(utf16(word)));
}

/** "07/08/2025 12:08:00" -> "2025-08-07"; the time is ignored. Null when the date part is not a real date. */
export function recordDateOf(text: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+\d{1,2}:\d{2}(?::\d{2})?)?$/.exec(text.trim());
  return match ? isoDateOf(Number(match[3]), Number(match[2]), Number(match[1])) : null;
}

export function parseUtiIdcwFile(bytes: Buffer): UtiIdcwResult {
  const workbook = readWorkbook(bytes);
  if (!workbook.ok) return workbook;
  const sheet = workbook.sheets.find((s) => s.name === SHEET);
  if (!sheet) return { ok: false, message: `the workbook has no sheet "${SHEET}" (UTI's raw IDCW declarations)` };
  const header = (sheet.grid[0] ?? []).map((cell) => cellText(cell)?.toLowerCase() ?? "");
  const at = Object.fromEntries(HEADER.map((name) => [name, header.indexOf(name)])) as Record<
    (typeof HEADER)[number],
    number
  >;
  const missing = HEADER.filter((name) => at[name] < 0);
  if (missing.length) return { ok: false, message: `${SHEET} row 1 has no ${missing.join(", ")} column` };

  const rows: UtiIdcwRow[] = [];
  const problems: string[] = [];
  sheet.grid.slice(1).forEach((cells, i) => {
    if (cells.every((cell) => cellText(cell) === null)) return;
    const where = `${SHEET} row ${i + 2}`;
    const schemeName = schemeNameText(cells[at.scheme_name]);
    const className = cellText(cells[at.class_name]);
    const dateCell = cells[at.record_date];
    const recordDate = typeof dateCell === "string" ? recordDateOf(dateCell) : null;
    const amount = cells[at.gross_dividend];
    const perUnit = typeof amount === "number" ? amount : Number.NaN;
    if (!schemeName || !className) return problems.push(`${where}: no scheme or class name`);
    if (!recordDate) return problems.push(`${where}: record date "${cellText(dateCell) ?? ""}" is not DD/MM/YYYY`);
    if (!(perUnit > 0)) return problems.push(`${where}: IDCW "${cellText(amount) ?? ""}" is not a positive amount`);
    rows.push({ fundCode: cellText(cells[at.code]) ?? "", schemeName, className, recordDate, perUnit });
  });
  if (rows.length === 0) return { ok: false, message: `${SHEET} has no IDCW declaration rows` };
  const asOf = rows.reduce((latest, row) => (row.recordDate > latest ? row.recordDate : latest), rows[0]!.recordDate);
  return { ok: true, rows, asOf, problems };
}
