// UTI's monthly riskometer and benchmark file in one transaction: every month's rows matched by fund name
// (UTI's fund code is no AMFI code) and written to plan_facts for every plan of the fund, each month at its
// month-end. A name that matches no fund is reported, never guessed.
import type { Sql } from "postgres";
import type { FactFile, FactImportReport } from "@/lib/ingest/fact-sources/fact-source";
import { latestDate } from "@/lib/ingest/fact-sources/latest-date";
import { importFactOnce, refusedFactFile } from "@/lib/ingest/fact-sources/record-fact-import";
import { matchStoredFunds } from "@/lib/ingest/fund-names/match-stored-funds";
import { UTI_RISKOMETER_SOURCE } from "@/lib/ingest/scheme-attributes/attribute-sources";
import { parseUtiRiskometerFile } from "@/lib/ingest/scheme-attributes/uti-riskometer-file";
import { writeAttributeFacts } from "@/lib/ingest/scheme-attributes/write-attribute-facts";

export async function importUtiRiskometerFile(sql: Sql, file: FactFile): Promise<FactImportReport> {
  const parsed = parseUtiRiskometerFile(file.bytes);
  if (!parsed.ok) return refusedFactFile("riskometer", file, parsed.message);
  const { rows, months, problems } = parsed;
  return importFactOnce(sql, {
    kind: "riskometer",
    file,
    layout: "uti-riskometer-monthly",
    asOf: latestDate(months),
    rows: rows.length,
    write: async (tx) => {
      const matched = await matchStoredFunds(
        tx,
        rows.map((row) => ({ ...row, amc: "UTI" })),
      );
      const counts = await writeAttributeFacts(
        tx,
        UTI_RISKOMETER_SOURCE,
        matched.rows.flatMap(({ row, codes }) =>
          codes.map((schemeCode) => ({
            schemeCode,
            asOf: row.asOf,
            facts: { risk_level: row.riskLevel, benchmark: row.benchmark },
          })),
        ),
      );
      const sorted = [...months].sort();
      const message = `${months.length} month-ends (${sorted[0]} .. ${sorted.at(-1)}).${problems.length ? ` ${problems.join("; ")}.` : ""}`;
      return { matched: matched.matched, unmatched: matched.unmatched, counts, message };
    },
  });
}
