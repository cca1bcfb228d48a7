import { existsSync } from "node:fs";
import type { Sql } from "postgres";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";
import { fundPage } from "@/lib/funds/fund-page";
import { peerIndexWithoutSeries, peerMedianDifferences, peerMedianLabel } from "@/lib/funds/peer-median-difference";
import { finishPendingMetrics } from "@/lib/ingest/nav-import/finish-pending-metrics";
import { importNavFiles } from "@/lib/ingest/nav-import/import-nav-files";
import { AMFI_CORPUS } from "@/lib/ingest/testing/amfi-corpus";
import { readCorpusCaptures } from "@/lib/ingest/testing/corpus-captures";

// The slice: two daily captures a year apart, so every live plan has a 1-year return; no index series is loaded.
const CAPTURES = ["2025-08-20.1", "2026-08-21.1"];

const UTI_NIFTY_50_INDEX_DIRECT = 120716;

(existsSync(AMFI_CORPUS) ? describe : describe.skip)("tracking difference against the same-index peers' median", () => {
  let database: MigratedDatabase;
  let sql: Sql;

  beforeAll(async () => {
    database = await createMigratedDatabase();
    sql = database.sql;
    const captures = await readCorpusCaptures(CAPTURES);
    await importNavFiles(
      sql,
      CAPTURES.map((member) => ({ name: `navall/${member}.txt`, read: async () => captures.get(member)! })),
    );
    await finishPendingMetrics(sql);
  }, 300_000);
  afterAll(() => database.drop());

  it("gives UTI Nifty 50 Index Fund its 1-year return minus the median of the Nifty 50 funds", async () => {
    const page = await fundPage(sql, UTI_NIFTY_50_INDEX_DIRECT);
    const peer = peerIndexWithoutSeries(page.overview);
    expect(peer?.name).toBe("Nifty 50");
    const oneYear = peerMedianDifferences(page.overview.returns, peer!).find((row) => row.period === "1y")!;
    // By hand from the two captures: UTI 174.3207 (Aug 19, 2025) -> 170.6314 (Aug 20, 2026), -2.1164%. The 23
    // Direct Growth Nifty 50 index funds ranked with it on this slice run from Taurus -2.8146% to Edelweiss
    // -2.0175%; the 12th, the median, is HSBC Nifty 50 Index Fund's 29.3320 -> 28.7039, -2.1413%. Two more than
    // before plan labels were kept across captures: Angel One 10.2121 -> 9.9862, -2.2121% (below the median) and
    // Motilal Oswal 21.6051 -> 21.1599, -2.0606% (above it; its 2026 line leaves plan and option empty).
    expect(oneYear.peers).toBe(23);
    expect(oneYear.fund).toBeCloseTo(-2.1164, 4);
    expect(oneYear.median).toBeCloseTo(-2.1413, 4);
    expect(oneYear.difference).toBeCloseTo(0.025, 3);
    expect(peerMedianLabel(oneYear, peer!.name)).toBe("difference from the median of 23 funds tracking Nifty 50");
  });
});
