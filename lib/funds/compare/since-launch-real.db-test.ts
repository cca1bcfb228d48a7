import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { Sql } from "postgres";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";
import { compareFunds } from "@/lib/funds/compare-funds";
import { bestIndexes } from "@/lib/funds/compare/best-values";
import { rankableSinceLaunch, sinceLaunchCellText } from "@/lib/funds/compare/since-launch";
import { formatPercent } from "@/lib/format";
import { finishPendingMetrics } from "@/lib/ingest/nav-import/finish-pending-metrics";
import { importNavFiles } from "@/lib/ingest/nav-import/import-nav-files";
import { importSchemeMaster } from "@/lib/ingest/scheme-master/import-scheme-master";
import { AMFI_CORPUS } from "@/lib/ingest/testing/amfi-corpus";
import { readCorpusCaptures } from "@/lib/ingest/testing/corpus-captures";
import { REAL_MASTER } from "@/lib/ingest/testing/real-funds";
import { sharedDataFile } from "@/lib/ingest/testing/shared-data";

// The slice: the scheme master (launch dates), AMFI's NAV-history files of 2022 to 2025 (quant Large Cap from its
// launch) and two daily captures a year apart (every live plan, SBI Healthcare Opportunities from Jul 2025 only).
const HISTORY = [2022, 2023, 2024, 2025].map((year) => sharedDataFile(`amfi-history-10y/nav-history-${year}.txt`));
const CAPTURES = ["2025-07-16.1", "2026-08-21.1"];
const present = HISTORY.every(Boolean) && REAL_MASTER && existsSync(AMFI_CORPUS);

const SBI_HEALTHCARE_DIRECT_GROWTH = "INF200K01UP2"; // launched Jan 01, 1993 (scheme master); first NAV here Jul 2025
const QUANT_LARGE_CAP_DIRECT_GROWTH = "INF966L01AT0"; // launched Jul 20, 2022; first NAV Aug 12, 2022

(present ? describe : describe.skip)("compare's since-launch row on real NAVs", () => {
  let database: MigratedDatabase;
  let sql: Sql;

  beforeAll(async () => {
    database = await createMigratedDatabase();
    sql = database.sql;
    const captures = await readCorpusCaptures(CAPTURES);
    await importNavFiles(sql, [
      ...HISTORY.map((file) => ({ name: file!, read: () => readFile(file!) })),
      ...CAPTURES.map((member) => ({ name: `navall/${member}.txt`, read: async () => captures.get(member)! })),
    ]);
    const master = await importSchemeMaster(sql, { name: "SchemeData.csv", bytes: readFileSync(REAL_MASTER!) });
    if (master.status !== "imported") throw new Error(master.message);
    await finishPendingMetrics(sql);
  }, 300_000);
  afterAll(() => database.drop());

  it("says a 1993 fund's figure runs from the first NAV in our data, and gives it no Best", async () => {
    const { funds } = await compareFunds(sql, [SBI_HEALTHCARE_DIRECT_GROWTH, QUANT_LARGE_CAP_DIRECT_GROWTH]);
    const [sbi, quant] = funds;
    expect(sbi).toMatchObject({ launch_date: "1993-01-01", inception_date: "2025-07-15" });
    expect(sbi!.since_launch_from).toBe("2025-07-15");
    expect(quant).toMatchObject({ launch_date: "2022-07-20", inception_date: "2022-08-12", since_launch_from: null });
    const signed = (value: number | null) => formatPercent(value, { allowNegative: true });
    expect(funds.map((fund) => sinceLaunchCellText(fund!, signed))).toEqual([
      "17.17% since Jul 15, 2025 (first NAV in our data)", // (599.4733 / 503.6900)^(365/401) - 1
      "13.92%", // (16.9124 / 10.0108)^(365/1469) - 1, from Aug 12, 2022 to Aug 20, 2026
    ]);
    // Was: "17.17%" with "★ Best" beside "Launched Jan 01, 1993", over 13.92% since a launch the data does reach.
    expect([...bestIndexes(funds.map(rankableSinceLaunch), "higher")]).toEqual([]);
  });
});
