import { readFileSync } from "node:fs";
import type { Sql } from "postgres";
import { createDatabase } from "@/lib/db/client";
import { copySharedTemplate, type ScratchDatabase } from "@/lib/db/testing/test-database";
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

/**
 * A fresh migrated database holding what storeRealFunds stores, copied from a template the run's files share: the
 * import (a whole NAVAll capture and the master, with their metrics) is done by the first file that asks, where
 * each file used to do it again.
 */
export function copyOfRealFunds(): Promise<ScratchDatabase> {
  return copySharedTemplate("real_funds", async (url) => {
    const sql = createDatabase(url, 4).sql;
    try {
      await storeRealFunds(sql);
    } finally {
      await sql.end();
    }
  });
}
