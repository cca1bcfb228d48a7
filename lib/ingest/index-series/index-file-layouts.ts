/**
 * The index files NSE Indices (niftyindices.com) publishes, by their header: the total return index alone
 * (every field quoted, "16 Jul 2024", newest first) and with the net total return index ("16-Jul-2024",
 * oldest first). Either date form is read in either layout; rows may come in any order.
 */
export const INDEX_FILE_LAYOUTS = [
  { id: "niftyindices-tri", columns: ["IndexName", "Date", "Total Returns Index"] },
  { id: "niftyindices-tri-ntr", columns: ["IndexName", "Date", "Total Returns Index", "Net Total Return Index"] },
] as const;
export type IndexFileLayout = (typeof INDEX_FILE_LAYOUTS)[number];

/** The provider every layout above comes from, as pages name it. */
export const INDEX_PROVIDER = "NSE Indices";

const sameColumn = (a: string, b: string) => a.trim().toLowerCase() === b.toLowerCase();

export function layoutOfHeader(fields: readonly string[]): IndexFileLayout | null {
  return (
    INDEX_FILE_LAYOUTS.find(
      (layout) => layout.columns.length === fields.length && layout.columns.every((c, i) => sameColumn(fields[i]!, c)),
    ) ?? null
  );
}

/** A line that starts like an index file's data row: a NIFTY index name, then a date (its header is missing). */
export const INDEX_ROW_START = /^\uFEFF?"?NIFTY[^,\n]*"?,"?\d{1,2}[ -][A-Za-z]{3}[ -]\d{4}"?,/i;

/** Whether a file's first kilobytes are an index file (recognised by header, or by a first row of one). */
export function recognisesIndexFile(head: string): boolean {
  const firstLine = head.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/, 1)[0] ?? "";
  return (
    /"?IndexName"?\s*,/i.test(firstLine) || /Total Returns? Index/i.test(firstLine) || INDEX_ROW_START.test(firstLine)
  );
}
