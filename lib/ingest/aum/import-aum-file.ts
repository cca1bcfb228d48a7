// One AUM file in one transaction: parsed and checked whole first (a refused file changes nothing), matched
// to the app's funds and written. The same bytes a second time change nothing.
import type { Sql } from "postgres";
import { parseAumFile } from "@/lib/ingest/aum/parse-aum-file";
import { writeFundAum } from "@/lib/ingest/aum/write-fund-aum";
import type { FactFile, FactImportReport } from "@/lib/ingest/fact-sources/fact-source";
import { latestDate } from "@/lib/ingest/fact-sources/latest-date";
import { importFactOnce, refusedFactFile } from "@/lib/ingest/fact-sources/record-fact-import";
import { matchStoredFunds } from "@/lib/ingest/fund-names/match-stored-funds";

export async function importAumFile(sql: Sql, file: FactFile): Promise<FactImportReport> {
  const parsed = parseAumFile(file.bytes);
  if (!parsed.ok) return refusedFactFile("aum", file, parsed.message, parsed.rowCount);
  const { layout, rows } = parsed;
  const asOf = latestDate(rows.map((row) => row.asOf));
  return importFactOnce(sql, {
    kind: "aum",
    file,
    layout: layout.id,
    asOf,
    rows: rows.length,
    write: async (tx, importId) => {
      const matched = await matchStoredFunds(tx, rows);
      const counts = await writeFundAum(tx, importId, matched.rows, layout.givesRiskAndBenchmark);
      return { matched: matched.matched, unmatched: matched.unmatched, counts };
    },
  });
}
