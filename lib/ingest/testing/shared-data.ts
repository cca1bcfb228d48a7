import { existsSync } from "node:fs";
import path from "node:path";
import { SHARED_DATA_DIR } from "@/lib/ingest/shared-data-dir";

export { SHARED_DATA_DIR };

/** The path of a shared data file (relative to SHARED_DATA_DIR), or null with a warning saying why tests skip. */
export function sharedDataFile(relative: string): string | null {
  const file = path.join(SHARED_DATA_DIR, relative);
  if (existsSync(file)) return file;
  console.warn(`Skipping: ${file} is absent (real data lives outside the repository, in ../shared/data).`);
  return null;
}
