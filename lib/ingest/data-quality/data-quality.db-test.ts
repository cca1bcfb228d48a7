import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Sql } from "postgres";
import { dataStatusEndpoint, type DataQualityResult } from "@/lib/api/schemas/data-status";
import { createDatabase } from "@/lib/db/client";
import { createScratchDatabase, type ScratchDatabase } from "@/lib/db/testing/test-database";
import { runDataQualityChecks } from "@/lib/ingest/data-quality/run-checks";
import { dataStatus, datasetStatus } from "@/lib/ingest/dataset-status";
import { importPaths } from "@/lib/ingest/import-paths";
import { corpusAvailable } from "@/lib/ingest/testing/amfi-corpus";
import { readCorpusCaptures } from "@/lib/ingest/testing/corpus-captures";
import { sharedDataFile } from "@/lib/ingest/testing/shared-data";

// The smallest real slice data:real's path runs on: four daily captures around AMFI's switch to the 8-column
// layout (2026-08-20), the scheme master, the TER tracker's latest file, one NSE index file and UTI's portfolio.
const CAPTURES = ["2026-08-18.1", "2026-08-19.1", "2026-08-20.1", "2026-08-21.1"];
const FACT_FILES = [
  "scheme-master/SchemeData-2024-11-18.csv",
  "ter/captn3m0-ter-tracker-data-2024-10-07.csv",
  "index-tri/niftyindices-NIFTY500-TRI-NTR-2024-09-24_2026-10-06.csv",
  "portfolios/UTI-money-market-2025-07-31.xls",
].map((relative) => sharedDataFile(relative));

/**
 * The failures this slice is known to have, with their counts: any other failure, or a change of count, fails
 * the test. Each is a real gap of the data, not of the checks (see docs/data-import.md, "Data quality").
 */
const KNOWN_FAILURES: Record<string, number> = {
  // Before issue 32: 1093 (ETFs, and the plans the 8-column layout left without labels). Now the live plans whose
  // plan type or option no capture and no master row states (index funds of Tata and Motilal Oswal, Nippon's
  // defined-maturity gilt plans).
  "live-plan-type-or-option-missing": 35,
  // SBI CPSE Bond Plus SDL Sep 2026 50:50 Index Fund's four plans: its name names no index we can place.
  "index-fund-index-unknown": 4,
  // Before issue 32 also "live-plan-ter-zero": 56 (ETFs whose TER the file gives in the Direct columns, stored as 0).
  // The TER tracker's file of 2024-10-07, and UTI's disclosure of 2025-09-15 (its portfolio and the net assets it
  // states as AUM), against NAVs of 2026-08-20.
  "facts-older-than-refresh": 3,
  // Only the Nifty 500 series is in the slice (and no CRISIL index at all in ../shared/data).
  "benchmark-series-missing": 4255,
};

// The breakdown check names the fund as the app's scheme does.
const UTI_MONEY_MARKET_FUND = "UTI - Money Market Fund";

const failuresOf = (results: readonly DataQualityResult[]) =>
  Object.fromEntries(results.filter((r) => r.status === "failed").map((r) => [r.id, r.count]));
const byId = (results: readonly DataQualityResult[], id: string) => results.find((r) => r.id === id)!;

(corpusAvailable() && FACT_FILES.every(Boolean) ? describe : describe.skip)(
  "the data-quality checks after data:real's path on a real slice",
  () => {
    let scratch: ScratchDatabase;
    let sql: Sql;
    let dir: string;
    const log: string[] = [];

    beforeAll(async () => {
      scratch = await createScratchDatabase({ migrated: true });
      sql = createDatabase(scratch.url, 3).sql;
      dir = await mkdtemp(path.join(tmpdir(), "fundlens-dq-"));
      const captures = await readCorpusCaptures(CAPTURES);
      const navFiles: string[] = [];
      for (const [member, bytes] of captures) {
        const file = path.join(dir, `${member}.txt`);
        await writeFile(file, bytes);
        navFiles.push(file);
      }
      expect(
        await importPaths(sql, [...navFiles, ...(FACT_FILES as string[])], { log: (line) => log.push(line) }),
      ).toBe(true);
    }, 300_000);
    afterAll(async () => {
      await sql.end();
      await scratch.drop();
      await rm(dir, { recursive: true, force: true });
    });

    it("prints the checks after the import, and fails none but the known ones, with their counts", async () => {
      expect(log.some((line) => line.startsWith("\nData checks: 4 of 7 failed ("))).toBe(true);
      const { results } = await runDataQualityChecks(sql);
      expect(failuresOf(results)).toEqual(KNOWN_FAILURES);
      expect(results.map((r) => [r.id, r.status])).toEqual([
        ["live-plan-type-or-option-missing", "failed"],
        ["nav-moves-held-back", "passed"],
        ["portfolio-breakdown-not-100", "passed"],
        ["index-fund-index-unknown", "failed"],
        ["live-plan-ter-zero", "passed"],
        ["facts-older-than-refresh", "failed"],
        ["benchmark-series-missing", "failed"],
      ]);
      // The ETF the TER file gives in its Direct columns has its real TER, not a 0.
      const [bees] = await sql<{ expense_ratio: number }[]>`
        select expense_ratio from screener_plans where scheme_code = 140084`;
      expect(bees!.expense_ratio).toBeCloseTo(0.04, 6);
      // One row per fact and source, never one per plan.
      expect(byId(results, "facts-older-than-refresh").examples).toEqual([
        {
          scheme_code: null,
          name: "expense ratio from AMFI TER",
          detail:
            "6858 live plans, as of 2024-10-07; the site is as of 2026-08-20 and this fact is refreshed every 45 days",
        },
        {
          scheme_code: null,
          name: "AUM from UTI Mutual Fund monthly portfolio",
          detail:
            "224 live plans, as of 2025-09-15; the site is as of 2026-08-20 and this fact is refreshed every 45 days",
        },
        {
          scheme_code: null,
          name: "portfolio from UTI Mutual Fund monthly portfolio",
          detail:
            "224 live plans, as of 2025-09-15; the site is as of 2026-08-20 and this fact is refreshed every 75 days",
        },
      ]);
      // The examples name one plan per missing index first; the Nifty 500 series, loaded, is never among them.
      const benchmark = byId(results, "benchmark-series-missing");
      expect(benchmark.examples).toHaveLength(10);
      expect(new Set(benchmark.examples.map((e) => e.detail.split(" (")[0])).size).toBe(10);
      expect(benchmark.examples[0]).toEqual({
        scheme_code: 100033,
        name: "Aditya Birla Sun Life Large & Mid Cap Fund - Regular Plan - Growth",
        detail: "Nifty LargeMidcap 250 TRI (the category's stand-in): no series loaded",
      });
      expect(benchmark.examples.some((e) => e.detail.startsWith("Nifty 500 TRI"))).toBe(false);
    });

    it("lists each fact file with its as-of date, rows, matches and first 10 unmatched names (data:status)", async () => {
      const { sources } = await datasetStatus(sql);
      expect(sources.map((s) => [s.kind, s.file, s.as_of, s.rows, s.matched, s.unmatched])).toEqual([
        ["scheme-master", "SchemeData-2024-11-18.csv", "2024-11-18", 15734, 12736, 2998],
        ["ter", "captn3m0-ter-tracker-data-2024-10-07.csv", "2024-10-07", 1622, 1606, 16],
        ["index-series", "niftyindices-NIFTY500-TRI-NTR-2024-09-24_2026-10-06.csv", "2026-10-06", 504, 504, 0],
        ["portfolio", "UTI-money-market-2025-07-31.xls", "2025-09-15", 29, 27, 0],
      ]);
      expect(sources[1]!.unmatched_names).toEqual([
        "Axis Children's Gift Fund",
        "Axis Corporate Debt Fund",
        "Axis Equity Hybrid Fund",
        "Axis Equity Saver Fund",
        "Axis Regular Saver Fund",
        "Axis Retirement Savings Fund - Aggressive Plan",
        "Axis Retirement Savings Fund - Conservative Plan",
        "Axis Retirement Savings Fund - Dynamic Plan",
        "Axis Short Term Fund",
        "Axis Ultra Short Term Fund",
      ]);
      expect(sources[0]!.unmatched_names).toHaveLength(10);
    });

    it("answers /api/v1/data-status's schema with file names only (no folder of the importing machine)", async () => {
      const payload = dataStatusEndpoint.payload.parse(await dataStatus(sql));
      expect(payload).toMatchObject({ dataset: "amfi", as_of_date: "2026-08-20", metrics_pending: 0 });
      expect(payload.sources.every((s) => !s.file.includes("/") && !s.file.includes(tmpdir()))).toBe(true);
      expect(payload.checks.map((c) => c.count)).toEqual([
        KNOWN_FAILURES["live-plan-type-or-option-missing"],
        0,
        0,
        KNOWN_FAILURES["index-fund-index-unknown"],
        0,
        KNOWN_FAILURES["facts-older-than-refresh"],
        KNOWN_FAILURES["benchmark-series-missing"],
      ]);
    });

    it("reports a breakdown that loses a line, naming the fund, the total and the disclosure", async () => {
      const [largest] = await sql<{ portfolio_id: number; position: number; weight_pct: number }[]>`
        select h.portfolio_id, h.position, h.weight_pct from portfolio_holdings h
        join fund_portfolios f on f.id = h.portfolio_id
        where f.scheme_name = 'UTI - Money Market Fund' order by h.weight_pct desc limit 1`;
      await sql`delete from portfolio_holdings where portfolio_id = ${largest!.portfolio_id} and position = ${largest!.position}`;
      const { results } = await runDataQualityChecks(sql);
      const breakdown = byId(results, "portfolio-breakdown-not-100");
      expect(breakdown.count).toBe(3);
      expect(breakdown.examples.map((e) => e.detail)).toEqual([
        expect.stringMatching(
          /^asset classes sum to \d+\.\d\d% \(UTI Mutual Fund monthly portfolio, as of 2025-09-15\)$/,
        ),
        expect.stringMatching(
          /^credit quality sum to \d+\.\d\d% \(UTI Mutual Fund monthly portfolio, as of 2025-09-15\)$/,
        ),
        expect.stringMatching(/^sectors sum to \d+\.\d\d% \(UTI Mutual Fund monthly portfolio, as of 2025-09-15\)$/),
      ]);
      expect(breakdown.examples[0]!.name).toBe(UTI_MONEY_MARKET_FUND);
    });

    it("reports a NAV move held back from the metrics, with both NAVs, the move and the band", async () => {
      await sql`
        insert into nav_events (scheme_code, nav_date, previous_nav_date, previous_nav, nav, ratio, factor, kind, band_pct)
        values (140084, '2026-08-21', '2026-08-20', 290.5, 29.05, 0.1, null, 'held-back', 50),
               (140084, '2026-08-19', '2026-08-18', 290.5, 29.05, 0.1, 0.1, 'split', 50)`;
      const held = byId((await runDataQualityChecks(sql)).results, "nav-moves-held-back");
      expect(held).toMatchObject({ status: "failed", count: 1 });
      expect(held.examples).toEqual([
        {
          scheme_code: 140084,
          name: "Nippon India ETF Nifty 50 BeES - Direct Plan",
          detail:
            "NAV 29.05 of 2026-08-21 after 290.5 of 2026-08-20 (-90.00%, band 50%): held back until a later capture confirms it",
        },
      ]);
    });
  },
);

describe("the data-quality checks on an empty database", () => {
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

  it("pass with nothing to report (no as-of date, no live plans), and data-status answers its schema", async () => {
    const payload = dataStatusEndpoint.payload.parse(await dataStatus(sql));
    expect(payload).toMatchObject({ dataset: "empty", as_of_date: null, plans: 0, sources: [] });
    expect(payload.checks.map((c) => [c.id, c.status, c.count])).toEqual([
      ["live-plan-type-or-option-missing", "passed", 0],
      ["nav-moves-held-back", "passed", 0],
      ["portfolio-breakdown-not-100", "passed", 0],
      ["index-fund-index-unknown", "passed", 0],
      ["live-plan-ter-zero", "passed", 0],
      ["facts-older-than-refresh", "passed", 0],
      ["benchmark-series-missing", "passed", 0],
    ]);
  });
});
