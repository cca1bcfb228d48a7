import { readFileSync } from "node:fs";
import * as XLSX from "@e965/xlsx";
import type { Sql } from "postgres";
import { createDatabase } from "@/lib/db/client";
import { snapshotTables } from "@/lib/db/testing/table-snapshot";
import type { ScratchDatabase } from "@/lib/db/testing/test-database";
import { compareHoldings } from "@/lib/funds/compare/compare-holdings";
import { holdingsOverlap } from "@/lib/funds/compare/holdings-overlap";
import { creditQuality, assetAllocation } from "@/lib/funds/portfolio/allocations";
import { concentration } from "@/lib/funds/portfolio/concentration";
import { portfolioDisclosure } from "@/lib/funds/portfolio/portfolio-disclosure";
import { topHoldings } from "@/lib/funds/portfolio/top-holdings";
import { factSourceOf } from "@/lib/ingest/fact-sources/fact-sources";
import { headText } from "@/lib/ingest/fact-sources/file-head";
import { REAL_MASTER, REAL_NAV, copyOfRealFunds } from "@/lib/ingest/testing/real-funds";
import { sharedDataFile } from "@/lib/ingest/testing/shared-data";
import { importPortfolioFile } from "./import-portfolio-file";
import { readWorkbook, type SheetGrid } from "./read-workbook";

const file = (name: string) => sharedDataFile(`portfolios/${name}`);
const SBI = file("SBI-all-schemes-2025-07-31.xlsx");
const NIPPON = file("Nippon-all-schemes-2025-07-31.xlsx");
const ABSL = file("ABSL-all-schemes-2025-07-31.zip");
const HDFC = file("HDFC-corporate-bond-2025-07-31.xlsx");
const ICICI = file("ICICI-corporate-bond-2025-06-30.xlsx");
const UTI = file("UTI-money-market-2025-07-31.xls");
const ALL = [REAL_NAV, REAL_MASTER, SBI, NIPPON, ABSL, HDFC, ICICI, UTI];

const STORE = ["imports", "fund_portfolios", "portfolio_holdings"];

if (!ALL.every(Boolean))
  console.warn("Portfolio disclosures or AMFI files absent from ../shared/data: real tests skipped.");

(ALL.every(Boolean) ? describe : describe.skip)("importPortfolioFile on the real disclosures", () => {
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

  /** The stored weight of a holding (by ISIN) in the fund named, of the source's latest date. */
  async function weightOf(source: string, schemeName: string, isin: string): Promise<number | undefined> {
    const [row] = await sql<{ weight_pct: number }[]>`
      select h.weight_pct from fund_portfolios f join portfolio_holdings h on h.portfolio_id = f.id
      where f.source = ${source} and f.scheme_name = ${schemeName} and h.isin = ${isin}
      order by f.as_of desc limit 1`;
    return row?.weight_pct;
  }

  it.each([
    // file, layout read, schemes, source, as of, a fund and one holding's weight as the file prints it
    [
      SBI,
      "sbi-xlsx",
      127,
      "SBI Mutual Fund monthly portfolio",
      "2025-07-31",
      "SBI Large and Midcap Fund",
      "INE040A01034",
      7.96,
    ],
    [
      NIPPON,
      "nippon-xlsx",
      108,
      "Nippon India Mutual Fund monthly portfolio",
      "2025-07-31",
      "Nippon India Growth Mid Cap Fund",
      "INE118H01025",
      3.21,
    ],
    [
      ABSL,
      "absl-zip",
      109,
      "Aditya Birla Sun Life Mutual Fund monthly portfolio",
      "2025-07-31",
      "ADITYA BIRLA SUN LIFE BSE INDIA INFRASTRUCTURE INDEX FUND",
      "INE018A01030",
      10.1224286911313,
    ],
    [
      HDFC,
      "hdfc-xlsx",
      1,
      "HDFC Mutual Fund monthly portfolio",
      "2025-07-31",
      "HDFC Corporate Bond Fund",
      "IN0020240134",
      6.66,
    ],
    [
      ICICI,
      "icici-xlsx",
      1,
      "ICICI Prudential Mutual Fund monthly portfolio",
      "2025-06-30",
      "ICICI Prudential Corporate Bond Fund",
      "IN0020200120",
      5.82204263796,
    ],
    // UTI's file is the fortnightly disclosure of 27 debt schemes (two segregated portfolios hold nothing).
    [
      UTI,
      "uti-xls",
      27,
      "UTI Mutual Fund monthly portfolio",
      "2025-09-15",
      "UTI - Money Market Fund",
      "INE261F16892",
      3.26,
    ],
  ] as const)(
    "%s: reads the layout, imports its schemes and a known holding's weight",
    async (path, layout, schemes, source, asOf, fund, isin, weight) => {
      const bytes = readFileSync(path!);
      expect(factSourceOf(headText(bytes))?.kind).toBe("portfolio");
      const report = await importPortfolioFile(sql, { name: path!, bytes });
      expect(report).toMatchObject({ status: "imported", asOf });
      const [stored] = await sql<{ funds: number; layout: string }[]>`
      select count(*)::int as funds, (select layout from imports where source = ${path!}) as layout
      from fund_portfolios where source = ${source} and as_of = ${asOf}`;
      expect(stored).toEqual({ funds: schemes, layout });
      // Exactly as printed: a fraction's decimal point is moved, never multiplied out in floating point.
      expect(await weightOf(source, fund, isin)).toBe(weight);
      console.log(
        `${layout}: ${report.rows} schemes, ${report.matched} matched; ${report.message ?? ""} unmatched: ${report.unmatched.join("; ")}`,
      );
    },
    60_000,
  );

  it("keeps names without the marks printed after them, and says what each mark means in its file's words", async () => {
    const marked = await sql<{ name: string; notes: string[] }[]>`
      select h.name, h.notes from portfolio_holdings h join fund_portfolios f on f.id = h.portfolio_id
      where (f.scheme_name = 'HDFC Corporate Bond Fund' and h.isin = 'INE040A08666')
         or (f.scheme_name = 'ADITYA BIRLA SUN LIFE SAVINGS FUND' and f.as_of = '2025-07-31' and h.isin = 'INE11LM07023')
      order by h.name`;
    // Printed "7.7954% Reliance Life Sciences Pvt Ltd (08/05/2026) ** #" and "HDFC Bank Ltd.£^"; "#" means
    // "Unlisted Security" in ABSL's legend and "Non Sensex Scrips" in HDFC's.
    expect(marked).toEqual([
      {
        name: "7.7954% Reliance Life Sciences Pvt Ltd (08/05/2026)",
        notes: ["Thinly Traded / Non Traded Security", "Unlisted Security"],
      },
      { name: "HDFC Bank Ltd.", notes: ["Sponsor Company", "Non-Traded Securities (Debt) as on July 31, 2025"] },
    ]);
    const [left] = await sql<{ n: number }[]>`
      select count(*)::int as n from portfolio_holdings where name ~ '[*#^$@~£]\s*$'`;
    expect(left!.n).toBe(0);
  });

  // Their import time is measured by npm run bench:data, not here.
  it("keeps every imported scheme's weights within 100 +/- 2 %", async () => {
    const sums = await sql<{ location: string; total: number }[]>`
      select f.location, sum(h.weight_pct)::float8 as total
      from fund_portfolios f join portfolio_holdings h on h.portfolio_id = f.id group by f.id`;
    expect(sums.length).toBe(127 + 108 + 109 + 1 + 1 + 27);
    expect(sums.filter(({ total }) => Math.abs(total - 100) > 2)).toEqual([]);
  });

  it("gives the fund page and compare real figures: holdings, concentration, allocation, credit quality, overlap", async () => {
    // A plan of the fund the disclosure names, and the app scheme it is in.
    const codeOf = async (name: string) => {
      const [row] = await sql<{ code: number; scheme: string }[]>`
        select p.scheme_code as code, s.name as scheme from fund_portfolios f
        join plans p on p.scheme_code = any(f.scheme_codes) join schemes s on s.id = p.scheme_id
        where f.scheme_name = ${name} order by p.scheme_code limit 1`;
      console.log(`${name}: plan ${row?.code} in the app's scheme "${row?.scheme}"`);
      return row!.code;
    };
    const largeMid = await codeOf("SBI Large and Midcap Fund");
    const top = await topHoldings(sql, largeMid);
    expect(top.as_of).toBe("2025-07-31");
    expect(top.holdings[0]).toMatchObject({
      name: "HDFC Bank Ltd.",
      isin: "INE040A01034",
      sector: "Banks",
      weight_pct: 7.96,
    });
    const measures = await concentration(sql, largeMid);
    // 81 lines, of which TREPS, margin and net receivables are cash, no holding.
    expect(measures).toMatchObject({ as_of: "2025-07-31", holdings_count: 78 });
    const assets = await assetAllocation(sql, largeMid);
    expect(assets.allocation.map((row) => row.label)).toEqual(["Equity", "Cash & Equivalents", "Money Market"]);
    expect(assets.allocation[0]!.weight_pct).toBeCloseTo(95.02, 2);
    const income = await creditQuality(sql, await codeOf("SBI Magnum Income Fund"));
    expect(income.ratings).toEqual([
      { label: "Sovereign", weight_pct: 62.01 },
      { label: "AA", weight_pct: 26.13 },
      { label: "AAA", weight_pct: 6.93 },
      { label: "Cash & Equivalents", weight_pct: 4.65 },
      { label: "No rating (equity and others)", weight_pct: 0.28 },
    ]);
    const [a, b] = await compareHoldings(sql, [largeMid, await codeOf("SBI ELSS Tax Saver Fund")]);
    const overlap = holdingsOverlap(a!.holdings, b!.holdings);
    if (!overlap.disclosed) throw new Error("both portfolios are disclosed");
    console.log(
      `Overlap SBI Large & Midcap / ELSS Tax Saver: ${overlap.overlap_pct} %, ${overlap.common.length} common; ` +
        JSON.stringify(overlap.common.slice(0, 3)),
    );
    expect(overlap.common[0]).toMatchObject({ isin: "INE040A01034", common_pct: 7.96 });
  });

  it("keeps an earlier month, replaces a re-imported month, and shows what changed since the month before", async () => {
    const hdfc = readFileSync(HDFC!);
    const read = readWorkbook(hdfc);
    if (!read.ok) throw new Error(read.message);
    // A SYNTHETIC June from the real July sheet: the title's date moved a month back, the 6.92% GOI 2039 line
    // (row 9, 6.66 %) dropped and its weight given to the next line (row 10, 2.57 % in July, 9.23 % in June).
    const june = read.sheets.map((sheet, i) =>
      i > 0
        ? sheet
        : {
            ...sheet,
            grid: sheet.grid
              .map((row, r) =>
                r === 1
                  ? row.map(() => "Portfolio as on 30-Jun-2025")
                  : r === 9
                    ? row.map((c, j) => (j === 7 ? 9.23 : c))
                    : row,
              )
              .filter((_, r) => r !== 8),
          },
    );
    const book = XLSX.utils.book_new();
    for (const sheet of june) XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(sheet.grid), sheet.name);
    const juneBytes = Buffer.from(XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Uint8Array);
    expect(await importPortfolioFile(sql, { name: "hdfc-june.xlsx", bytes: juneBytes })).toMatchObject({
      status: "imported",
      asOf: "2025-06-30",
    });
    // July again, from other bytes (a copy re-saved): the month is replaced, not doubled; June stays.
    const julyAgain = XLSX.write(XLSX.read(hdfc), { type: "buffer", bookType: "xlsx" }) as Uint8Array;
    expect(
      await importPortfolioFile(sql, { name: "hdfc-july-again.xlsx", bytes: Buffer.from(julyAgain) }),
    ).toMatchObject({ status: "imported" });
    const months = await sql<{ as_of: string; n: number }[]>`
      select to_char(as_of, 'YYYY-MM-DD') as as_of, count(*)::int as n from fund_portfolios
      where source = 'HDFC Mutual Fund monthly portfolio' group by as_of order by as_of`;
    expect(months).toEqual([
      { as_of: "2025-06-30", n: 1 },
      { as_of: "2025-07-31", n: 1 },
    ]);

    const [plan] = await sql<{ code: number }[]>`
      select p.scheme_code as code from fund_portfolios f join plans p on p.scheme_code = any(f.scheme_codes)
      where f.source = 'HDFC Mutual Fund monthly portfolio' order by 1 limit 1`;
    const disclosure = await portfolioDisclosure(sql, plan!.code);
    expect(disclosure).toMatchObject({
      source: "HDFC Mutual Fund monthly portfolio",
      as_of: "2025-07-31",
      previous_as_of: "2025-06-30",
    });
    expect(disclosure.changes!.entries).toEqual([
      { name: "6.92% GOI MAT 181139", isin: "IN0020240134", weight_pct: 6.66 },
    ]);
    expect(disclosure.changes!.exits).toEqual([]);
    expect(disclosure.changes!.moves).toEqual([
      { name: "Floating Rate GOI 2033", isin: "IN0020200120", from_pct: 9.23, to_pct: 2.57 },
    ]);
  });

  it("refuses broken variants with a clear message and leaves the store byte-identical", async () => {
    const before = await snapshotTables(sql, STORE);
    const hdfc = readFileSync(HDFC!);
    const variant = (edit: (sheets: SheetGrid[]) => SheetGrid[]) => {
      const read = readWorkbook(hdfc);
      if (!read.ok) throw new Error(read.message);
      const book = XLSX.utils.book_new();
      for (const sheet of edit(read.sheets))
        XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(sheet.grid), sheet.name);
      return Buffer.from(XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Uint8Array);
    };
    const icici = readWorkbook(readFileSync(ICICI!));
    const cases: [string, Buffer, RegExp][] = [
      [
        "no header row",
        variant((sheets) =>
          sheets.map((s, i) => (i === 0 ? { ...s, grid: s.grid.map((row, r) => (r === 4 ? [] : row)) } : s)),
        ),
        /sheet "HDFCMO" has no header row with "name of the instrument" and "% to nav"/,
      ],
      [
        "a percent column of text",
        variant((sheets) =>
          sheets.map((s, i) =>
            i === 0
              ? { ...s, grid: s.grid.map((row, r) => (r === 8 ? row.map((c, j) => (j === 7 ? "nine" : c)) : row)) }
              : s,
          ),
        ),
        /sheet "HDFCMO" row 9: the "% to nav" cell "nine" is not a number/,
      ],
      ["a truncated workbook", hdfc.subarray(0, hdfc.length >> 1), /could not be read/],
      [
        "a sheet of another fund house",
        variant((sheets) => [...sheets, { name: "ICICI", grid: (icici as { sheets: SheetGrid[] }).sheets[0]!.grid }]),
        /sheet "ICICI" is not a HDFC Mutual Fund portfolio/,
      ],
    ];
    for (const [what, bytes, message] of cases) {
      const report = await importPortfolioFile(sql, { name: what, bytes });
      expect({ what, status: report.status }).toEqual({ what, status: "refused" });
      expect(report.message).toMatch(message);
    }
    expect(await snapshotTables(sql, STORE)).toEqual(before);
  });
});
