import { excerpt } from "@/lib/ingest/amfi/excerpt";
import { latestDate } from "@/lib/ingest/fact-sources/latest-date";
import { parseCsv } from "@/lib/ingest/factsheets/parse-csv";
import {
  INDEX_FILE_LAYOUTS,
  INDEX_ROW_START,
  layoutOfHeader,
  type IndexFileLayout,
} from "@/lib/ingest/index-series/index-file-layouts";
import { indexRowSchema, type IndexRowValues } from "@/lib/ingest/index-series/index-row-schema";

/** One value of an index: the name as the file gives it in upper case ("NIFTY 500"), an ISO date, the values. */
export type IndexRow = IndexRowValues;

export type ParsedIndexFile =
  | { ok: true; layout: IndexFileLayout["id"]; rows: IndexRow[]; asOf: string; repeated: number }
  | { ok: false; message: string };

/** At most this many problems are named in a refusal; the count is always given. */
const LISTED_PROBLEMS = 5;

const refuse = (message: string): ParsedIndexFile => ({ ok: false, message });

function refuseProblems(problems: string[]): ParsedIndexFile {
  const listed = problems.slice(0, LISTED_PROBLEMS).join("; ");
  const more = problems.length > LISTED_PROBLEMS ? `; and ${problems.length - LISTED_PROBLEMS} more` : "";
  return refuse(`${problems.length} problem${problems.length === 1 ? "" : "s"}: ${listed}${more}.`);
}

function decode(bytes: Buffer): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

const expectedHeaders = INDEX_FILE_LAYOUTS.map((layout) => layout.columns.join(",")).join(" or ");

/**
 * Reads an NSE Indices total return index file (either layout of INDEX_FILE_LAYOUTS). Every row must parse;
 * the same index and date twice is allowed with the same values (kept once, counted in `repeated`) and refused
 * with different ones. asOf is the latest date in the file: the day it was downloaded for.
 */
export function parseIndexFile(bytes: Buffer): ParsedIndexFile {
  const text = decode(bytes);
  if (text === null) return refuse("not a text file (binary or not UTF-8); expected an NSE Indices CSV download.");
  const table = parseCsv(text);
  if (!table.header) return refuse("the file is empty.");
  const headerFields = table.header.fields;
  const layout = layoutOfHeader(headerFields);
  if (!layout) {
    const first = excerpt(headerFields.join(","));
    if (INDEX_ROW_START.test(headerFields.map((f) => `"${f}"`).join(",")))
      return refuse(`missing header: line 1 is a data row (${first}); expected the header ${expectedHeaders}.`);
    return refuse(`unknown columns: line 1 is "${first}"; expected ${expectedHeaders}.`);
  }

  // A problem on the file's last line is most often a download cut short.
  const lastLine = text.trimEnd().split(/\r\n|\r|\n/).length;
  const problems = table.problems.map((p) => ({
    line: p.line,
    message: `line ${p.line}: ${p.message}${p.line === lastLine ? " (the file looks truncated)" : ""}`,
  }));
  const schema = indexRowSchema(layout.columns.length);
  const rows: IndexRow[] = [];
  const firstSeen = new Map<string, { line: number; row: IndexRow }>();
  let repeated = 0;
  for (const record of table.records) {
    const parsed = schema.safeParse(record.fields);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column = layout.columns[Number(issue.path[0])] ?? "?";
        problems.push({ line: record.line, message: `line ${record.line}, column ${column}: ${issue.message}` });
      }
      continue;
    }
    const row = parsed.data;
    const key = `${row.name}|${row.date}`;
    const earlier = firstSeen.get(key);
    if (!earlier) {
      firstSeen.set(key, { line: record.line, row });
      rows.push(row);
    } else if (earlier.row.tri === row.tri && earlier.row.netTri === row.netTri) {
      repeated++;
    } else {
      problems.push({
        line: record.line,
        message: `line ${record.line}: ${row.name} on ${row.date} has another value than on line ${earlier.line}`,
      });
    }
  }
  if (problems.length) return refuseProblems(problems.sort((a, b) => a.line - b.line).map((p) => p.message));
  if (rows.length === 0) return refuse("the file has a header but no data rows.");
  return { ok: true, layout: layout.id, rows, asOf: latestDate(rows.map((row) => row.date))!, repeated };
}
