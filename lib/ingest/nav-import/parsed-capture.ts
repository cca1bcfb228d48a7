// What the parse worker sends back for one file: the file's report, its NAVs as typed arrays (moved, not
// copied, between threads), and a plan's description only where it differs from the one the worker last
// sent for that plan (almost never after the first file).
import {
  createNavParseCache,
  navRecordAt,
  scanNavBytes,
  NotANavFileError,
  type NavFileScan,
  type NavParseCache,
  type ParsedNavFile,
  type SkipReason,
  type SkippedLine,
} from "@/lib/ingest/amfi";
import { readNavFileBytes, type NavFileBytes } from "@/lib/ingest/amfi/decode-nav-file";
import { decodeDecimal, sameEncodedDecimal } from "@/lib/ingest/amfi/encoded-decimal";

const navTextAt = (scan: NavFileScan, row: number) =>
  scan.rows.navText.get(row) ?? decodeDecimal(scan.rows.digits[row]!, scan.rows.scale[row]!);
import type { CategoryHeading } from "@/lib/ingest/amfi/heading-line";
import type { PlanEntry } from "@/lib/ingest/amfi/plan-entry";
import { SchemeCodeTable } from "@/lib/ingest/amfi/scheme-code-table";
import { emptyReport, type NavImportReport } from "@/lib/ingest/nav-import/import-report";
import { planDescription, samePlanDescription, type PlanDescription } from "@/lib/ingest/nav-import/structure-merge";
import { isoToDay } from "@/lib/metrics/day-number";

export interface CategoryFacts {
  slug: string;
  assetClass: string;
  sebiCategory: string;
}

export type ParsedCapture =
  | { ok: false; message: string }
  | {
      ok: true;
      layout: ParsedNavFile["layout"];
      schemeCount: number;
      /** The latest NAV date kept (an undated file is dated by it). */
      latestDate: string;
      /** The NAV date most kept rows carry (a daily capture's own date is a few days after it). */
      modeDate: string | null;
      report: NavImportReport;
      codes: Int32Array;
      days: Int32Array;
      /** Each NAV as it was written ("95.4300") in two numbers: its digits (954300) and its scale (4). */
      digits: Float64Array;
      scales: Uint8Array;
      /** [row, description, its category] for rows whose plan's description changed since the last file. */
      descriptions: [number, PlanDescription, CategoryFacts | null][];
    };

const EXAMPLES_PER_REASON = 5;

/** The description last sent for a plan, and the parts of the line it was read from. */
interface Sent {
  description: PlanDescription;
  entry: PlanEntry;
  amcName: string;
  schemeName: string;
  heading: CategoryHeading | null;
}

/** A parser with memory across the files of one batch, read in order. */
export class CaptureParser {
  private readonly cache: NavParseCache = createNavParseCache();
  private readonly sent = new SchemeCodeTable<Sent>();
  private readonly dayOf = new Map<string, number>();
  /** Per scheme code, the file (parse number) and row it was last seen in: finds a code repeated in one file. */
  private readonly lastRow = new SchemeCodeTable<{ pass: number; row: number }>();
  private pass = 0;

  /**
   * Rows whose scheme code and date the file gives twice with two NAVs: AMFI publishes one NAV a plan a day,
   * so neither can be trusted, and both are refused (with their line numbers) rather than one picked.
   */
  private repeatedCodes(scan: NavFileScan): { rows: Set<number>; lines: SkippedLine[] } {
    const { rows } = scan;
    const pass = ++this.pass;
    const refused = new Set<number>();
    const lines: SkippedLine[] = [];
    for (let r = 0; r < rows.count; r++) {
      const code = rows.entry[r]!.schemeCode!;
      const seen = this.lastRow.get(code);
      if (seen === undefined) this.lastRow.set(code, { pass, row: r });
      else if (seen.pass !== pass) {
        seen.pass = pass;
        seen.row = r;
      } else {
        const first = seen.row;
        if (
          rows.date[first] === rows.date[r] &&
          !sameEncodedDecimal(rows.digits[first]!, rows.scale[first]!, rows.digits[r]!, rows.scale[r]!)
        ) {
          for (const [row, other] of [
            [first, r],
            [r, first],
          ] as const)
            if (!refused.has(row)) {
              refused.add(row);
              lines.push({
                line: rows.line[row]!,
                reason: "code-repeated",
                text: `scheme code ${code} dated ${rows.date[row]} with NAV ${navTextAt(scan, row)}; line ${rows.line[other]} gives ${navTextAt(scan, other)}`,
              });
            }
        }
        seen.row = r;
      }
    }
    return { rows: refused, lines };
  }

  parse(name: string, bytes: Uint8Array, latestAllowedDate: string): ParsedCapture {
    let scan: NavFileScan;
    let read: NavFileBytes;
    try {
      read = readNavFileBytes(bytes);
      scan = scanNavBytes(read.bytes, { latestAllowedDate, cache: this.cache });
    } catch (error) {
      if (error instanceof NotANavFileError) return { ok: false, message: error.message };
      throw error;
    }
    const { rows } = scan;
    const repeated = this.repeatedCodes(scan);
    const n = rows.count;
    const codes = new Int32Array(n);
    const days = new Int32Array(n);
    const digits = new Float64Array(n);
    const scales = new Uint8Array(n);
    const descriptions: [number, PlanDescription, CategoryFacts | null][] = [];
    let latestDate = "";
    let lastDate = "";
    let lastDay = 0;
    let tooLong = 0;
    let i = 0;
    // Rows come in runs of one date: counted per run.
    const perDate = new Map<string, number>();
    let runDate = "";
    let runLength = 0;
    for (let r = 0; r < n; r++) {
      if (repeated.rows.size > 0 && repeated.rows.has(r)) continue;
      const value = rows.digits[r]!;
      const scale = rows.scale[r]!;
      // Digits beyond a double's exact range (no real NAV has them) would not come back as written.
      if (!Number.isSafeInteger(value) || scale > 255) {
        tooLong += 1;
        continue;
      }
      const entry = rows.entry[r]!;
      const code = entry.schemeCode!;
      const date = rows.date[r]!;
      if (date !== runDate) {
        if (runLength > 0) perDate.set(runDate, (perDate.get(runDate) ?? 0) + runLength);
        runDate = date;
        runLength = 0;
      }
      runLength += 1;
      if (date !== lastDate) {
        lastDate = date;
        lastDay = this.dayOf.get(date) ?? isoToDay(date);
        this.dayOf.set(date, lastDay);
        if (date > latestDate) latestDate = date;
      }
      codes[i] = code;
      days[i] = lastDay;
      digits[i] = value;
      scales[i] = scale;
      const amcName = rows.amcName[r]!;
      const schemeName = rows.schemeName[r]!;
      const heading = rows.heading[r]!;
      const sent = this.sent.get(code);
      // A description is a function of these four: the same ones say the same (the usual line).
      if (
        sent === undefined ||
        sent.entry !== entry ||
        sent.amcName !== amcName ||
        sent.schemeName !== schemeName ||
        sent.heading !== heading
      ) {
        const record = navRecordAt(scan, r);
        const same = sent !== undefined && samePlanDescription(sent.description, record);
        const description = same ? sent.description : planDescription(record);
        this.sent.set(code, { description, entry, amcName, schemeName, heading });
        if (!same) {
          const category = record.category
            ? {
                slug: record.category.slug,
                assetClass: record.category.assetClass,
                sebiCategory: record.category.sebiCategory,
              }
            : null;
          descriptions.push([i, description, category]);
        }
      }
      i += 1;
    }
    if (runLength > 0) perDate.set(runDate, (perDate.get(runDate) ?? 0) + runLength);
    let modeDate: string | null = null;
    for (const [date, count] of perDate) if (modeDate === null || count > perDate.get(modeDate)!) modeDate = date;
    const report = fileReport(name, scan, repeated.lines);
    report.rowsTotal -= repeated.rows.size;
    if (read.windows1252Lines.length > 0) report.encodingNote = windows1252Note(read.windows1252Lines);
    if (tooLong > 0) {
      report.skipped["nav-invalid"] = (report.skipped["nav-invalid"] ?? 0) + tooLong;
      report.rowsTotal -= tooLong;
    }
    return {
      ok: true,
      layout: scan.layout,
      schemeCount: scan.schemeCount,
      latestDate,
      modeDate,
      report,
      codes: i < n ? codes.slice(0, i) : codes,
      days: i < n ? days.slice(0, i) : days,
      digits: i < n ? digits.slice(0, i) : digits,
      scales: i < n ? scales.slice(0, i) : scales,
      descriptions,
    };
  }
}

function fileReport(name: string, parsed: NavFileScan, repeated: readonly SkippedLine[]): NavImportReport {
  const skipped: Partial<Record<SkipReason, number>> = {};
  const perReason = new Map<SkipReason, number>();
  const skippedExamples = [...parsed.skipped, ...repeated].filter((line) => {
    skipped[line.reason] = (skipped[line.reason] ?? 0) + 1;
    const n = perReason.get(line.reason) ?? 0;
    perReason.set(line.reason, n + 1);
    return n < EXAMPLES_PER_REASON;
  });
  return {
    ...emptyReport(name, "imported"),
    layout: parsed.layout,
    rowsTotal: parsed.rows.count,
    skipped,
    skippedExamples,
    isinProblems: parsed.isinProblems.length,
    isinProblemExamples: parsed.isinProblems.slice(0, 20),
    unmappedHeadings: parsed.unmappedHeadings,
  };
}

/** What the importer says of lines that were not UTF-8. */
export function windows1252Note(lines: readonly number[]): string {
  const shown = lines.slice(0, 5).join(", ");
  const more = lines.length > 5 ? ` and ${lines.length - 5} more` : "";
  return `${lines.length === 1 ? "line" : "lines"} ${shown}${more} not UTF-8: read as Windows-1252`;
}
