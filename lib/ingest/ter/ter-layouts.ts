import { zipEntryText } from "@/lib/ingest/fact-sources/zip-head";
import { readCsvTable } from "@/lib/ingest/ter/read-csv-table";
import { readHtmlTable } from "@/lib/ingest/ter/read-html-table";
import { readJsonTable } from "@/lib/ingest/ter/read-json-table";
import { readXlsxTable, TER_SHEET } from "@/lib/ingest/ter/read-xlsx-table";
import type { TerTableResult } from "@/lib/ingest/ter/ter-table";

export interface TerLayout {
  id: string;
  /** Whether a file's head (its first kilobytes, latin1) is of this layout. */
  recognises: (head: string) => boolean;
  read: (bytes: Buffer) => TerTableResult;
}

const firstLine = (head: string) => (head.replace(/^\ufeff/, "").split(/\r?\n/, 1)[0] ?? "").toLowerCase();
const isTerCsvHeader = (line: string) => line.includes("scheme name") && /regular plan ?- ?total ter/.test(line);

/**
 * Every TER layout the importer reads, the first that recognises a file wins. The date of a row: its "TER Date"
 * (AMFI's tables), its commit time (the tracker's history), else the date in the file's name (the tracker's
 * latest file, which dropped AMFI's date).
 */
export const TER_LAYOUTS: readonly TerLayout[] = [
  {
    // AMFI's TER workbook since April 2026: sheet TER_Revised, NSDL scheme code, renamed components.
    id: "amfi-ter-xlsx",
    recognises: (head) =>
      head.startsWith("PK\u0003\u0004") &&
      (zipEntryText(Buffer.from(head, "latin1"), "xl/workbook.xml")?.includes(`"${TER_SHEET}"`) ?? false),
    read: readXlsxTable,
  },
  {
    // AMFI's TER endpoint's records as data:sync saves them: { source, month, data: [{ Scheme_Name, TER_Date, R_TER, D_TER }] }.
    id: "amfi-ter-json",
    recognises: (head) => /^\s*\{/.test(head) && head.includes('"Scheme_Name"') && head.includes('"R_TER"'),
    read: readJsonTable,
  },
  {
    // AMFI's answer to /modules/LoadTERData until 2024: an HTML table, one row per fund per day.
    id: "amfi-ter-html",
    recognises: (head) => /<t[hd]\b/i.test(head) && /regular plan\s*-\s*total ter/i.test(head),
    read: readHtmlTable,
  },
  {
    // The tracker's history of changes: commit_time_utc, commit, then the latest file's columns.
    id: "ter-tracker-history",
    recognises: (head) => firstLine(head).startsWith("commit_time_utc,") && isTerCsvHeader(firstLine(head)),
    read: readCsvTable,
  },
  {
    // AMFI's daily table as CSV: the HTML table's 14 columns, "TER Date" as DD-Mon-YYYY.
    id: "amfi-ter-csv",
    recognises: (head) => isTerCsvHeader(firstLine(head)) && firstLine(head).includes("ter date"),
    read: readCsvTable,
  },
  {
    // The tracker's latest file: names re-cased, AMFI's date dropped (the file's name carries it).
    id: "ter-tracker-latest",
    recognises: (head) => isTerCsvHeader(firstLine(head)),
    read: readCsvTable,
  },
];

export function terLayoutOf(head: string): TerLayout | null {
  return TER_LAYOUTS.find((layout) => layout.recognises(head)) ?? null;
}
