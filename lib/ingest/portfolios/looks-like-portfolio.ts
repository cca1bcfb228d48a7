import { zipHeadEntries } from "@/lib/ingest/fact-sources/zip-head";
import { workbookFormatOf } from "@/lib/ingest/portfolios/read-workbook";

// Words a disclosure's workbook parts show early: its sheet list ("Index") or its strings ("Portfolio as on").
const PORTFOLIO_WORDS = /portfolio|name="index"|% to (nav|aum|net assets)/i;

/**
 * Whether a file's first 16 kB look like a portfolio disclosure. A legacy .xls, or a zip holding one
 * spreadsheet, shows nothing readable that early: being one is enough here (no other fact source reads those;
 * the portfolio source is tried last). An .xlsx must show portfolio words in the workbook parts the head
 * holds, even cut short. importFile checks the whole file.
 */
export function looksLikePortfolio(head: string): boolean {
  const bytes = Buffer.from(head, "latin1");
  const format = workbookFormatOf(bytes);
  if (format === "xls") return true;
  const entries = zipHeadEntries(bytes, { partial: true });
  if (format === "zip") return entries.length > 0 && /\.xlsx?$/i.test(entries[0]!.name);
  if (format !== "xlsx") return false;
  return entries.some(
    (entry) =>
      (entry.name === "xl/workbook.xml" || entry.name === "xl/sharedStrings.xml") &&
      PORTFOLIO_WORDS.test(entry.text ?? ""),
  );
}
