import type { Sql } from "postgres";
import type { NavImportReport } from "@/lib/ingest/nav-import/import-report";
import { importNavFiles, type ImportNavOptions } from "@/lib/ingest/nav-import/import-nav-files";

export interface NavFileInput {
  /** File name, shown in reports and stored with the import; its date and capture number order the capture. */
  name: string;
  bytes: Uint8Array;
}

/** Imports one AMFI NAV file (a batch of one; see importNavFiles). Metrics are left in metrics_pending. */
export async function importNavFile(
  sql: Sql,
  file: NavFileInput,
  options: ImportNavOptions = {},
): Promise<NavImportReport> {
  const batch = await importNavFiles(sql, [{ name: file.name, read: async () => file.bytes }], options);
  return batch.files[0]!;
}
