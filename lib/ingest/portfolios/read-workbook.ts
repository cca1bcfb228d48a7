// Every portfolio disclosure is a spreadsheet: OOXML (.xlsx, also served under an .xls name), legacy BIFF
// (.xls), or a zip holding one or more of those. SheetJS reads all three (its CFB module reads the zip), told apart by
// their first bytes, never by the file's name.
import * as XLSX from "@e965/xlsx";
import { excerpt } from "@/lib/ingest/amfi/excerpt";
import { zipHeadEntries } from "@/lib/ingest/fact-sources/zip-head";

export type Cell = string | number | boolean | null;
export type Grid = Cell[][];

export interface SheetGrid {
  name: string;
  /** Rows as SheetJS gives them (raw values, empty cells null); row i is the sheet's row i + 1. */
  grid: Grid;
}

export type WorkbookFormat = "xlsx" | "xls" | "zip";
export type WorkbookResult = { ok: true; format: WorkbookFormat; sheets: SheetGrid[] } | { ok: false; message: string };

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const HEAD_BYTES = 4096;
const startsWith = (bytes: Buffer, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** The container a spreadsheet's first bytes name, or null when it is no spreadsheet. */
export function workbookFormatOf(head: Buffer): WorkbookFormat | null {
  if (startsWith(head, CFB)) return "xls";
  if (!startsWith(head, ZIP)) return null;
  // An OOXML package's first entries are its content types, relations or workbook parts.
  const first = zipHeadEntries(head)[0]?.name ?? "";
  return first === "[Content_Types].xml" || first.startsWith("_rels/") || first.startsWith("xl/") ? "xlsx" : "zip";
}

/** What SheetJS's bundled CFB module (typed `any` there) gives for a zip: its entries. */
interface ZipContainer {
  FileIndex: { name: string; type: number; content: Uint8Array | number[] }[];
}

/**
 * The spreadsheets inside a zip (a fund house's download: ABSL's one .xls, ICICI's one workbook per scheme), in
 * the zip's order, or why there are none.
 */
function spreadsheetsInZip(
  bytes: Buffer,
): { ok: true; members: { name: string; bytes: Buffer }[] } | { ok: false; message: string } {
  let container: ZipContainer;
  try {
    container = XLSX.CFB.read(bytes, { type: "buffer" }) as ZipContainer;
  } catch (error) {
    return { ok: false, message: `The zip file could not be read (${excerpt((error as Error).message, 100)}).` };
  }
  const members = container.FileIndex.filter((entry) => entry.type === 2 && /\.xlsx?$/i.test(entry.name));
  if (members.length === 0) return { ok: false, message: "The zip file holds no spreadsheet." };
  return { ok: true, members: members.map((entry) => ({ name: entry.name, bytes: Buffer.from(entry.content) })) };
}

function sheetsOf(content: Buffer): { ok: true; sheets: SheetGrid[] } | { ok: false; message: string } {
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(content, { type: "buffer", dense: true, cellDates: false, cellHTML: false });
  } catch (error) {
    return { ok: false, message: `The workbook could not be read (${excerpt((error as Error).message, 100)}).` };
  }
  const sheets = workbook.SheetNames.map((name) => ({
    name,
    grid: XLSX.utils.sheet_to_json<Cell[]>(workbook.Sheets[name]!, { header: 1, raw: true, defval: null }),
  }));
  return { ok: true, sheets };
}

/**
 * Every sheet of a workbook as a grid of raw values. A file that is not a readable workbook is refused. A zip
 * of several workbooks is one disclosure read member by member: their sheets in the zip's order, each named
 * "<member> / <sheet>"; one unreadable member refuses the file.
 */
export function readWorkbook(bytes: Buffer): WorkbookResult {
  const format = workbookFormatOf(bytes.subarray(0, HEAD_BYTES));
  if (!format) return { ok: false, message: "The file is not a spreadsheet (neither .xlsx, .xls nor a zip of one)." };
  if (format !== "zip") {
    const read = sheetsOf(bytes);
    return read.ok ? { ok: true, format, sheets: read.sheets } : read;
  }
  const inner = spreadsheetsInZip(bytes);
  if (!inner.ok) return inner;
  const sheets: SheetGrid[] = [];
  for (const member of inner.members) {
    const read = sheetsOf(member.bytes);
    if (!read.ok) return { ok: false, message: `${member.name}: ${read.message}` };
    const several = inner.members.length > 1;
    sheets.push(
      ...read.sheets.map((sheet) => (several ? { ...sheet, name: `${member.name} / ${sheet.name}` } : sheet)),
    );
  }
  return { ok: true, format, sheets };
}
