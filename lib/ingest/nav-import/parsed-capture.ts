// What the parse worker sends back for one file: the file's report, its NAVs as typed arrays (moved, not
// copied, between threads), and a plan's description only where it differs from the one the worker last
// sent for that plan (almost never after the first file).
import {
  createNavParseCache,
  decodeNavFileBytes,
  parseNavFile,
  NotANavFileError,
  type NavParseCache,
  type ParsedNavFile,
  type SkipReason,
} from "@/lib/ingest/amfi";
import { emptyReport, type NavImportReport } from "@/lib/ingest/nav-import/import-report";
import { encodeDecimal } from "@/lib/ingest/nav-import/encoded-decimal";
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
      digits: Float64Array;
      scales: Uint8Array;
      /** [row, description, its category] for rows whose plan's description changed since the last file. */
      descriptions: [number, PlanDescription, CategoryFacts | null][];
    };

const EXAMPLES_PER_REASON = 5;

/** A parser with memory across the files of one batch, read in order. */
export class CaptureParser {
  private readonly cache: NavParseCache = createNavParseCache();
  private readonly lastSent = new Map<number, PlanDescription>();
  private readonly dayOf = new Map<string, number>();

  parse(name: string, bytes: Uint8Array, latestAllowedDate: string): ParsedCapture {
    let parsed: ParsedNavFile;
    try {
      parsed = parseNavFile(decodeNavFileBytes(bytes), { latestAllowedDate, cache: this.cache });
    } catch (error) {
      if (error instanceof NotANavFileError) return { ok: false, message: error.message };
      throw error;
    }
    const n = parsed.records.length;
    const codes = new Int32Array(n);
    const days = new Int32Array(n);
    const digits = new Float64Array(n);
    const scales = new Uint8Array(n);
    const descriptions: [number, PlanDescription, CategoryFacts | null][] = [];
    let latestDate = "";
    let tooLong = 0;
    let i = 0;
    for (const r of parsed.records) {
      const value = encodeDecimal(r.nav);
      // Digits beyond a double's exact range (no real NAV has them) would not come back as written.
      if (!Number.isSafeInteger(value.digits) || value.scale > 255) {
        tooLong += 1;
        continue;
      }
      codes[i] = r.schemeCode;
      let day = this.dayOf.get(r.date);
      if (day === undefined) this.dayOf.set(r.date, (day = isoToDay(r.date)));
      days[i] = day;
      digits[i] = value.digits;
      scales[i] = value.scale;
      if (r.date > latestDate) latestDate = r.date;
      const sent = this.lastSent.get(r.schemeCode);
      if (sent === undefined || !samePlanDescription(sent, r)) {
        const description = planDescription(r);
        this.lastSent.set(r.schemeCode, description);
        const category = r.category
          ? { slug: r.category.slug, assetClass: r.category.assetClass, sebiCategory: r.category.sebiCategory }
          : null;
        descriptions.push([i, description, category]);
      }
      i += 1;
    }
    const report = fileReport(name, parsed);
    if (tooLong > 0) {
      report.skipped["nav-invalid"] = (report.skipped["nav-invalid"] ?? 0) + tooLong;
      report.rowsTotal -= tooLong;
    }
    return {
      ok: true,
      layout: parsed.layout,
      schemeCount: parsed.schemeCount,
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

function fileReport(name: string, parsed: ParsedNavFile): NavImportReport {
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
    rowsTotal: parsed.records.length,
    skipped,
    skippedExamples,
    isinProblems: parsed.isinProblems.length,
    isinProblemExamples: parsed.isinProblems.slice(0, 20),
    unmappedHeadings: parsed.unmappedHeadings,
  };
}
