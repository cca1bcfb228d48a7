import type { Sql } from "postgres";
import type { FactFile, FactImportReport } from "@/lib/ingest/fact-sources/fact-source";
import { refreshScreenerPlans } from "@/lib/screener/refresh-screener-plans";

/** An importer followed by the screener's rebuild when it imported, as a data:import run of that one file does. */
export function published(importFile: (sql: Sql, file: FactFile) => Promise<FactImportReport>) {
  return async (sql: Sql, file: FactFile): Promise<FactImportReport> => {
    const report = await importFile(sql, file);
    if (report.status === "imported") await refreshScreenerPlans(sql);
    return report;
  };
}
