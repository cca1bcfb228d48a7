// Where a problem is in a factsheet file, and how it is shown: "line 12, column weight_pct: ...".

/** A CSV record by its file line (the header is line 1), or a JSON item by its 0-based array index. */
export type RowAt = { line: number } | { index: number };

export interface FactsheetError {
  /** Absent for problems of the whole file (not UTF-8, not JSON, no rows). */
  at?: RowAt;
  /** The column (CSV header name or JSON key) the problem is in, when it is one column's. */
  column?: string;
  message: string;
}

/** At most this many errors are listed per file; the report also carries the total. */
export const MAX_LISTED_ERRORS = 50;

export function describeAt(at: RowAt): string {
  return "line" in at ? `line ${at.line}` : `index ${at.index}`;
}

export function formatFactsheetError(error: FactsheetError): string {
  const place = [error.at ? describeAt(error.at) : "", error.column ? `column ${error.column}` : ""]
    .filter(Boolean)
    .join(", ");
  return place ? `${place}: ${error.message}` : error.message;
}

function position(error: FactsheetError): number {
  if (!error.at) return -1;
  return "line" in error.at ? error.at.line : error.at.index;
}

/** File-wide problems first, then by line (or index); the order of equal positions is kept. */
export function sortErrors(errors: FactsheetError[]): FactsheetError[] {
  return [...errors].sort((a, b) => position(a) - position(b));
}
