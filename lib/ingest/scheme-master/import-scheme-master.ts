import type { Sql } from "postgres";
import { captureFromName } from "@/lib/ingest/amfi/capture-date";
import type { FactFile, FactImportReport } from "@/lib/ingest/fact-sources/fact-source";
import { importFactOnce, refusedFactFile } from "@/lib/ingest/fact-sources/record-fact-import";
import { settlePlanLabels } from "@/lib/ingest/nav-import/settle-plan-labels";
import { todayInIndia } from "@/lib/ingest/today-in-india";
import { masterOffers, storeMasterOffers } from "@/lib/ingest/scheme-master/master-nfos";
import { parseSchemeMaster } from "@/lib/ingest/scheme-master/parse-scheme-master";
import { storeMasterFacts, storeMasterRows } from "@/lib/ingest/scheme-master/store-master-rows";

export interface MasterImportOptions {
  /** Today in India (YYYY-MM-DD): a scheme launching or closing after it is a new fund offer. */
  today?: string;
}

/**
 * Imports AMFI's scheme master in one transaction. The file speaks for the date in its name
 * (SchemeData-2024-11-18.csv), else for the import day; a master older than the stored one is refused.
 */
export async function importSchemeMaster(
  sql: Sql,
  file: FactFile,
  options: MasterImportOptions = {},
): Promise<FactImportReport> {
  const today = options.today ?? todayInIndia();
  const asOf = captureFromName(file.name).fileDate ?? today;
  const parsed = parseSchemeMaster(file.bytes);
  if (!parsed.ok) return refusedFactFile("scheme-master", file, parsed.message);
  const { rows } = parsed;
  return importFactOnce(sql, {
    kind: "scheme-master",
    file,
    layout: "scheme-master",
    asOf,
    rows: rows.length,
    refuse: async (tx) => {
      const [stored] = await tx<{ as_of: string | null }[]>`
        select to_char(max(as_of), 'YYYY-MM-DD') as as_of from imports where kind = 'scheme-master' and finished_at is not null`;
      return stored?.as_of && stored.as_of > asOf
        ? `this master is as of ${asOf}, older than the stored one (as of ${stored.as_of}); it would overwrite newer rows`
        : null;
    },
    write: async (tx, importId) => {
      const counts = await storeMasterRows(tx, rows, importId);
      const plans = await storeMasterFacts(tx, rows, asOf);
      await storeMasterOffers(tx, masterOffers(rows, today));
      await settlePlanLabels(tx);
      // Unmatched: codes with no plan in the app (matured, wound up or not yet launched schemes; or NAVs not imported).
      const unmatched = rows
        .filter((row) => !plans.has(row.schemeCode))
        .map((row) => `${row.schemeCode} ${row.navName}`);
      return { matched: plans.size, unmatched, counts };
    },
  });
}
