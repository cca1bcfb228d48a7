// RFC 4180 CSV: a header row, comma separators, fields in double quotes may hold commas, line breaks
// and doubled quotes; CRLF or LF line ends; an optional UTF-8 byte-order mark. Pure, no dependencies.

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

interface RawRecord extends CsvRecord {
  problem: string | null;
  /** A line with nothing on it (skipped). */
  blank: boolean;
}

/** Splits CSV text into records. Blank lines are skipped; a record with the wrong field count is a problem. */
export function parseCsv(text: string): CsvTable {
  const raw = readRecords(text);
  const problems: CsvProblem[] = raw.problems;
  const records = raw.records.filter((r) => !r.blank);
  const [header, ...rest] = records;
  if (!header) return { header: null, records: [], problems };
  if (header.problem) problems.unshift({ line: header.line, message: header.problem });
  const good: CsvRecord[] = [];
  for (const record of rest) {
    if (record.problem) problems.push({ line: record.line, message: record.problem });
    else if (record.fields.length !== header.fields.length) {
      problems.push({ line: record.line, message: `expected ${header.fields.length} fields as in the header, found ${record.fields.length}` });
    } else good.push({ line: record.line, fields: record.fields });
  }
  problems.sort((a, b) => a.line - b.line);
  return { header: { line: header.line, fields: header.fields }, records: good, problems };
}

function countLineBreaks(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) n++;
  }
  return n;
}

function isLineEnd(c: string | undefined): boolean {
  return c === "\n" || c === "\r";
}

function readRecords(text: string): { records: RawRecord[]; problems: CsvProblem[] } {
  const records: RawRecord[] = [];
  const problems: CsvProblem[] = [];
  const n = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;

  while (i < n) {
    const start = line;
    const fields: string[] = [];
    let problem: string | null = null;
    let quoted = false;

    for (;;) {
      let value: string;
      if (text[i] === '"') {
        quoted = true;
        const quoteLine = line;
        i++;
        value = "";
        let closed = false;
        while (i < n) {
          const q = text.indexOf('"', i);
          if (q === -1) break;
          const chunk = text.slice(i, q);
          value += chunk;
          line += countLineBreaks(chunk);
          if (text[q + 1] === '"') {
            value += '"';
            i = q + 2;
          } else {
            i = q + 1;
            closed = true;
            break;
          }
        }
        if (!closed) {
          problems.push({ line: quoteLine, message: "a quoted field is never closed (a closing double quote is missing)" });
          return { records, problems };
        }
        if (i < n && text[i] !== "," && !isLineEnd(text[i])) {
          problem ??= "text after the closing quote of a field (a quote inside a quoted field must be doubled)";
          while (i < n && text[i] !== "," && !isLineEnd(text[i])) i++;
        }
      } else {
        const from = i;
        while (i < n && text[i] !== "," && !isLineEnd(text[i])) {
          if (text[i] === '"') problem ??= "a double quote inside an unquoted field (quote the whole field and double the quote)";
          i++;
        }
        value = text.slice(from, i);
      }
      fields.push(value);
      if (text[i] === ",") {
        i++;
        continue;
      }
      break;
    }

    if (text[i] === "\r") i += text[i + 1] === "\n" ? 2 : 1;
    else if (text[i] === "\n") i++;
    line++;
    const blank = !quoted && fields.length === 1 && fields[0]!.trim() === "";
    records.push({ line: start, fields, problem, blank });
  }
  return { records, problems };
}
