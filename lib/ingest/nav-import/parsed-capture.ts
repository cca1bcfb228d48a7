// What the parse worker sends back for one file: the file's report, its NAVs as typed arrays (moved, not
// copied, between threads), and a plan's description only where it differs from the one the worker last
// sent for that plan (almost never after the first file).
import {
  createNavParseCache,
  navFileBytes,
  navRecordAt,
  scanNavBytes,
  NotANavFileError,
  type NavFileScan,
  type NavParseCache,
  type ParsedNavFile,
  type SkipReason,
} from "@/lib/ingest/amfi";
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

  parse(name: string, bytes: Uint8Array, latestAllowedDate: string): ParsedCapture {
    let scan: NavFileScan;
    try {
      scan = scanNavBytes(navFileBytes(bytes), { latestAllowedDate, cache: this.cache });
    } catch (error) {
      if (error instanceof NotANavFileError) return { ok: false, message: error.message };
      throw error;
    }
    const { rows } = scan;
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
    for (let r = 0; r < n; r++) {
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
    const report = fileReport(name, scan);
    if (tooLong > 0) {
      report.skipped["nav-invalid"] = (report.skipped["nav-invalid"] ?? 0) + tooLong;
      report.rowsTotal -= tooLong;
    }
    return {
      ok: true,
      layout: scan.layout,
      schemeCount: scan.schemeCount,
      latestDate,
      report,
      codes: i < n ? codes.slice(0, i) : codes,
      days: i < n ? days.slice(0, i) : days,
      digits: i < n ? digits.slice(0, i) : digits,
      scales: i < n ? scales.slice(0, i) : scales,
      descriptions,
    };
  }
}

function fileReport(name: string, parsed: NavFileScan): NavImportReport {
  const skipped: Partial<Record<SkipReason, number>> = {};
  const perReason = new Map<SkipReason, number>();
  const skippedExamples = parsed.skipped.filter((line) => {
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
