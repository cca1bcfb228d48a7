import type { IsinProblem, NavFileLayout, SkipReason, SkippedLine } from "@/lib/ingest/amfi/types";

export type ImportStatus = "imported" | "already-imported" | "refused";

export interface NavImportReport {
  source: string;
  status: ImportStatus;
  /** Why a file was refused, in words a person can act on. */
  message?: string;
  layout?: NavFileLayout;
  importId?: number;
  /** Valid (scheme code, date, NAV) records in the file. */
  rowsTotal: number;
  rowsAdded: number;
  rowsUnchanged: number;
  /** Stored NAVs this file corrected (the old values are kept in nav_revisions). */
  rowsRevised: number;
  /** Rows whose stored value came from a later capture and was kept (an older capture imported after a newer one). */
  rowsSuperseded: number;
  /** The same (scheme code, date) more than once in the file: the last one counts. */
  duplicatesInFile: number;
  skipped: Partial<Record<SkipReason, number>>;
  skippedExamples: SkippedLine[];
  isinProblems: number;
  isinProblemExamples: IsinProblem[];
  unmappedHeadings: { heading: string; records: number }[];
  /** True when this import replaced the demo dataset. */
  replacedDemo: boolean;
  /** Lines that were not UTF-8 and were read as Windows-1252 (windows1252Note). */
  encodingNote?: string;
}

export function emptyReport(source: string, status: ImportStatus, message?: string): NavImportReport {
  return {
    source,
    status,
    message,
    rowsTotal: 0,
    rowsAdded: 0,
    rowsUnchanged: 0,
    rowsRevised: 0,
    rowsSuperseded: 0,
    duplicatesInFile: 0,
    skipped: {},
    skippedExamples: [],
    isinProblems: 0,
    isinProblemExamples: [],
    unmappedHeadings: [],
    replacedDemo: false,
  };
}
