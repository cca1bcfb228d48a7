import type { Sql } from "postgres";

/** The public sources of fund facts beside the NAVs (docs/data-import.md, "Fund facts"). */
export type FactSourceKind =
  "scheme-master" | "ter" | "aum" | "index-series" | "riskometer" | "idcw" | "scheme-data" | "portfolio";

export interface FactFile {
  /** What reports call it (the path as given, or "archive:member"). */
  name: string;
  /** The file's bytes, already unpacked from gzip or xz. */
  bytes: Buffer;
}

export interface FactImportReport {
  source: string;
  kind: FactSourceKind;
  status: "imported" | "already-imported" | "refused";
  /** Why a file was refused, or what "already imported" means; one sentence, never raw file content. */
  message?: string;
  /** The date the file speaks for (a TER's date, an AUM month-end, the master's download date). */
  asOf?: string | null;
  rows: number;
  /** Rows that reached one of the app's plans or funds, and the names of those that did not. */
  matched: number;
  unmatched: string[];
}

export interface FactSource {
  kind: FactSourceKind;
  /** Whether a file is of this kind, from its first few kilobytes of text (by content, not by name). */
  recognises: (head: string) => boolean;
  /**
   * Imports one file in one transaction; a refused file changes nothing. It does not rebuild the screener's
   * rows: the caller does that once for a run of files (importFactFiles, runSync), not once a file.
   */
  importFile: (sql: Sql, file: FactFile) => Promise<FactImportReport>;
}
