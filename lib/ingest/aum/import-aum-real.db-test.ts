import { readFileSync } from "node:fs";
import type { Sql } from "postgres";
import { createDatabase } from "@/lib/db/client";
import type { ScratchDatabase } from "@/lib/db/testing/test-database";
import { amcDetail } from "@/lib/funds/amc-detail";
import { listAmcs } from "@/lib/funds/amc-list";
import { categoryStats } from "@/lib/funds/category-stats";
import { factSourceOf } from "@/lib/ingest/fact-sources/fact-sources";
import { headText } from "@/lib/ingest/fact-sources/file-head";
import { REAL_MASTER, REAL_NAV, copyOfRealFunds } from "@/lib/ingest/testing/real-funds";
import { sharedDataFile } from "@/lib/ingest/testing/shared-data";
import { published } from "@/lib/ingest/fact-sources/testing/published";
import { importAumFile as importOnly } from "./import-aum-file";
import { parseAumFile } from "./parse-aum-file";
import { AUM_SOURCE_NAME } from "./write-fund-aum";

// As a data:import run of one file: the import, then the screener rows and each plan's fund rebuilt.
const importAumFile = published(importOnly);

const MONTHLY = sharedDataFile("aum-performance/amfi-crisil-monthly-aum-industry-equity-hybrid.csv");
const ICICI = sharedDataFile("aum-performance/amfi-crisil-monthly-snapshots-icici.csv");

const SBI_SMALL_CAP_DIRECT_GROWTH = 125497;

// The real AMFI files together: one NAVAll capture of the AUM table's last month (the app's plans, with the
// current fund names), the scheme master of Nov 2024, then both AUM files.
(REAL_NAV && REAL_MASTER && MONTHLY && ICICI ? describe : describe.skip)("importAumFile on the real AUM files", () => {
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

  it("matches the monthly table's funds to the app's plans, and lists those it cannot", async () => {
    const bytes = readFileSync(MONTHLY!);
    expect(factSourceOf(headText(bytes))?.kind).toBe("aum");
    const report = await importAumFile(sql, { name: "monthly.csv", bytes });
    expect(report).toMatchObject({ status: "imported", asOf: "2026-01-30", rows: 5325 });
    const names = new Set((parseAumFile(bytes) as { rows: { schemeName: string }[] }).rows.map((r) => r.schemeName));
    console.log(
      `AUM monthly table: ${report.matched} of ${report.rows} rows matched (${((100 * report.matched) / report.rows).toFixed(1)}%), ` +
        `${names.size - report.unmatched.length} of ${names.size} funds; unmatched:\n${report.unmatched.join("\n")}`,
    );
    expect(report.matched / report.rows).toBeGreaterThanOrEqual(0.99);
    // What fails: a rename neither list shows (both say "HDFC Multi-Asset Fund"), and two typos of the feed
    // ("Balance Advantage", "Heathcare"): left unmatched rather than guessed.
    expect(report.unmatched).toEqual([
      "HDFC | HDFC Multi-Asset Allocation Fund: no fund of that name",
      "Motilal Oswal | Motilal Oswal Balance Advantage Fund: no fund of that name",
      "Tata | Tata India Pharma & Heathcare Fund: no fund of that name",
    ]);
  });

  it("gives every plan of a fund the file's figure at its month-end, with its source", async () => {
    // The file's row: SBI,"SBI Small Cap Fund",Equity,"Small Cap",2026-01-30,...,aum_cur_cr 34447.137.
    const [latest] = await sql`
      select aum_cr, to_char(aum_as_of, 'YYYY-MM-DD') as as_of, aum_source
      from plan_fact_latest where scheme_code = ${SBI_SMALL_CAP_DIRECT_GROWTH}`;
    expect(latest).toEqual({ aum_cr: 34447.137, as_of: "2026-01-30", aum_source: AUM_SOURCE_NAME });
    const plans = await sql`
      select distinct f.aum_cr from plan_facts f join plans p on p.scheme_code = f.scheme_code
      join schemes s on s.id = p.scheme_id where s.name = 'SBI Small Cap Fund' and f.as_of = '2026-01-30'`;
    expect(plans).toEqual([{ aum_cr: 34447.137 }]);
  });

  it("adds the ICICI snapshots' earlier month-ends, agreeing with the monthly table where both give one", async () => {
    const report = await importAumFile(sql, { name: "icici.csv", bytes: readFileSync(ICICI!) });
    console.log(
      `ICICI snapshots: ${report.matched} of ${report.rows} rows matched; unmatched: ${report.unmatched.join("; ")}`,
    );
    expect(report).toMatchObject({ status: "imported", rows: 1700 });
    expect(await sql`select rows_revised from imports where source = 'icici.csv'`).toEqual([{ rows_revised: 0 }]);
  });

  it("adds up AMC and category AUM once per fund, whatever the number of its plans", async () => {
    // Independent of the app's queries: each fund's latest figure, summed over the funds with an active plan.
    const expected = await sql<{ amc: string; slug: string; aum: number }[]>`
      with latest as (
        select distinct on (fund_key) fund_key, aum_cr, scheme_codes from fund_aum order by fund_key, as_of desc
      ),
      fund_amc as (
        select distinct l.fund_key, l.aum_cr, sp.amc_slug, sp.category_id
        from latest l join screener_plans sp on sp.scheme_code = any(l.scheme_codes)
      )
      select amc_slug as slug, sum(aum_cr) as aum from fund_amc group by amc_slug order by sum(aum_cr) desc`;
    expect(expected.length).toBeGreaterThan(40);
    const listed = new Map((await listAmcs(sql)).map((a) => [a.slug, a.aumCr]));
    for (const { slug, aum } of expected) {
      expect([slug, listed.get(slug)]).toEqual([slug, expect.closeTo(aum, 3)]);
      expect([slug, (await amcDetail(sql, slug)).total_aum]).toEqual([slug, expect.closeTo(aum, 3)]);
    }
    const categories = await sql<{ slug: string; aum: number }[]>`
      with latest as (
        select distinct on (fund_key) fund_key, aum_cr, scheme_codes from fund_aum order by fund_key, as_of desc
      ),
      fund_category as (
        select distinct l.fund_key, l.aum_cr, sp.category_slug
        from latest l join screener_plans sp on sp.scheme_code = any(l.scheme_codes) where sp.category_slug is not null
      )
      select category_slug as slug, sum(aum_cr) as aum from fund_category group by category_slug`;
    expect(categories.length).toBeGreaterThan(15);
    for (const { slug, aum } of categories)
      expect([slug, (await categoryStats(sql, slug)).total_aum]).toEqual([slug, expect.closeTo(aum, 3)]);
  });
});
