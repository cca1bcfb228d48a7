import { existsSync } from "node:fs";
import path from "node:path";
import type { Sql } from "postgres";
import { importPaths } from "@/lib/ingest/import-paths";

/**
 * The real public files loaded by npm run data:real (and by npm start with REAL_DATA_DIR), relative to the
 * shared data folder. Folders are read whole; a file no importer recognises is refused with its reason, never
 * silently dropped.
 */
export const REAL_FACT_FOLDERS: readonly string[] = [
  "scheme-master",
  "ter",
  "aum-performance",
  "index-tri",
  "portfolios",
  "scheme-attributes",
];
export const REAL_DATA_FILES: readonly string[] = [
  "amfi/navall-daily-2025-07-16_2026-08-22.tar.xz",
  // Ten years of 97 schemes in AMFI's NAV-history download layout, one file a year: the history that lets a
  // 3-, 5- and 10-year return exist and "since launch" reach the launch date for those schemes.
  "amfi-history-10y",
  ...REAL_FACT_FOLDERS,
];

/** Imports the real data under `root`; what is absent is named and skipped. Returns false when nothing imported. */
export async function importRealData(
  sql: Sql,
  root: string,
  log: (line: string) => void = (line) => console.log(line),
  options: { navRefusalsOnly?: boolean } = {},
): Promise<boolean> {
  const present = REAL_DATA_FILES.filter((relative) => existsSync(path.join(root, relative)));
  const missing = REAL_DATA_FILES.filter((relative) => !present.includes(relative));
  if (missing.length) log(`Not found under ${root}, skipped: ${missing.join(", ")}`);
  if (present.length === 0) return false;
  return importPaths(
    sql,
    present.map((relative) => path.join(root, relative)),
    { log, ...options },
  );
}
