import type { Sql } from "postgres";
import type { FactFile, FactImportReport } from "@/lib/ingest/fact-sources/fact-source";
import { latestDate } from "@/lib/ingest/fact-sources/latest-date";
import { importFactOnce, refusedFactFile } from "@/lib/ingest/fact-sources/record-fact-import";
import { todayInIndia } from "@/lib/ingest/today-in-india";
import { parseTerFile } from "@/lib/ingest/ter/parse-ter-file";
import { matchTerRows, storeTerFacts } from "@/lib/ingest/ter/store-ter-rows";

/**
 * Imports one TER file in one transaction: every dated value becomes a fact of the plans of its fund, matched
 * by fund name to the scheme master (import the master first). Unmatched names are listed in the report.
 */
export async function importTerFile(
  sql: Sql,
  file: FactFile,
  options: { today?: string } = {},
): Promise<FactImportReport> {
  const parsed = parseTerFile(file.name, file.bytes, options.today ?? todayInIndia());
  if (!parsed.ok) return refusedFactFile("ter", file, parsed.message);
  const { rows, layout } = parsed;
  const asOf = latestDate(rows.map((row) => row.date));
  return importFactOnce(sql, {
    kind: "ter",
    file,
    layout,
    asOf,
    rows: rows.length,
    refuse: async (tx) => {
      const [master] = await tx<{ n: number }[]>`select count(*)::int as n from scheme_master`;
      return master!.n === 0
        ? "no scheme master is stored: TER rows name funds, which only the master's fund names match (import SchemeData first)"
        : null;
    },
    write: async (tx) => {
      const match = await matchTerRows(tx, rows);
      return { ...match, counts: await storeTerFacts(tx, rows) };
    },
  });
}
