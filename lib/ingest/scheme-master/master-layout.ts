// The columns of AMFI's scheme master download (DownloadSchemeData_Po.aspx?mf=0), verbatim: " Closure Date"
// has a leading space and the last header is two of AMFI's headers glued together, like its values.
export const MASTER_HEADER = [
  "AMC",
  "Code",
  "Scheme Name",
  "Scheme Type",
  "Scheme Category",
  "Scheme NAV Name",
  "Scheme Minimum Amount",
  "Launch Date",
  " Closure Date",
  "ISIN Div Payout/ ISIN GrowthISIN Div Reinvestment",
] as const;

/** The header as compared: spaces around a name do not matter. */
export const headerKey = (fields: readonly string[]) => fields.map((field) => field.trim()).join(",");

/** Whether a file's first line is the scheme master's header (its first five columns are enough to tell). */
export function isSchemeMasterHead(head: string): boolean {
  const firstLine = head.replace(/^\ufeff/, "").split(/\r?\n/, 1)[0] ?? "";
  return headerKey(firstLine.split(",")).startsWith(headerKey(MASTER_HEADER.slice(0, 5)));
}
