// Issue 32 on the real disclosures, each on the smallest slice that shows it: cash and its equivalents are a
// line of their own (point 6), the new files import (point 8), a disclosure's net assets and printed benchmark
// become plan facts (points 7 and 9), and a bonus issue is no purchase (point 8).
import { readFileSync } from "node:fs";
import * as XLSX from "@e965/xlsx";
import type { Sql } from "postgres";
import { createDatabase } from "@/lib/db/client";
import type { ScratchDatabase } from "@/lib/db/testing/test-database";
import { assetAllocation, creditQuality } from "@/lib/funds/portfolio/allocations";
import { aumHistoryWithSources } from "@/lib/funds/portfolio/aum-history";
import { concentration } from "@/lib/funds/portfolio/concentration";
import { portfolioDisclosure } from "@/lib/funds/portfolio/portfolio-disclosure";
import { sectorAllocation } from "@/lib/funds/portfolio/sector-allocation";
import { topHoldings } from "@/lib/funds/portfolio/top-holdings";
import { REAL_MASTER, REAL_NAV, copyOfRealFunds } from "@/lib/ingest/testing/real-funds";
import { sharedDataFile } from "@/lib/ingest/testing/shared-data";
import { listBreakdownSumProblems } from "./breakdown-sums";
import { importPortfolioFile } from "./import-portfolio-file";
import { readWorkbook } from "./read-workbook";

const file = (name: string) => sharedDataFile(`portfolios/${name}`);
const SBI = file("SBI-all-schemes-2025-07-31.xlsx");
const UTI = file("UTI-money-market-2025-07-31.xls");
const ICICI_JUNE = file("ICICI-corporate-bond-2025-06-30.xlsx");
const ICICI_ZIP = file("ICICI-21-schemes-A-to-Cr-2025-08-31.zip");
const AXIS = file("Axis-all-schemes-2025-12-31.xlsx");
const ABSL_JULY = file("ABSL-all-schemes-2025-07-31.zip");
const ABSL_AUGUST = file("ABSL-all-schemes-2025-08-31.zip");
const HDFC = file("HDFC-corporate-bond-2025-07-31.xlsx");
const ALL = [REAL_NAV, REAL_MASTER, SBI, UTI, ICICI_JUNE, ICICI_ZIP, AXIS, ABSL_JULY, ABSL_AUGUST, HDFC];

/**
 * A workbook of the real file's index sheet and the scheme sheets named (the sheets as the fund house wrote
 * them, cell for cell), as .xlsx bytes: one scheme's slice of an all-schemes disclosure.
 */
function slice(path: string, sheets: readonly string[]): Buffer {
  const read = readWorkbook(readFileSync(path));
  if (!read.ok) throw new Error(read.message);
  const book = XLSX.utils.book_new();
  for (const sheet of read.sheets.filter((s) => /^index$/i.test(s.name) || sheets.includes(s.name)))
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(sheet.grid), sheet.name);
  return Buffer.from(XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Uint8Array);
}

const sum = (rows: readonly { weight_pct: number }[]) => rows.reduce((total, row) => total + row.weight_pct, 0);

if (!ALL.every(Boolean)) console.warn("Portfolio disclosures or AMFI files absent from ../shared/data: tests skipped.");

(ALL.every(Boolean) ? describe : describe.skip)("the real disclosures, issue 32", () => {
  let scratch: ScratchDatabase;
  let sql: Sql;

  beforeAll(async () => {
    scratch = await copyOfRealFunds();
    sql = createDatabase(scratch.url, 4).sql;
  }, 120_000);

  afterAll(async () => {
    await sql.end();
    await scratch.drop();
  });

  /** The lowest plan code of the fund the disclosure names (latest date first). */
  async function planOf(schemeName: string): Promise<number> {
    const [row] = await sql<{ code: number }[]>`
      select p.scheme_code as code from fund_portfolios f join plans p on p.scheme_code = any(f.scheme_codes)
      where f.scheme_name = ${schemeName} order by f.as_of desc, p.scheme_code limit 1`;
    if (!row) throw new Error(`no plan of ${schemeName}`);
    return row.code;
  }

  async function load(name: string, bytes: Buffer) {
    const report = await importPortfolioFile(sql, { name, bytes });
    expect({ name, status: report.status, message: report.message }).toMatchObject({ name, status: "imported" });
    return report;
  }

  describe("point 6: cash and equivalents are one line of their own", () => {
    beforeAll(async () => {
      await load("sbi-flexicap-liquid.xlsx", slice(SBI!, ["SFLEXI", "SLF"]));
      await load("uti.xls", readFileSync(UTI!));
      await load("icici-june.xlsx", readFileSync(ICICI_JUNE!));
    }, 60_000);

    it("SBI Flexicap: 60 securities (not 63), no TREPS or net receivables among the top holdings", async () => {
      const flexicap = await planOf("SBI Flexicap Fund");
      expect(await concentration(sql, flexicap)).toMatchObject({ as_of: "2025-07-31", holdings_count: 60 });
      const top = await topHoldings(sql, flexicap);
      expect(top.holdings).toHaveLength(10);
      expect(top.holdings[0]).toMatchObject({ name: "HDFC Bank Ltd.", weight_pct: 8.57 });
      expect(top.holdings.filter((h) => /treps|net (current|receivable)|repo/i.test(h.name))).toEqual([]);
      const assets = await assetAllocation(sql, flexicap);
      expect(assets.allocation).toContainEqual({ label: "Cash & Equivalents", weight_pct: 6.46 });
      expect(sum(assets.allocation)).toBeCloseTo(100, 1);
    });

    it("SBI Liquid: reverse repo is cash, never a 'Sovereign' sector; sovereign credit is the file's 20.57 %", async () => {
      const liquid = await planOf("SBI Liquid Fund");
      const sectors = await sectorAllocation(sql, liquid);
      expect(sectors.sectors.map((s) => s.label)).not.toContain("Sovereign");
      // Reverse repo 4.10 + TREPS 0.21 + net receivable -0.01.
      expect(sectors.sectors).toContainEqual({ label: "Cash & Equivalents", weight_pct: 4.3 });
      const credit = await creditQuality(sql, liquid);
      // T-bills 14.99 + state government securities 1.48 + reverse repo (rated "Sovereign" by the file) 4.10.
      expect(credit.ratings).toContainEqual({ label: "Sovereign", weight_pct: 20.57 });
      for (const rows of [sectors.sectors, credit.ratings, (await assetAllocation(sql, liquid)).allocation])
        expect(Math.abs(sum(rows) - 100)).toBeLessThanOrEqual(0.5);
    });

    it("UTI Money Market: the negative net current assets printed '*' is kept at value / net assets", async () => {
      const [nca] = await sql<{ weight_pct: number; value_cr: number }[]>`
        select h.weight_pct, h.value_cr from fund_portfolios f join portfolio_holdings h on h.portfolio_id = f.id
        where f.scheme_name = 'UTI - Money Market Fund' and h.name = 'NET CURRENT ASSETS'`;
      // -6,864.29 lakh of 19,49,553.97 lakh.
      expect(nca!.value_cr).toBeCloseTo(-68.6429, 4);
      expect(nca!.weight_pct).toBeCloseTo((-6864.289999999339 / 1949553.97) * 100, 9);
      const assets = await assetAllocation(sql, await planOf("UTI - Money Market Fund"));
      // 100.33 % before: the -0.35 % line was read as 0.
      expect(sum(assets.allocation)).toBeCloseTo(99.98, 2);
      expect(assets.allocation).toContainEqual({ label: "Cash & Equivalents", weight_pct: -0.32 });
    });

    it("ICICI Corporate Bond: no largest sector from one AIF unit labelled 'Financial Services' (0.24 %)", async () => {
      const bond = await planOf("ICICI Prudential Corporate Bond Fund");
      const measures = await concentration(sql, bond);
      expect(measures.as_of).toBe("2025-06-30");
      expect(measures.top_sector).toBeNull();
      expect(measures.top_3_sectors_weight_pct).toBeNull();
      const sectors = await sectorAllocation(sql, bond);
      expect(sectors.sectors.map((s) => s.label)).not.toContain("Financial Services");
      expect(Math.abs(sum(sectors.sectors) - 100)).toBeLessThanOrEqual(0.5);
    });

    it("listBreakdownSumProblems: none on the real files; a breakdown off by more than 0.5 points is listed", async () => {
      expect(await listBreakdownSumProblems(sql)).toEqual([]);
      await sql
        .begin(async (tx) => {
          await tx`
          update portfolio_holdings set weight_pct = weight_pct + 1 where (portfolio_id, position) =
            (select f.id, 0 from fund_portfolios f where f.scheme_name = 'UTI - Money Market Fund')`;
          const problems = await listBreakdownSumProblems(tx as unknown as Sql);
          // Each app scheme the fund's plans are in (the NAV files split UTI Money Market's into two) is listed.
          const distinct = new Set(
            problems.map(({ as_of, breakdown, source, sum_pct }) => `${as_of} ${breakdown} ${source} ${sum_pct}`),
          );
          expect([...distinct].sort()).toEqual([
            "2025-09-15 asset classes UTI Mutual Fund monthly portfolio 100.98",
            "2025-09-15 credit quality UTI Mutual Fund monthly portfolio 100.98",
            "2025-09-15 sectors UTI Mutual Fund monthly portfolio 100.98",
          ]);
          throw new Error("roll back");
        })
        .catch((error: Error) => expect(error.message).toBe("roll back"));
    });
  });

  describe("point 8: the new files import", () => {
    it("Axis (Dec 2025): its layout fits; % and YTM fractions, NIL sections", async () => {
      const report = await load("axis.xlsx", slice(AXIS!, ["AXISEQF", "AXIS112"]));
      expect(report).toMatchObject({ asOf: "2025-12-31", rows: 2 });
      const largeCap = await planOf("Axis Large Cap Fund");
      const top = await topHoldings(sql, largeCap);
      expect(top.holdings[0]).toMatchObject({ name: "HDFC Bank Limited", isin: "INE040A01034", sector: "Banks" });
      expect(top.holdings[0]!.weight_pct).toBeCloseTo(9.58, 9);
      expect(await concentration(sql, largeCap)).toMatchObject({ as_of: "2025-12-31" });
    }, 60_000);

    it("ICICI's zip of 21 workbooks: one import, each member read; heading subtotals are no holdings", async () => {
      const report = await load("icici.zip", readFileSync(ICICI_ZIP!));
      expect(report).toMatchObject({ asOf: "2025-08-31", rows: 21 });
      const [stored] = await sql<{ funds: number }[]>`
        select count(*)::int as funds from fund_portfolios
        where source = 'ICICI Prudential Mutual Fund monthly portfolio' and as_of = '2025-08-31'`;
      expect(stored!.funds).toBe(21);
      const baf = await planOf("ICICI Prudential Balanced Advantage Fund");
      const headings = await sql`
        select h.name from fund_portfolios f join portfolio_holdings h on h.portfolio_id = f.id
        where f.scheme_name = 'ICICI Prudential Balanced Advantage Fund'
          and h.name ~* '^(equity & equity related|debt instruments|money market instruments|listed)'`;
      expect(headings).toEqual([]);
      expect(Math.abs(sum((await assetAllocation(sql, baf)).allocation) - 100)).toBeLessThanOrEqual(0.5);
    }, 60_000);

    it("ABSL Jul to Aug: HDFC Bank's shares doubled by its 1:1 bonus are a bonus/split, not a purchase", async () => {
      await load("absl-july.xlsx", slice(ABSL_JULY!, ["ABSLMCF"]));
      await load("absl-august.xlsx", slice(ABSL_AUGUST!, ["ABSLMCF"]));
      const disclosure = await portfolioDisclosure(sql, await planOf("ADITYA BIRLA SUN LIFE MULTI-CAP FUND"));
      expect(disclosure).toMatchObject({ as_of: "2025-08-31", previous_as_of: "2025-07-31" });
      expect(disclosure.changes!.bonus_or_split).toEqual([
        {
          name: "HDFC Bank Limited",
          isin: "INE040A01034",
          from_quantity: 1291766,
          to_quantity: 2583532,
          ratio: 2,
          from_pct: 4.01,
          to_pct: 3.84,
        },
      ]);
      expect(disclosure.changes!.moves.map((m) => m.isin)).not.toContain("INE040A01034");
    }, 60_000);
  });

  describe("points 7 and 9: the disclosure's net assets and printed benchmark are plan facts", () => {
    it("SBI Liquid's AUM is its grand total, with the disclosure as source; benchmarks as printed", async () => {
      await load("sbi-index-contra.xlsx", slice(SBI!, ["SNIF", "SCF"]));
      await load("hdfc.xlsx", readFileSync(HDFC!));
      const liquid = await planOf("SBI Liquid Fund");
      const [fact] = await sql<{ aum_cr: number; aum_as_of: string; aum_source: string; benchmark: string }[]>`
        select aum_cr, to_char(aum_as_of, 'YYYY-MM-DD') as aum_as_of, aum_source, benchmark
        from plan_fact_latest where scheme_code = ${liquid}`;
      // GRAND TOTAL (AUM) 68,44,336.74 lakh.
      expect(fact).toEqual({
        aum_cr: 68443.3674,
        aum_as_of: "2025-07-31",
        aum_source: "SBI Mutual Fund monthly portfolio",
        benchmark: "NIFTY LIQUID INDEX A-I",
      });
      expect(await aumHistoryWithSources(sql, liquid)).toMatchObject({
        history: [{ as_of: "2025-07-31", aum: 68443.3674 }],
        sources: ["SBI Mutual Fund monthly portfolio"],
      });
      const benchmarks = await sql<{ scheme_name: string; benchmark: string; plans: number }[]>`
        select f.scheme_name, l.benchmark, count(*)::int as plans
        from fund_portfolios f join plan_fact_latest l on l.scheme_code = any(f.scheme_codes)
        where f.scheme_name in ('SBI Flexicap Fund', 'SBI Contra Fund', 'SBI Nifty Index Fund', 'HDFC Corporate Bond Fund')
          and l.benchmark_source = f.source and l.benchmark_as_of = f.as_of
        group by 1, 2 order by 1`;
      expect(benchmarks.map(({ scheme_name, benchmark }) => [scheme_name, benchmark])).toEqual([
        ["HDFC Corporate Bond Fund", "Nifty Corporate Bond Index A-II"],
        ["SBI Contra Fund", "BSE 500 TRI"],
        ["SBI Flexicap Fund", "BSE 500 TRI"],
        ["SBI Nifty Index Fund", "NIFTY 50 TRI"],
      ]);
      expect(benchmarks.every(({ plans }) => plans > 0)).toBe(true);
    }, 60_000);
  });
});
