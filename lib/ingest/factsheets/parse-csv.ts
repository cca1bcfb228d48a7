// RFC 4180 CSV through csv-parse: a header row, comma separators, fields in double quotes may hold commas,
// line breaks and doubled quotes; CRLF, LF or CR line ends; an optional UTF-8 byte-order mark. Here: line
// numbers of records, blank lines skipped, and problems worded for the person who wrote the file.
import { parse, type CsvError, type Info } from "csv-parse/sync";

export interface CsvRecord {
  /** 1-based line on which the record starts (a quoted field may continue on later lines). */
  line: number;
  fields: string[];
}

export interface CsvProblem {
  line: number;
  message: string;
}

export interface CsvTable {
  /** The first record, or null for a file with no records. */
  header: CsvRecord | null;
  /** Records after the header that have as many fields as the header and no quoting error. */
  records: CsvRecord[];
  /** Records left out of `records`, with why. */
  problems: CsvProblem[];
}

const QUOTE_PROBLEMS: Record<string, string> = {
  INVALID_OPENING_QUOTE: "a double quote inside an unquoted field (quote the whole field and double the quote)",
  CSV_INVALID_CLOSING_QUOTE: "text after the closing quote of a field (a quote inside a quoted field must be doubled)",
  CSV_QUOTE_NOT_CLOSED: "a quoted field is never closed (a closing double quote is missing)",
};

function countLineBreaks(text: string): number {
  return text.match(/\r\n|\r|\n/g)?.length ?? 0;
}

/** The first line after `bytes` (UTF-8, counting the byte-order mark) that is not blank: where a record csv-parse could not end begins. */
function lineAfter(text: string, bytes: number): number {
  const before = Buffer.from(text).subarray(0, bytes).toString("utf8");
  const rest = text.slice(before.length);
  return 1 + countLineBreaks(before) + countLineBreaks(/^(?:[ \t]*(?:\r\n|\r|\n))*/.exec(rest)![0]);
}

interface ParsedRow {
  record: string[];
  info: Info;
}

function readRecords(text: string): { records: CsvRecord[]; problems: CsvProblem[] } {
  const problems: CsvProblem[] = [];
  const onSkip = (error: CsvError | undefined): undefined => {
    if (!error) return undefined;
    const at = error as CsvError & Info;
    const message = QUOTE_PROBLEMS[error.code] ?? error.message;
    if (error.code !== "CSV_QUOTE_NOT_CLOSED") {
      problems.push({ line: at.lines, message });
      return undefined;
    }
    // After a quoting error csv-parse reads the rest of the file as one open field: that is the same
    // mistake, not a second one.
    const line = lineAfter(text, at.bytes);
    if (!problems.some((p) => p.line >= line)) problems.push({ line, message });
    return undefined;
  };
  // `info: true` makes each row { record, info }; the typings do not model that option.
  const rows = parse(text, {
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    record_delimiter: ["\r\n", "\n", "\r"],
    on_skip: onSkip,
  }) as unknown as ParsedRow[];
  // csv-parse counts a CRLF inside a quoted field as two lines, so lines are counted here from the bytes
  // each record ends at: the record's last line, less the line breaks inside its fields.
  const bytes = Buffer.from(text);
  let offset = 0;
  let breaks = 0;
  const records = rows
    .map(({ record, info }) => {
      const slice = bytes.subarray(offset, info.bytes).toString("utf8");
      offset = info.bytes;
      const endLine = 1 + breaks + countLineBreaks(slice.replace(/(?:\r\n|\r|\n)$/, ""));
      breaks += countLineBreaks(slice);
      return { line: endLine - record.reduce((n, field) => n + countLineBreaks(field), 0), fields: record };
    })
    // A line of only spaces is blank too (csv-parse skips only empty ones).
    .filter((r) => !(r.fields.length === 1 && r.fields[0]!.trim() === ""));
  return { records, problems };
}

/** Splits CSV text into records. Blank lines are skipped; a record with the wrong field count is a problem. */
export function parseCsv(text: string): CsvTable {
  const { records, problems } = readRecords(text);
  const [header, ...rest] = records;
  if (!header) return { header: null, records: [], problems };
  const good: CsvRecord[] = [];
  for (const record of rest) {
    if (record.fields.length !== header.fields.length) {
      problems.push({
        line: record.line,
        message: `expected ${header.fields.length} fields as in the header, found ${record.fields.length}`,
      });
    } else good.push(record);
  }
  problems.sort((a, b) => a.line - b.line);
  return { header, records: good, problems };
}
