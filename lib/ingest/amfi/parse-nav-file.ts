// parseNavFile: the text of an AMFI NAV file -> its valid NAV records and every line it skipped, and why.

import { decodeDecimal } from "./encoded-decimal";
import { scanNavBytes } from "./scan-nav-bytes";
import type { NavFileScan, NavRecord, ParsedNavFile, ParseNavOptions } from "./types";

/** Row i of a scan as a record. */
export function navRecordAt(scan: NavFileScan, i: number): NavRecord {
  const { rows } = scan;
  const entry = rows.entry[i]!;
  const heading = rows.heading[i]!;
  return {
    line: rows.line[i]!,
    // Kept rows have a scheme code: a line without one is skipped as scheme-code-invalid.
    schemeCode: entry.schemeCode!,
    isinGrowth: entry.isinGrowth,
    isinReinvestment: entry.isinReinvestment,
    rawName: entry.rawName,
    displayName: entry.displayName,
    schemeName: rows.schemeName[i]!,
    planType: entry.planType,
    option: entry.option,
    idcwFrequency: entry.idcwFrequency,
    nav: rows.navText.get(i) ?? decodeDecimal(rows.digits[i]!, rows.scale[i]!),
    date: rows.date[i]!,
    amcName: rows.amcName[i]!,
    schemeType: heading?.schemeType ?? null,
    rawCategoryHeading: heading?.rawCategoryHeading ?? null,
    category: heading?.category ?? null,
  };
}

/**
 * Parses the text of an AMFI NAV file (daily NAVAll.txt in the 6- or 8-column layout, or the NAV history
 * download) into records: scanNavBytes, the importer's scanner, whose rules and refusals (NotANavFileError)
 * these are, one record a row.
 */
export function parseNavFile(text: string, options: ParseNavOptions = {}): ParsedNavFile {
  const scan = scanNavBytes(Buffer.from(text, "utf8"), options);
  const records: NavRecord[] = new Array<NavRecord>(scan.rows.count);
  for (let i = 0; i < scan.rows.count; i++) records[i] = navRecordAt(scan, i);
  const { layout, skipped, isinProblems, unmappedHeadings, schemeCount } = scan;
  return { layout, records, skipped, isinProblems, unmappedHeadings, schemeCount };
}
