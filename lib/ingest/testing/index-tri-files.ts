import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { SHARED_DATA_DIR } from "@/lib/ingest/shared-data-dir";

/** NSE Indices' total return index files shared with the project (never copied into it). */
export const INDEX_TRI_DIR = path.join(SHARED_DATA_DIR, "index-tri");
export const NIFTY_50_TRI = path.join(INDEX_TRI_DIR, "niftyindices-NIFTY50-TRI-2005-04-01_2024-07-16.csv");
export const NIFTY_500_TRI_NTR = path.join(INDEX_TRI_DIR, "niftyindices-NIFTY500-TRI-NTR-2024-09-24_2026-10-06.csv");

export function indexFilesAvailable(): boolean {
  const available = existsSync(NIFTY_50_TRI) && existsSync(NIFTY_500_TRI_NTR);
  if (!available)
    console.warn(
      `Skipping: the index files are not in ${INDEX_TRI_DIR} (they live outside the repository, in ../shared/data/index-tri).`,
    );
  return available;
}

/** A shared file as a fact file for an importer, named by its base name as data:import names it. */
export function sharedFactFile(file: string) {
  return { name: path.basename(file), bytes: readFileSync(file) };
}
