import { readFileSync } from "node:fs";
import type { Sql } from "postgres";
import { importNavFiles } from "@/lib/ingest/nav-import/import-nav-files";
import { importSchemeMaster } from "@/lib/ingest/scheme-master/import-scheme-master";
import { sharedDataFile } from "@/lib/ingest/testing/shared-data";

/** A real NAVAll capture (the app's plans, with the fund names of January 2026) and the real scheme master. */
export const REAL_NAV = sharedDataFile("amfi/samples/NAVAll-2026-01-27.txt");
export const REAL_MASTER = sharedDataFile("scheme-master/SchemeData-2024-11-18.csv");

/** Stores the funds the fact importers match names to: REAL_NAV's plans, then REAL_MASTER. Both must exist. */
export async function storeRealFunds(sql: Sql): Promise<void> {
  await importNavFiles(sql, [{ name: "NAVAll-2026-01-27.txt", read: async () => readFileSync(REAL_NAV!) }], {
    today: "2026-01-27",
  });
  const master = await importSchemeMaster(sql, {
    name: "SchemeData-2024-11-18.csv",
    bytes: readFileSync(REAL_MASTER!),
  });
  if (master.status !== "imported") throw new Error(`the real scheme master was not imported: ${master.message}`);
}
