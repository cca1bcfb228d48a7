// The lines of one NAV file after its header, one at a time: what each says, kept as columns, and what the
// file says in all. Both scanners feed it: scanNavFile every line of a text, scanNavBytes the lines its byte
// fast path leaves (headings, new plans, anything unusual) and the rows that path read itself.

import { excerpt } from "./excerpt";
import type { CategoryHeading } from "./heading-line";
import { inferMissingAmcNames } from "./infer-amc-names";
import { LAYOUT_COLUMNS } from "./layouts";
import type { NavParseCache, PlanEntryTable } from "./nav-parse-cache";
import { navProblemAt, navTextAt } from "./nav-value";
import type { PlanEntry, SpellingGroup } from "./plan-entry";
import {
  fieldCountMessage,
  noDataLinesMessage,
  noLineWithFieldCountMessage,
  noValidRecordsMessage,
} from "./refusal-messages";
import {
  NotANavFileError,
  type IsinProblem,
  type NavFileLayout,
  type NavFileScan,
  type NavRows,
  type SkippedLine,
  type SkipReason,
} from "./types";
import { unifySchemeNameSpelling } from "./unify-scheme-names";
import { isTrimmed, trimBounds } from "./line-cursor";
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

export function checkLatestAllowedDate(date: string | undefined): void {
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

export class NavLineReader {
  readonly rows: NavRows = {
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
  readonly table: PlanEntryTable;
  /** The number of this file's parse (NavParseCache.beginPass). */
  readonly pass: number;
  /** Lines with ";" read so far (kept or skipped). */
  dataLines = 0;
  private readonly groups: SpellingGroup[] = [];
  private readonly skipped: SkippedLine[] = [];
  private readonly isinProblems: IsinProblem[] = [];
  private readonly unmapped = new Map<string, number>();
  private readonly amcNames = new Set<string>();
  private readonly withoutAmc: number[] = [];
  private readonly semicolonsBeforeNav: number;
  private readonly semicolonsAfterNav: number;
  private lastDateText = "";
  private lastDate: string | null = null;
  // Whether lastDate is after latestAllowedDate (compared once per change of date, not per line).
  private lastDateAhead = false;
  private amcName = "";
  private category: CategoryHeading | null = null;
  private schemeCount = 0;
  private firstFieldCountProblem: string | null = null;
  private onlyFieldCountProblems = true;

  constructor(
    readonly layout: NavFileLayout,
    private readonly cache: NavParseCache,
    readonly latestAllowedDate: string | undefined,
  ) {
    const columns = LAYOUT_COLUMNS[layout];
    // The NAV field follows the prefix a PlanEntry stands for, and the date is the last field (all layouts).
    this.semicolonsBeforeNav = columns.nav;
    this.semicolonsAfterNav = columns.fieldCount - 1 - columns.nav;
    this.table = cache.table(layout);
    this.pass = cache.beginPass();
  }

  private skip(line: number, reason: SkipReason, lineText: string): void {
    if (reason !== "field-count") this.onlyFieldCountProblems = false;
    this.skipped.push({ line, reason, text: excerpt(lineText) });
  }

  /**
   * Reads the trimmed, non-blank line text.slice(start, end), number lineNumber. Returns whether it is a
   * heading (a line without ";").
   */
  line(text: string, start: number, end: number, lineNumber: number): boolean {
    const { table, cache } = this;
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
        const heading = cache.heading(text.slice(start, end));
        if (heading.kind === "amc") {
          this.amcName = heading.amcName;
          this.amcNames.add(heading.amcName);
        } else {
          this.category = heading;
          this.amcName = "";
          if (heading.category === null && !this.unmapped.has(heading.rawCategoryHeading))
            this.unmapped.set(heading.rawCategoryHeading, 0);
        }
        return true;
      }
      let semicolon = firstSemicolon;
      for (let found = 1; found < this.semicolonsBeforeNav && semicolon !== -1; found++) {
        semicolon = text.indexOf(";", semicolon + 1);
        if (semicolon >= end) semicolon = -1;
      }
      if (semicolon !== -1) entry = table.entry(text, start, semicolon + 1, code);
    }
    this.dataLines++;

    // The fields after the prefix: NAV, (history-8: repurchase and sale price,) date.
    const navStart = entry === undefined ? -1 : start + entry.prefix.length;
    let navEnd = -1;
    let semicolon = navStart - 1;
    let found = 0;
    while (entry !== undefined && found < this.semicolonsAfterNav) {
      semicolon = text.indexOf(";", semicolon + 1);
      if (semicolon === -1 || semicolon >= end) break;
      if (found++ === 0) navEnd = semicolon;
    }
    // The date is the rest of the line. A field with a ";" is a field-count skip before it is
    // remembered, so one equal to the last date field needs no search for an extra ";".
    let dateFrom = semicolon + 1;
    while (dateFrom < end && isTrimmed(text.charCodeAt(dateFrom))) dateFrom++;
    let date: string | null = this.lastDate;
    const sameDate = sameText(text, dateFrom, end, this.lastDateText);
    if (
      entry === undefined ||
      found !== this.semicolonsAfterNav ||
      (!sameDate && countSemicolons(text, dateFrom, end) > 0)
    ) {
      if (this.firstFieldCountProblem === null) {
        this.firstFieldCountProblem = fieldCountMessage(lineNumber, countSemicolons(text, start, end) + 1, this.layout);
      }
      this.skip(lineNumber, "field-count", text.slice(start, end));
      return false;
    }
    if (!sameDate) {
      this.lastDateText = text.slice(dateFrom, end);
      this.lastDate = date = cache.date(this.lastDateText);
      this.lastDateAhead = this.latestAllowedDate !== undefined && date !== null && date > this.latestAllowedDate;
    }
    if (entry.schemeCode === null) {
      this.skip(lineNumber, "scheme-code-invalid", text.slice(start, end));
      return false;
    }

    const [navFrom, navTo] = trimBounds(text, navStart, navEnd);
    const navProblem = navProblemAt(text, navFrom, navTo);
    this.countScheme(entry);
    if (navProblem !== null) {
      this.skip(lineNumber, navProblem, text.slice(start, end));
      return false;
    }
    if (date === null) {
      this.skip(lineNumber, "date-invalid", text.slice(start, end));
      return false;
    }
    if (this.lastDateAhead) {
      this.skip(lineNumber, "date-ahead", text.slice(start, end));
      return false;
    }

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
    const asWritten = leadingZero || !Number.isSafeInteger(digits) ? navTextAt(text, navFrom, navTo) : null;
    this.keep(lineNumber, entry, date, digits, scale, asWritten);
    return false;
  }

  /** A data line with a valid scheme code whose NAV and date fields were found: its code counts for schemeCount. */
  countScheme(entry: PlanEntry): void {
    if (entry.codeSlot.pass !== this.pass) {
      entry.codeSlot.pass = this.pass;
      this.schemeCount++;
    }
  }

  /**
   * Keeps a valid row: its plan's entry, its date (ISO), its NAV as digits and scale, and the NAV as written
   * where those do not give it back. The caller has counted the line (dataLines, countScheme).
   */
  keep(lineNumber: number, entry: PlanEntry, date: string, digits: number, scale: number, asWritten: string | null) {
    const { rows } = this;
    if (entry.malformedIsinGrowth !== null) {
      this.isinProblems.push({
        line: lineNumber,
        schemeCode: entry.schemeCode!,
        field: "isinGrowth",
        value: entry.malformedIsinGrowth,
      });
    }
    if (entry.malformedIsinReinvestment !== null) {
      this.isinProblems.push({
        line: lineNumber,
        schemeCode: entry.schemeCode!,
        field: "isinReinvestment",
        value: entry.malformedIsinReinvestment,
      });
    }
    const category = this.category;
    if (category !== null && category.category === null) {
      this.unmapped.set(category.rawCategoryHeading, (this.unmapped.get(category.rawCategoryHeading) ?? 0) + 1);
    }
    const amcName = this.amcName;
    if (amcName === "") this.withoutAmc.push(rows.count);
    if (asWritten !== null) rows.navText.set(rows.count, asWritten);
    this.groups.push(spellingGroup(entry, amcName, this.cache));
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

  /** Refuses a file without a single data line. */
  checkDataLines(): void {
    if (this.dataLines === 0) throw new NotANavFileError(noDataLinesMessage());
  }

  /** The file read (after its end was checked): refuses it if no row is valid, else its scan. */
  finish(): NavFileScan {
    const { rows, skipped, groups, withoutAmc } = this;
    const firstSkipped = skipped[0];
    if (rows.count === 0 && firstSkipped !== undefined) {
      if (this.onlyFieldCountProblems && this.firstFieldCountProblem !== null) {
        throw new NotANavFileError(noLineWithFieldCountMessage(this.dataLines, this.firstFieldCountProblem));
      }
      const firstProblem =
        firstSkipped.reason === "field-count" && this.firstFieldCountProblem !== null
          ? this.firstFieldCountProblem
          : `line ${firstSkipped.line}: ${firstSkipped.reason}`;
      throw new NotANavFileError(noValidRecordsMessage(this.dataLines, firstProblem));
    }

    if (withoutAmc.length > 0) {
      inferMissingAmcNames(rows, withoutAmc, this.amcNames);
      for (const i of withoutAmc) groups[i] = spellingGroup(rows.entry[i]!, rows.amcName[i]!, this.cache);
    }
    unifySchemeNameSpelling(rows.schemeName, groups, this.pass);
    return {
      layout: this.layout,
      rows,
      skipped,
      isinProblems: this.isinProblems,
      unmappedHeadings: [...this.unmapped].map(([heading, count]) => ({ heading, records: count })),
      schemeCount: this.schemeCount,
    };
  }
}
