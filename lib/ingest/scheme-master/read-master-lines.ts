import { parse, type Info } from "csv-parse/sync";

export interface MasterLine {
  /** 1-based line number in the file. */
  line: number;
  fields: string[];
}

/**
 * The records of a scheme master CSV. AMFI writes it without quoting, so a quote inside a name is a character
 * (`JM FMF SERIES II - YEARLY "A"-Dividend Plan`), not the start of a quoted field: relax_quotes.
 */
export function readMasterLines(text: string): MasterLine[] {
  const rows = parse(text, {
    bom: true,
    info: true,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    record_delimiter: ["\r\n", "\n", "\r"],
  }) as unknown as { record: string[]; info: Info }[];
  return rows
    .map(({ record, info }) => ({ line: info.lines, fields: record }))
    .filter((row) => !(row.fields.length === 1 && row.fields[0]!.trim() === ""));
}
