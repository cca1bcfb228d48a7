// scanNavFile: the text of an AMFI NAV file -> its valid NAV rows as columns and every line it skipped, and why.

import { isTrimmed, LineCursor } from "./line-cursor";
import { excerpt } from "./excerpt";
import { whyCutShort, type LastLine } from "./file-end";
import type { CategoryHeading } from "./heading-line";
import { inferMissingAmcNames } from "./infer-amc-names";
import { detectLayout, LAYOUT_COLUMNS } from "./layouts";
import { createNavParseCache, type NavParseCache } from "./nav-parse-cache";
import { navProblemAt, navTextAt } from "./nav-value";
import type { PlanEntry, SpellingGroup } from "./plan-entry";
import {
  emptyFileMessage,
  fieldCountMessage,
  htmlPageMessage,
  looksLikeHtml,
  noDataLinesMessage,
  noLineWithFieldCountMessage,
  noValidRecordsMessage,
  truncatedMessage,
  unknownHeaderMessage,
} from "./refusal-messages";
import {
  NotANavFileError,
  type IsinProblem,
  type NavFileScan,
  type NavRows,
  type ParseNavOptions,
  type SkippedLine,
  type SkipReason,
} from "./types";
import { unifySchemeNameSpelling } from "./unify-scheme-names";
import { tryIsoToDay } from "@/lib/metrics/day-number";

const SEMICOLON = 59;

/** Whether text.slice(start, end) is `other`, without making the slice. */
function sameText(text: string, start: number, end: number, other: string): boolean {
  if (end - start !== other.length) return false;
  for (let i = 0; i < other.length; i++) if (text.charCodeAt(start + i) !== other.charCodeAt(i)) return false;
  return true;
}

function countSemicolons(text: string, start: number, end: number): number {
  let count = 0;
  for (let at = text.indexOf(";", start); at !== -1 && at < end; at = text.indexOf(";", at + 1)) count++;
  return count;
}

function checkLatestAllowedDate(date: string | undefined): void {
  if (date !== undefined && tryIsoToDay(date) === null) {
    throw new RangeError(`latestAllowedDate must be a YYYY-MM-DD date, not ${JSON.stringify(date)}`);
  }
}

/** The (fund house, schemeNameKey) spelling group of an entry's plan, memoised on the entry. */
function spellingGroup(entry: PlanEntry, amcName: string, cache: NavParseCache): SpellingGroup {
  if (entry.group === null || entry.groupAmcName !== amcName) {
    entry.group = cache.group(amcName, entry.schemeNameKey);
    entry.groupAmcName = amcName;
  }
  return entry.group;
}

/**
 * Reads the text of an AMFI NAV file (daily NAVAll.txt in the 6- or 8-column layout, or the NAV history
 * download) into columns (NavRows; parseNavFile turns them into records). The text may come in pieces that
 * each end at a line break (decodeNavFileChunks). Pure: no I/O. A bad data line never aborts the file: it is
 * skipped with its reason. Throws NotANavFileError for an empty file, an HTML page, an unknown header, a
 * download cut short (see file-end.ts) and a file without a single valid NAV.
 *
 * Hot path (5 million lines a year): a line's plan (everything before its NAV) comes from
 * `options.cache`, found by its scheme code and checked against the line's text, so a line that an
 * earlier capture of the run already held costs a text comparison, its NAV's digits and its date; a kept
 * line adds an entry to each column and allocates nothing of its own.
 */
export function scanNavFile(input: string | Iterable<string>, options: ParseNavOptions = {}): NavFileScan {
  const latestAllowedDate = options.latestAllowedDate;
  checkLatestAllowedDate(latestAllowedDate);
  const cache = options.cache ?? createNavParseCache();
  // Pieces are read one at a time and let go: only those a refusal may quote are kept.
  const chunks = (typeof input === "string" ? [input] : input)[Symbol.iterator]();
  const nextChunk = (): string | null => {
    const next = chunks.next();
    return next.done ? null : next.value;
  };

  // The header: the first non-blank line.
  let text = nextChunk() ?? "";
  const head = [text];
  let lines = new LineCursor(text);
  for (;;) {
    if (lines.next()) {
      if (lines.start !== lines.end) break;
      continue;
    }
    const next = nextChunk();
    if (next === null) throw new NotANavFileError(emptyFileMessage());
    head.push((text = next));
    lines = new LineCursor(text, lines.lineNumber);
  }
  const header = text.slice(lines.start, lines.end);
  const layout = detectLayout(header);
  if (layout === null) {
    const start = head.join("") + (nextChunk() ?? "");
    throw new NotANavFileError(
      looksLikeHtml(header, start) ? htmlPageMessage(start) : unknownHeaderMessage(lines.lineNumber, header),
    );
  }
  const columns = LAYOUT_COLUMNS[layout];
  // The NAV field follows the prefix a PlanEntry stands for, and the date is the last field (all layouts).
  const semicolonsBeforeNav = columns.nav;
  const semicolonsAfterNav = columns.fieldCount - 1 - columns.nav;
  const table = cache.table(layout);
  const pass = cache.beginPass();

  const rows: NavRows = {
    count: 0,
    line: [],
    entry: [],
    digits: [],
    scale: [],
    navText: new Map(),
    date: [],
    amcName: [],
    heading: [],
    schemeName: [],
  };
  const groups: SpellingGroup[] = [];
  const skipped: SkippedLine[] = [];
  const isinProblems: IsinProblem[] = [];
  const unmapped = new Map<string, number>();
  const amcNames = new Set<string>();
  const withoutAmc: number[] = [];
  let lastDateText = "";
  let lastDate: string | null = null;
  // Whether lastDate is after latestAllowedDate (compared once per change of date, not per line).
  let lastDateAhead = false;
  let amcName = "";
  let category: CategoryHeading | null = null;
  let dataLines = 0;
  let schemeCount = 0;
  let firstFieldCountProblem: string | null = null;
  let onlyFieldCountProblems = true;
  const last: LastLine = { number: 0, start: 0, end: 0, isHeading: false };
  // The piece that holds the last non-blank line so far, and the pieces after it.
  let tail = [text];

  const skip = (line: number, reason: SkipReason, lineText: string) => {
    if (reason !== "field-count") onlyFieldCountProblems = false;
    skipped.push({ line, reason, text: excerpt(lineText) });
  };

  for (;;) {
    while (lines.next()) {
      const { start, end, lineNumber } = lines;
      if (start === end) continue;
      last.number = lineNumber;
      last.start = start;
      last.end = end;
      if (tail.length > 1) tail = [text];

      // The scheme code's digits, if the line starts with them: the key of the last entry of that code.
      let code = 0;
      let at = start;
      for (; at < end && at - start < 10; at++) {
        const digit = text.charCodeAt(at) - 48;
        if (digit < 0 || digit > 9) break;
        code = code * 10 + digit;
      }
      if (at === start || text.charCodeAt(at) !== SEMICOLON) code = -1;
      let entry = code >= 0 ? table.lastOfCode(code) : undefined;
      // slice and === compare in native code; startsWith compares character by character.
      if (entry !== undefined && text.slice(start, start + entry.prefix.length) !== entry.prefix) entry = undefined;

      if (entry === undefined) {
        const firstSemicolon = text.indexOf(";", start);
        if (firstSemicolon === -1 || firstSemicolon >= end) {
          last.isHeading = true;
          const heading = cache.heading(text.slice(start, end));
          if (heading.kind === "amc") {
            amcName = heading.amcName;
            amcNames.add(amcName);
          } else {
            category = heading;
            amcName = "";
            if (heading.category === null && !unmapped.has(heading.rawCategoryHeading))
              unmapped.set(heading.rawCategoryHeading, 0);
          }
          continue;
        }
        let semicolon = firstSemicolon;
        for (let found = 1; found < semicolonsBeforeNav && semicolon !== -1; found++) {
          semicolon = text.indexOf(";", semicolon + 1);
          if (semicolon >= end) semicolon = -1;
        }
        if (semicolon !== -1) entry = table.entry(text, start, semicolon + 1, code);
      }
      last.isHeading = false;
      dataLines++;

      // The fields after the prefix: NAV, (history-8: repurchase and sale price,) date.
      const navStart = entry === undefined ? -1 : start + entry.prefix.length;
      let navEnd = -1;
      let semicolon = navStart - 1;
      let found = 0;
      while (entry !== undefined && found < semicolonsAfterNav) {
        semicolon = text.indexOf(";", semicolon + 1);
        if (semicolon === -1 || semicolon >= end) break;
        if (found++ === 0) navEnd = semicolon;
      }
      // The date is the rest of the line. A field with a ";" is a field-count skip before it is
      // remembered, so one equal to the last date field needs no search for an extra ";".
      let dateFrom = semicolon + 1;
      while (dateFrom < end && isTrimmed(text.charCodeAt(dateFrom))) dateFrom++;
      let date: string | null = lastDate;
      const sameDate = sameText(text, dateFrom, end, lastDateText);
      if (
        entry === undefined ||
        found !== semicolonsAfterNav ||
        (!sameDate && countSemicolons(text, dateFrom, end) > 0)
      ) {
        if (firstFieldCountProblem === null) {
          firstFieldCountProblem = fieldCountMessage(lineNumber, countSemicolons(text, start, end) + 1, layout);
        }
        skip(lineNumber, "field-count", text.slice(start, end));
        continue;
      }
      if (!sameDate) {
        lastDateText = text.slice(dateFrom, end);
        lastDate = date = cache.date(lastDateText);
        lastDateAhead = latestAllowedDate !== undefined && date !== null && date > latestAllowedDate;
      }
      if (entry.schemeCode === null) {
        skip(lineNumber, "scheme-code-invalid", text.slice(start, end));
        continue;
      }

      let navFrom = navStart;
      let navTo = navEnd;
      while (navFrom < navTo && isTrimmed(text.charCodeAt(navFrom))) navFrom++;
      while (navTo > navFrom && isTrimmed(text.charCodeAt(navTo - 1))) navTo--;
      const navProblem = navProblemAt(text, navFrom, navTo);
      if (entry.codeSlot.pass !== pass) {
        entry.codeSlot.pass = pass;
        schemeCount++;
      }
      if (navProblem !== null) {
        skip(lineNumber, navProblem, text.slice(start, end));
        continue;
      }
      if (date === null) {
        skip(lineNumber, "date-invalid", text.slice(start, end));
        continue;
      }
      if (lastDateAhead) {
        skip(lineNumber, "date-ahead", text.slice(start, end));
        continue;
      }

      if (entry.malformedIsinGrowth !== null) {
        isinProblems.push({
          line: lineNumber,
          schemeCode: entry.schemeCode,
          field: "isinGrowth",
          value: entry.malformedIsinGrowth,
        });
      }
      if (entry.malformedIsinReinvestment !== null) {
        isinProblems.push({
          line: lineNumber,
          schemeCode: entry.schemeCode,
          field: "isinReinvestment",
          value: entry.malformedIsinReinvestment,
        });
      }
      if (category !== null && category.category === null) {
        unmapped.set(category.rawCategoryHeading, (unmapped.get(category.rawCategoryHeading) ?? 0) + 1);
      }
      if (amcName === "") withoutAmc.push(rows.count);
      // The NAV as digits and scale (navProblemAt let only digits and one point through).
      let digits = 0;
      let scale = 0;
      let point = false;
      for (let i = navFrom; i < navTo; i++) {
        const char = text.charCodeAt(i);
        if (char === 46) point = true;
        else {
          digits = digits * 10 + char - 48;
          if (point) scale++;
        }
      }
      // Kept as written where the digits and scale do not give it back (leading zeros, too many digits).
      const leadingZero = text.charCodeAt(navFrom) === 48 && navTo - navFrom > 1 && text.charCodeAt(navFrom + 1) !== 46;
      if (leadingZero || !Number.isSafeInteger(digits)) rows.navText.set(rows.count, navTextAt(text, navFrom, navTo));
      groups.push(spellingGroup(entry, amcName, cache));
      rows.line.push(lineNumber);
      rows.entry.push(entry);
      rows.digits.push(digits);
      rows.scale.push(scale);
      rows.date.push(date);
      rows.amcName.push(amcName);
      rows.heading.push(category);
      rows.schemeName.push(entry.schemeName);
      rows.count++;
    }
    const next = nextChunk();
    if (next === null) break;
    tail.push((text = next));
    lines = new LineCursor(text, lines.lineNumber);
  }

  if (dataLines === 0) throw new NotANavFileError(noDataLinesMessage());
  // The text from the last non-blank line's piece on: what follows that line says whether the file ends there.
  const end = tail.join("");
  const cutShort = whyCutShort(end, last, layout);
  if (cutShort !== null)
    throw new NotANavFileError(truncatedMessage(last.number, end.slice(last.start, last.end), cutShort));
  const firstSkipped = skipped[0];
  if (rows.count === 0 && firstSkipped !== undefined) {
    if (onlyFieldCountProblems && firstFieldCountProblem !== null) {
      throw new NotANavFileError(noLineWithFieldCountMessage(dataLines, firstFieldCountProblem));
    }
    const firstProblem =
      firstSkipped.reason === "field-count" && firstFieldCountProblem !== null
        ? firstFieldCountProblem
        : `line ${firstSkipped.line}: ${firstSkipped.reason}`;
    throw new NotANavFileError(noValidRecordsMessage(dataLines, firstProblem));
  }

  if (withoutAmc.length > 0) {
    inferMissingAmcNames(rows, withoutAmc, amcNames);
    for (const i of withoutAmc) groups[i] = spellingGroup(rows.entry[i]!, rows.amcName[i]!, cache);
  }
  unifySchemeNameSpelling(rows.schemeName, groups, pass);
  return {
    layout,
    rows,
    skipped,
    isinProblems,
    unmappedHeadings: [...unmapped].map(([heading, count]) => ({ heading, records: count })),
    schemeCount,
  };
}
