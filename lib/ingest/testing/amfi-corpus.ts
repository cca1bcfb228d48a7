import { existsSync } from "node:fs";
import path from "node:path";
import { SHARED_DATA_DIR } from "@/lib/ingest/shared-data-dir";

/** The real AMFI captures shared with the project (never copied into it); absent on a fresh clone elsewhere. */
export const AMFI_DATA_DIR = process.env.AMFI_DATA_DIR ?? path.join(SHARED_DATA_DIR, "amfi");
export const AMFI_CORPUS = path.join(AMFI_DATA_DIR, "navall-daily-2025-07-16_2026-08-22.tar.xz");

export function corpusAvailable(): boolean {
  const available = existsSync(AMFI_CORPUS);
  if (!available)
    console.warn(
      `Skipping: the AMFI corpus is not at ${AMFI_CORPUS} (it lives outside the repository, in ../shared/data/amfi).`,
    );
  return available;
}
