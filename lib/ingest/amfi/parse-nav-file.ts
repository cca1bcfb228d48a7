// parseNavFile: the text of an AMFI NAV file -> its valid NAV records and every line it skipped, and why.

import { classifyHeadingLine, type HeadingLine } from "./heading-line";
import { inferMissingAmcNames } from "./infer-amc-names";
import { readIsinField } from "./isin";
import { detectLayout, LAYOUT_COLUMNS, type LayoutColumns } from "./layouts";
import { parseAmfiDate } from "./nav-date";
import { readNavValue } from "./nav-value";
import { describeFromColumns, describeFromName, resolveIdcwOption } from "./plan-option";
import {
  cut,
  emptyFileMessage,
  htmlPageMessage,
  looksLikeHtml,
  noDataLinesMessage,
  noValidRecordsMessage,
  truncatedMessage,
  unknownHeaderMessage,
} from "./refusal-messages";
import { parseSchemeCode } from "./scheme-code";
import { NotANavFileError, type IsinProblem, type NavRecord, type ParsedNavFile, type SkippedLine, type SkipReason } from "./types";
import { unifySchemeNameSpelling } from "./unify-scheme-names";

function field(fields: readonly string[], index: number): string {
  return index < 0 ? "" : (fields[index] ?? "").trim();
}

/** Why the last data line shows the download was cut short, or null when it is complete. */
function truncation(fields: readonly string[], columns: LayoutColumns): string | null {
  if (fields.length !== columns.fieldCount) return `has ${fields.length} of ${columns.fieldCount} fields`;
  if (parseAmfiDate(field(fields, columns.date)) === null) return "ends in an incomplete date";
  return null;
}

/**
 * Parses the text of an AMFI NAV file (daily NAVAll.txt in the 6- or 8-column layout, or the NAV
 * history download). Pure: no I/O. A bad data line never aborts the file: it is skipped with its
 * reason. Throws NotANavFileError for an empty file, an HTML page, an unknown header, a download cut
 * short (the last line is an incomplete data line) and a file without a single valid NAV.
 */
export function parseNavFile(text: string): ParsedNavFile {
  const lines = text.split("\n");
  let index = 0;
  while (index < lines.length && (lines[index] ?? "").trim() === "") index++;
  if (index >= lines.length) throw new NotANavFileError(emptyFileMessage());

  // trim() also removes a UTF-8 byte-order mark (U+FEFF).
  const header = (lines[index] ?? "").trim();
  const layout = detectLayout(header);
  if (layout === null) {
    throw new NotANavFileError(looksLikeHtml(header, text) ? htmlPageMessage(text) : unknownHeaderMessage(header));
  }
  const columns = LAYOUT_COLUMNS[layout];
  const hasPlanColumns = columns.option >= 0;

  const records: NavRecord[] = [];
  const skipped: SkippedLine[] = [];
  const isinProblems: IsinProblem[] = [];
  const unmapped = new Map<string, number>();
  const nameKeys: string[] = [];
  const amcNames = new Set<string>();
  const withoutAmc: number[] = [];
  const dates = new Map<string, string | null>();
  let amcName = "";
  let category: Extract<HeadingLine, { kind: "category" }> | null = null;
  let dataLines = 0;
  let lastFields: string[] | null = null;
  let lastLineNumber = 0;
  let lastLineText = "";

  const skip = (line: number, reason: SkipReason, lineText: string) => skipped.push({ line, reason, text: cut(lineText) });

  for (index++; index < lines.length; index++) {
    const line = (lines[index] ?? "").trim();
    if (line === "") continue;
    const lineNumber = index + 1;
    if (!line.includes(";")) {
      lastFields = null;
      const heading = classifyHeadingLine(line);
      if (heading.kind === "amc") {
        amcName = heading.amcName;
        amcNames.add(amcName);
      } else {
        category = heading;
        amcName = "";
        if (heading.category === null && !unmapped.has(heading.rawCategoryHeading)) unmapped.set(heading.rawCategoryHeading, 0);
      }
      continue;
    }

    dataLines++;
    const fields = line.split(";");
    lastFields = fields;
    lastLineNumber = lineNumber;
    lastLineText = line;
    if (fields.length !== columns.fieldCount) {
      skip(lineNumber, "field-count", line);
      continue;
    }
    const schemeCode = parseSchemeCode(field(fields, columns.schemeCode));
    if (schemeCode === null) {
      skip(lineNumber, "scheme-code-invalid", line);
      continue;
    }
    const nav = readNavValue(field(fields, columns.nav));
    if (!nav.ok) {
      skip(lineNumber, nav.reason, line);
      continue;
    }
    const dateText = field(fields, columns.date);
    let date = dates.get(dateText);
    if (date === undefined) {
      date = parseAmfiDate(dateText);
      dates.set(dateText, date);
    }
    if (date === null) {
      skip(lineNumber, "date-invalid", line);
      continue;
    }

    const isinGrowthText = field(fields, columns.isinGrowth);
    const isinReinvestmentText = field(fields, columns.isinReinvestment);
    const isinGrowth = readIsinField(isinGrowthText);
    const isinReinvestment = readIsinField(isinReinvestmentText);
    if (isinGrowth.kind === "malformed") isinProblems.push({ line: lineNumber, schemeCode, field: "isinGrowth", value: isinGrowth.value });
    if (isinReinvestment.kind === "malformed") {
      isinProblems.push({ line: lineNumber, schemeCode, field: "isinReinvestment", value: isinReinvestment.value });
    }

    const rawName = field(fields, columns.schemeName);
    const plan = hasPlanColumns
      ? describeFromColumns(rawName, field(fields, columns.plan), field(fields, columns.option))
      : describeFromName(rawName);
    if (category !== null && category.category === null) {
      unmapped.set(category.rawCategoryHeading, (unmapped.get(category.rawCategoryHeading) ?? 0) + 1);
    }
    nameKeys.push(plan.schemeNameKey);
    if (amcName === "") withoutAmc.push(records.length);
    records.push({
      line: lineNumber,
      schemeCode,
      isinGrowth: isinGrowth.kind === "valid" ? isinGrowth.isin : null,
      isinReinvestment: isinReinvestment.kind === "valid" ? isinReinvestment.isin : null,
      rawName,
      displayName: plan.displayName,
      schemeName: plan.schemeName,
      planType: plan.planType,
      option: resolveIdcwOption(plan.option, isinGrowthText, isinReinvestmentText),
      idcwFrequency: plan.idcwFrequency,
      nav: nav.nav,
      date,
      amcName,
      schemeType: category?.schemeType ?? null,
      rawCategoryHeading: category?.rawCategoryHeading ?? null,
      category: category?.category ?? null,
    });
  }

  if (lastFields !== null) {
    const why = truncation(lastFields, columns);
    if (why !== null) throw new NotANavFileError(truncatedMessage(lastLineNumber, lastLineText, why));
  }
  if (dataLines === 0) throw new NotANavFileError(noDataLinesMessage());
  const firstSkipped = skipped[0];
  if (records.length === 0 && firstSkipped !== undefined) {
    throw new NotANavFileError(noValidRecordsMessage(dataLines, firstSkipped.line, firstSkipped.reason));
  }

  if (withoutAmc.length > 0) inferMissingAmcNames(records, withoutAmc, amcNames);
  unifySchemeNameSpelling(records, nameKeys);
  return {
    layout,
    records,
    skipped,
    isinProblems,
    unmappedHeadings: [...unmapped].map(([heading, count]) => ({ heading, records: count })),
  };
}
