import { readFileSync } from "node:fs";
import type { Sql } from "postgres";
import { withConnection, type MigratedDatabase } from "@/lib/db/testing/test-database";
import { amcDetail } from "@/lib/funds/amc-detail";
import { listAmcs } from "@/lib/funds/amc-list";
import { aumCoverageText, aumSourcesText, mergeAumCoverage } from "@/lib/funds/aum-coverage-text";
import { importAumFile } from "@/lib/ingest/aum/import-aum-file";
import { copyOfRealFunds, REAL_MASTER, REAL_NAV } from "@/lib/ingest/testing/real-funds";
import { sharedDataFile } from "@/lib/ingest/testing/shared-data";
import { refreshScreenerPlans } from "@/lib/screener/refresh-screener-plans";

const MONTHLY = sharedDataFile("aum-performance/amfi-crisil-monthly-aum-industry-equity-hybrid.csv");

// The slice: one NAVAll capture (the live plans), the scheme master (their categories) and AMFI's fund-performance
// AUM table, which covers equity and hybrid funds only.
(REAL_NAV && REAL_MASTER && MONTHLY ? describe : describe.skip)("fund-house AUM totals on the real files", () => {
  let database: MigratedDatabase;
  let sql: Sql;

  beforeAll(async () => {
    database = withConnection(await copyOfRealFunds());
    sql = database.sql;
    const report = await importAumFile(sql, { name: "monthly.csv", bytes: readFileSync(MONTHLY!) });
    if (report.status !== "imported") throw new Error(report.message);
    await refreshScreenerPlans(sql);
  }, 180_000);
  afterAll(() => database.drop());

  it("says SBI's total covers its equity and hybrid funds only, and how many schemes", async () => {
    const sbi = await amcDetail(sql, "sbi-mutual-fund");
    expect(sbi.total_aum).toBeCloseTo(590642.1056, 2);
    expect(sbi.aum_coverage).toMatchObject({ schemes: sbi.fund_count, schemes_with_aum: 30 });
    expect(aumCoverageText(sbi.aum_coverage)).toBe(`equity and hybrid funds only: 30 of ${sbi.fund_count} schemes`);
    expect(aumSourcesText(sbi.aum_coverage)).toBe("AMFI fund performance (AUM), as of Jan 30, 2026");
    const byPart = Object.fromEntries(sbi.aum_coverage.parts.map((p) => [p.part, [p.schemes_with_aum, p.schemes]]));
    expect(byPart).toMatchObject({ Equity: [24, 28], Hybrid: [6, 6], Debt: [0, expect.any(Number)] });
    expect(byPart["Index Funds"]?.[0]).toBe(0);
    expect(byPart.ETFs?.[0]).toBe(0);
    const equity = sbi.asset_classes.find((row) => row.asset_class === "Equity");
    expect(equity).toMatchObject({ fund_count: 28, funds_with_aum: 24 });
  });

  it("says the AMC ranking by AUM ranks by that part, house by house", async () => {
    const list = await listAmcs(sql);
    expect(list.slice(0, 2).map((amc) => amc.name)).toEqual(["ICICI Prudential Mutual Fund", "SBI Mutual Fund"]);
    const sbi = list[1]!;
    expect(aumCoverageText(sbi.aumCoverage)).toBe(`equity and hybrid funds only: 30 of ${sbi.activeFunds} schemes`);
    const all = mergeAumCoverage(list.map((amc) => amc.aumCoverage));
    expect(all.schemes_with_aum).toBeLessThan(all.schemes / 2);
    expect(aumCoverageText(all)).toMatch(/ only: [\d,]+ of [\d,]+ schemes$/);
  });

  it("counts a scheme whose AUM another source gives (a portfolio file's total net assets) under that source", async () => {
    // What a portfolio importer adds for a liquid fund: the coverage follows the facts, not a list of sources.
    const [liquid] = await sql<{ scheme_code: number }[]>`
      select sp.scheme_code from screener_plans sp join schemes s on s.id = sp.scheme_id
      where s.name = 'SBI Liquid Fund' and sp.is_fund_primary`;
    await sql`insert into plan_facts (scheme_code, as_of, aum_cr, source)
      values (${liquid!.scheme_code}, '2025-07-31', 65000, 'SBI portfolio (total net assets)')`;
    await refreshScreenerPlans(sql);
    const sbi = await amcDetail(sql, "sbi-mutual-fund");
    expect(aumCoverageText(sbi.aum_coverage)).toBe(
      `equity, debt and hybrid funds only: 31 of ${sbi.fund_count} schemes`,
    );
    expect(aumSourcesText(sbi.aum_coverage)).toBe(
      "AMFI fund performance (AUM), as of Jan 30, 2026 (30 schemes); SBI portfolio (total net assets), as of Jul 31, 2025 (1 scheme)",
    );
  });
});
