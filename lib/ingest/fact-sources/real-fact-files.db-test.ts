import path from "node:path";
import type { Sql } from "postgres";
import { createDatabase } from "@/lib/db/client";
import { createScratchDatabase, type ScratchDatabase } from "@/lib/db/testing/test-database";
import { describeFactReport, importFactFiles } from "@/lib/ingest/fact-sources/import-fact-files";
import { sortSources } from "@/lib/ingest/fact-sources/sort-sources";
import { expandSources } from "@/lib/ingest/nav-import/expand-sources";
import { SHARED_DATA_DIR, sharedDataFile } from "@/lib/ingest/testing/shared-data";

const MASTER = sharedDataFile("scheme-master/SchemeData-2024-11-18.csv");
const TER_DIR = sharedDataFile("ter");

(MASTER && TER_DIR ? describe : describe.skip)("data:import's sorting of the real fact files", () => {
  let scratch: ScratchDatabase;
  let sql: Sql;

  beforeAll(async () => {
    scratch = await createScratchDatabase({ migrated: true });
    sql = createDatabase(scratch.url, 3).sql;
  });
  afterAll(async () => {
    await sql.end();
    await scratch.drop();
  });

  it("recognises each file by content (packed or not) and imports the master before the TER files", async () => {
    // The TER folder first and the master last on the command line: the master is still imported first.
    const sources = await expandSources([TER_DIR!, MASTER!]);
    try {
      const { navFiles, factFiles } = await sortSources(sources.files);
      expect(navFiles).toEqual([]);
      expect(factFiles.map(({ source, file }) => [source.kind, path.relative(SHARED_DATA_DIR, file.path)])).toEqual([
        ["scheme-master", "scheme-master/SchemeData-2024-11-18.csv"],
        ["ter", "ter/amfi-ter-daily-2023-11.csv.xz"],
        ["ter", "ter/amfi-ter-daily-2023-11.html.gz"],
        ["ter", "ter/captn3m0-ter-history-changes.csv.xz"],
        ["ter", "ter/captn3m0-ter-tracker-data-2024-10-07.csv"],
      ]);
      // The master and the tracker's latest file: the smallest pair that shows the order matters (the TER
      // importer refuses to run before a master is stored).
      const reports = await importFactFiles(sql, [factFiles[0]!, factFiles[4]!]);
      expect(reports.map((report) => describeFactReport(report).split("\n")[0])).toEqual([
        "scheme-master as of 2024-11-18: 15734 rows, 0 matched, 15734 unmatched.",
        "ter as of 2024-10-07: 1622 rows, 1606 matched, 16 unmatched.",
      ]);
    } finally {
      await sources.cleanup();
    }
  });
});
