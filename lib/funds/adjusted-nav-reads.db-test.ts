import type { Sql } from "postgres";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";
import { compareNavSeries } from "@/lib/funds/compare/compare-nav-series";
import { growthOfInvestment } from "@/lib/funds/compare/growth-of-investment";
import { periodReturnsOf } from "@/lib/funds/period-returns";
import { finishPendingMetrics } from "@/lib/ingest/nav-import/finish-pending-metrics";
import { importNavFiles } from "@/lib/ingest/nav-import/import-nav-files";
import { corpusAvailable } from "@/lib/ingest/testing/amfi-corpus";
import { readCorpusCaptures } from "@/lib/ingest/testing/corpus-captures";

const available = corpusAvailable();
const describeCorpus = available ? describe : describe.skip;

// Real captures (the capture of day D holds the NAVs of D − 1; liquid funds also publish days ahead):
// UTI Liquid Direct Growth (120304, liquid: band ±1%) 4,569.7551 on 2026-05-31, 4,589.1243 on 06-19, 459.0706 on
// 06-21 (face value ₹1,000 → ₹100), 459.1245 on 06-22, 459.9553 on 06-30 (its ISIN changed to INF789F1AD46 on
// 06-22). SBI Liquid Direct Growth (119800), no event: 4,356.7160 on 05-31, 4,374.8431 on 06-19, 4,376.3220 on
// 06-21, 4,376.9456 on 06-22, 4,385.1436 on 06-30.
const BEFORE_CONFIRM = ["2026-06-01.1", "2026-06-20.1", "2026-06-21.1"] as const;
const AFTER = ["2026-06-23.1", "2026-07-01.1"] as const;
const UTI = 120304;
const UTI_ISIN = "INF789F1AD46";
const SBI = 119800;
const SBI_ISIN = "INF200K01UT4";

describeCorpus("period returns and compare read the adjusted NAV series, on real captures", () => {
  let database: MigratedDatabase;
  let sql: Sql;
  let captures: Map<string, Uint8Array>;
  const importCaptures = async (members: readonly string[]) => {
    const batch = await importNavFiles(
      sql,
      members.map((m) => ({ name: `navall/${m}.txt`, read: async () => captures.get(m)! })),
    );
    expect(batch.files.map((f) => f.status)).toEqual(members.map(() => "imported"));
    await finishPendingMetrics(sql);
  };

  beforeAll(async () => {
    captures = await readCorpusCaptures([...BEFORE_CONFIRM, ...AFTER]);
    database = await createMigratedDatabase();
    sql = database.sql;
  }, 120_000);
  afterAll(() => database.drop());

  it("leaves the held-back NAV out of compare's series while no later NAV confirms the step", async () => {
    await importCaptures(BEFORE_CONFIRM);
    const [uti, sbi] = await compareNavSeries(sql, [UTI, SBI]);
    expect(uti).toEqual([
      { date: "2026-05-31", nav: 4569.7551 },
      { date: "2026-06-19", nav: 4589.1243 },
    ]);
    expect(sbi!.at(-1)).toEqual({ date: "2026-06-21", nav: 4376.322 });
    // The growth chart ends at UTI's last NAV that counts, not at a −90% point on 06-21.
    const growth = growthOfInvestment([uti!, sbi!])!;
    expect(growth.end).toBe("2026-06-19");
    expect(growth.values[0]!.at(-1)).toBeCloseTo((10_000 * 4589.1243) / 4569.7551, 8); // 10,042.39
  });

  it("scales the NAVs before the confirmed face-value change: June is +0.65%, not −89.93%", async () => {
    await importCaptures(AFTER);
    const returns = await periodReturnsOf(sql, UTI_ISIN, 1, "ME");
    expect(returns.scheme_code).toBe(UTI);
    // The latest NAV is 2026-06-30, so June is the last complete month; May has no NAV before it here.
    expect(returns.points.slice(-2)).toEqual([
      { period_end: "2026-05-31", nav_date: "2026-05-31", nav: expect.closeTo(456.97551, 9), return_pct: null },
      {
        period_end: "2026-06-30",
        nav_date: "2026-06-30",
        nav: 459.9553,
        return_pct: expect.closeTo((459.9553 / 456.97551 - 1) * 100, 8), // +0.6521%
      },
    ]);
    // A plan without an event reads its NAVs as published.
    const sbiReturns = await periodReturnsOf(sql, SBI_ISIN, 1, "ME");
    expect(sbiReturns.points.at(-1)).toEqual({
      period_end: "2026-06-30",
      nav_date: "2026-06-30",
      nav: 4385.1436,
      return_pct: expect.closeTo((4385.1436 / 4356.716 - 1) * 100, 8), // +0.6525%
    });
  });

  it("gives compare one split-adjusted series, so Growth of Rs 10,000 has no −90% step", async () => {
    const [uti, sbi] = await compareNavSeries(sql, [UTI, SBI]);
    expect(uti).toEqual([
      { date: "2026-05-31", nav: expect.closeTo(456.97551, 9) },
      { date: "2026-06-19", nav: expect.closeTo(458.91243, 9) },
      { date: "2026-06-21", nav: 459.0706 },
      { date: "2026-06-22", nav: 459.1245 },
      { date: "2026-06-30", nav: 459.9553 },
    ]);
    expect(sbi).toHaveLength(5);
    const growth = growthOfInvestment([uti!, sbi!])!;
    expect(growth).toMatchObject({ start: "2026-05-31", end: "2026-06-30" });
    expect(growth.dates).toEqual(["2026-05-31", "2026-06-19", "2026-06-21", "2026-06-22", "2026-06-30"]);
    const [utiValues, sbiValues] = growth.values;
    expect(utiValues).toEqual([
      10_000,
      expect.closeTo((10_000 * 4589.1243) / 4569.7551, 8), // 10,042.39
      expect.closeTo((10_000 * 459.0706) / 456.97551, 8), // 10,045.85, not 1,004.58
      expect.closeTo((10_000 * 459.1245) / 456.97551, 8),
      expect.closeTo((10_000 * 459.9553) / 456.97551, 8), // 10,065.21
    ]);
    expect(sbiValues!.at(-1)).toBeCloseTo((10_000 * 4385.1436) / 4356.716, 8); // 10,065.25
  });
});
