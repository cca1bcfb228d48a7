// AMFI's fund-performance page exports the feed as a workbook: title rows, the header on row 5 ("Scheme Name",
// "Benchmark", "Riskometer Scheme", "NAV Date", ..., "Daily AUM (Cr.)"), a fund per row. Read with SheetJS
// into the feed's field names, so the feed's row schema checks them.
import * as XLSX from "@e965/xlsx";
import { excerpt } from "@/lib/ingest/amfi/excerpt";

/** The export's column headings (lower case, spaces collapsed) to the feed's field names. */
export const XLSX_FEED_COLUMNS: Readonly<Record<string, string>> = {
  "scheme name": "schemeName",
  benchmark: "benchmark",
  "riskometer scheme": "riskometerScheme",
  "nav date": "navDate",
  "daily aum (cr.)": "dailyAUM",
};
const REQUIRED = ["scheme name", "nav date", "daily aum (cr.)"];
/** The header is the first row, within this many, with every required heading (row 5 in AMFI's export). */
const HEADER_SEARCH_ROWS = 10;

const heading = (cell: unknown) =>
  String(cell ?? "")
    .trim()
    .toLowerCase()
    .replace(/\s+/g, " ");

/** An Excel day serial (1900 date system) as an ISO date. */
function serialToIso(serial: number): string {
  return new Date(Date.UTC(1899, 11, 30) + Math.round(serial) * 86_400_000).toISOString().slice(0, 10);
}

export type FeedXlsxRecords =
  { ok: true; items: { at: string; input: Record<string, unknown> }[] } | { ok: false; message: string };

export function readFeedXlsx(bytes: Buffer): FeedXlsxRecords {
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(bytes, { type: "buffer", cellDates: false, dense: true });
  } catch (error) {
    return { ok: false, message: `The workbook could not be read (${excerpt((error as Error).message, 120)}).` };
  }
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ""];
  if (!sheet) return { ok: false, message: "The workbook has no sheet." };
  const grid = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null });
  const headerIndex = grid
    .slice(0, HEADER_SEARCH_ROWS)
    .findIndex((row) => REQUIRED.every((name) => row.some((cell) => heading(cell) === name)));
  if (headerIndex < 0)
    return {
      ok: false,
      message: `No row among the first ${HEADER_SEARCH_ROWS} has the headings ${REQUIRED.map((h) => `"${h}"`).join(", ")}.`,
    };
  const fields = grid[headerIndex]!.map((cell) => XLSX_FEED_COLUMNS[heading(cell)]);
  const filled = (cell: unknown) => cell !== null && String(cell).trim() !== "";
  const rows = grid.slice(headerIndex + 1).map((cells, i) => ({ at: `row ${headerIndex + i + 2}`, cells }));
  // Notes under the table ("^ AUM as on ...") fill the first cell only; a fund row fills more.
  let last = rows.length;
  while (last > 0 && rows[last - 1]!.cells.filter(filled).length <= 1) last--;
  const items = rows
    .slice(0, last)
    .filter((row) => row.cells.some(filled))
    .map(({ at, cells }) => {
      const input: Record<string, unknown> = {};
      fields.forEach((field, i) => {
        if (!field) return;
        let value = cells[i] ?? null;
        if (field === "navDate" && typeof value === "number") value = serialToIso(value);
        // The export marks some AUM figures with a footnote sign ("1,234.56^"); the JSON has it apart.
        if (field === "dailyAUM" && typeof value === "string") value = value.trim().replace(/[\^*#]+$/, "");
        if (typeof value === "number" && field !== "dailyAUM") value = String(value);
        input[field] = value;
      });
      return { at, input };
    });
  return { ok: true, items };
}
