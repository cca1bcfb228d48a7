import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import * as XLSX from "@e965/xlsx";
import type { Sql } from "postgres";
import { planBenchmarks } from "@/lib/benchmarks/plan-benchmarks";
import { createDatabase } from "@/lib/db/client";
import type { ScratchDatabase } from "@/lib/db/testing/test-database";
import { idcwHistory } from "@/lib/funds/idcw-history";
import { factSourceOf } from "@/lib/ingest/fact-sources/fact-sources";
import { headText } from "@/lib/ingest/fact-sources/file-head";
import { published } from "@/lib/ingest/fact-sources/testing/published";
import { importIndexFile } from "@/lib/ingest/index-series/import-index-file";
import { indexFilesAvailable, NIFTY_500_TRI_NTR } from "@/lib/ingest/testing/index-tri-files";
import { REAL_MASTER, REAL_NAV, copyOfRealFunds } from "@/lib/ingest/testing/real-funds";
import { sharedDataFile } from "@/lib/ingest/testing/shared-data";
import { listScreenerPlans } from "@/lib/screener/list-screener-plans";
import { screenerQuery } from "@/lib/screener/screener-query";

const UTI_RISK = sharedDataFile("scheme-attributes/UTI-riskometer-benchmark-monthly-2024-04_2025-08.xlsx");
const UTI_IDCW = sharedDataFile("scheme-attributes/UTI-IDCW-declared-2025-04-01_2025-09-15.xls");
const MOTILAL = sharedDataFile("scheme-attributes/MotilalOswal-website-scheme-data-2025-08-31.json.gz");
const ready = REAL_NAV && REAL_MASTER && UTI_RISK && UTI_IDCW && MOTILAL && indexFilesAvailable();

// As data:import runs them: recognised by content, imported, the screener's rows rebuilt.
async function importAs(sql: Sql, name: string, bytes: Buffer) {
  const source = factSourceOf(headText(bytes));
  if (!source) throw new Error(`${name} was not recognised as a fact file`);
  return { kind: source.kind, report: await published(source.importFile)(sql, { name, bytes }) };
}

/** The real UTI workbook cut to its newest month (August 2025): the smallest slice that shows the facts. */
function utiAugust(): Buffer {
  const book = XLSX.read(readFileSync(UTI_RISK!), { type: "buffer" });
  const name = "Risk-o-meter_August 31 2025";
  const slice = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(slice, book.Sheets[name]!, name);
  // Compressed as Excel writes it: the recogniser reads the sheet list from the file's first 16 kB.
  return XLSX.write(slice, { type: "buffer", bookType: "xlsx", compression: true }) as Buffer;
}

/** Three real Motilal Oswal schemes: Midcap, Arbitrage (display benchmark copied from another scheme), Nifty 50 ETF. */
function motilalSlice(): Buffer {
  const data = JSON.parse(gunzipSync(readFileSync(MOTILAL!)).toString("utf8")) as {
    cfDataObjs: { schDetail: { schemeName: string } }[];
  };
  const keep = ["Motilal Oswal Midcap Fund", "Motilal Oswal Arbitrage Fund", "Motilal Oswal Nifty 50 ETF"];
  return Buffer.from(
    JSON.stringify({ cfDataObjs: data.cfDataObjs.filter((s) => keep.includes(s.schDetail.schemeName)) }, null, 1),
  );
}

const UTI_FLEXI_CAP_DIRECT_GROWTH = 120662;
const UTI_ARBITRAGE_DIRECT_GROWTH = 120795;
const UTI_AGGRESSIVE_HYBRID_DIRECT_IDCW = 120673;
const UTI_MONEY_MARKET_DIRECT_FORTNIGHTLY = 135606;
const MOTILAL_MIDCAP = [127039, 127042];
const SBI_FLEXICAP_DIRECT_GROWTH = 119718;
const SBI_CONTRA_DIRECT_GROWTH = 119835;
const SBI_NIFTY_INDEX_DIRECT_GROWTH = 119827;
const NIPPON_MULTI_CAP_DIRECT_GROWTH = 118650;

(ready ? describe : describe.skip)("scheme-attribute files on the real data", () => {
  let scratch: ScratchDatabase;
  let sql: Sql;

  beforeAll(async () => {
    scratch = await copyOfRealFunds();
    sql = createDatabase(scratch.url, 4).sql;
    const index = await importIndexFile(sql, { name: "nifty500.csv", bytes: readFileSync(NIFTY_500_TRI_NTR) });
    if (index.status !== "imported") throw new Error(`the Nifty 500 TRI file was not imported: ${index.message}`);
  }, 180_000);
  afterAll(async () => {
    await sql.end();
    await scratch.drop();
  });

  const latest = (code: number) =>
    sql`select risk_level, benchmark, to_char(benchmark_as_of, 'YYYY-MM-DD') as benchmark_as_of, benchmark_source,
          exit_load, min_sip::float8 as min_sip, aum_cr, to_char(aum_as_of, 'YYYY-MM-DD') as aum_as_of,
          expense_ratio, expense_ratio_source
        from plan_fact_latest where scheme_code = ${code}`.then((rows) => rows[0]);

  it("imports UTI's riskometer month by fund name: riskometer and benchmark with source and month-end", async () => {
    const { kind, report } = await importAs(sql, "uti-riskometer-aug-2025.xlsx", utiAugust());
    expect(kind).toBe("riskometer");
    console.log(
      `UTI riskometer Aug 2025: ${report.matched} of ${report.rows} matched; unmatched: ${report.unmatched.join("; ")}`,
    );
    expect(report).toMatchObject({ status: "imported", asOf: "2025-08-31", rows: 83 });
    // Row 82 "UTI - Flexi Cap Fund." (stray dot), Very High, Nifty 500 TRI; row 1 "UTI - Arbitrage Fund", Low.
    expect(await latest(UTI_FLEXI_CAP_DIRECT_GROWTH)).toMatchObject({
      risk_level: "Very High",
      benchmark: "Nifty 500 TRI",
      benchmark_as_of: "2025-08-31",
      benchmark_source: "UTI AMC riskometer disclosure",
    });
    expect(await latest(UTI_ARBITRAGE_DIRECT_GROWTH)).toMatchObject({
      risk_level: "Low",
      benchmark: "Nifty 50 Arbitrage Index",
    });
  });

  it("makes the riskometer filter find the plans the file covers", async () => {
    const page = await listScreenerPlans(sql, screenerQuery.parse({ risk_level: ["Low"], page_size: 100 }));
    const codes = page.plans.map((plan) => plan.scheme_code);
    expect(page.total).toBeGreaterThan(0);
    expect(codes).toContain(UTI_ARBITRAGE_DIRECT_GROWTH);
    const [row] = await sql<{ missing: number }[]>`
      select count(*)::int as missing from plan_facts f
      join screener_plans s using (scheme_code)
      where f.source = 'UTI AMC riskometer disclosure' and s.risk_level is null`;
    expect(row?.missing).toBe(0);
  });

  it("stores UTI's IDCW declarations on the plan they name, by record date (the time part ignored)", async () => {
    const { kind, report } = await importAs(sql, "uti-idcw.xls", readFileSync(UTI_IDCW!));
    expect(kind).toBe("idcw");
    console.log(`UTI IDCW: ${report.matched} of ${report.rows} rows placed; unmatched: ${report.unmatched.join("; ")}`);
    expect(report).toMatchObject({ status: "imported", asOf: "2025-09-15", rows: 1026 });
    // Sheet0: 066, UTI Aggressive Hybrid Fund, Direct Plan - IDCW, "07/08/2025 12:08:00" 0.9 and "22/05/2025 12:05:00" 0.85.
    expect(await idcwHistory(sql, UTI_AGGRESSIVE_HYBRID_DIRECT_IDCW)).toEqual([
      {
        record_date: "2025-08-07",
        per_unit: 0.9,
        class_name: "Direct Plan - IDCW",
        source: "UTI AMC IDCW declarations",
      },
      {
        record_date: "2025-05-22",
        per_unit: 0.85,
        class_name: "Direct Plan - IDCW",
        source: "UTI AMC IDCW declarations",
      },
    ]);
    const fortnightly = await idcwHistory(sql, UTI_MONEY_MARKET_DIRECT_FORTNIGHTLY);
    expect(fortnightly).toHaveLength(11);
    expect(fortnightly).toContainEqual(expect.objectContaining({ record_date: "2025-06-10", per_unit: 5.6437 }));
  });

  it("imports Motilal Oswal's site data: facts per plan with its source, managers, the primary benchmark", async () => {
    const { kind, report } = await importAs(sql, "motilal.json", motilalSlice());
    expect(kind).toBe("scheme-data");
    expect(report).toMatchObject({ status: "imported", asOf: "2025-08-31", rows: 3, matched: 3, unmatched: [] });
    // Midcap Fund: riskType Very High, benchmark "Nifty Midcap 150 TRI", minsipamt 500, latestAum 34779.735 on
    // 2025-08-31, expenseRatioRegular 1.59 / expenseRatioDirect 0.54 (127039 Regular, 127042 Direct).
    const [regular, direct] = await Promise.all(MOTILAL_MIDCAP.map(latest));
    expect(regular).toMatchObject({
      risk_level: "Very High",
      benchmark: "Nifty Midcap 150 TRI",
      benchmark_source: "Motilal Oswal AMC website",
      benchmark_as_of: "2025-08-31",
      min_sip: 500,
      expense_ratio_source: "Motilal Oswal AMC website",
    });
    expect(regular!.exit_load).toMatch(/^1% - If redeemed on or before 1 year from the date of allotment\./);
    expect([regular!.expense_ratio, direct!.expense_ratio]).toEqual([1.59, 0.54]);
    const managers = await sql`
      select m.name, m.managing_since, m.source from fund_managers m join plans p on p.scheme_id = m.scheme_id
      where p.scheme_code = ${MOTILAL_MIDCAP[0]!} order by m.name`;
    expect(managers.map((m) => m.name)).toContain("Rakesh Shetty");
    // The site states no "managing since" date for any manager: unknown, not invented.
    expect(managers.every((m) => m.managing_since === null && m.source === "Motilal Oswal AMC website")).toBe(true);
    const [arbitrage] = await sql`
      select f.benchmark from plan_facts f join plans p using (scheme_code) join schemes s on s.id = p.scheme_id
      where s.name ilike 'Motilal Oswal Arbitrage%' and f.source = 'Motilal Oswal AMC website' limit 1`;
    expect(arbitrage).toEqual({ benchmark: "Nifty 50 Arbitrage TRI" });
  });

  it("compares with the scheme's own benchmark where its series is loaded, else names the stand-in as one", async () => {
    // The portfolio sheets' benchmark text (engineer D's import); inserted here until that import is merged.
    await sql`
      insert into plan_facts (scheme_code, as_of, source, benchmark) values
        (${SBI_FLEXICAP_DIRECT_GROWTH}, '2025-07-31', 'SBI portfolio sheet (test)', 'BSE 500 TRI'),
        (${SBI_CONTRA_DIRECT_GROWTH}, '2025-07-31', 'SBI portfolio sheet (test)', 'BSE 500 TRI'),
        (${SBI_NIFTY_INDEX_DIRECT_GROWTH}, '2025-07-31', 'SBI portfolio sheet (test)', 'NIFTY 50 TRI'),
        (${NIPPON_MULTI_CAP_DIRECT_GROWTH}, '2025-07-31', 'Nippon portfolio sheet (test)', 'Nifty 500 Multicap 50:25:25 TRI')
      on conflict do nothing`;
    const benchmarks = await planBenchmarks(sql, [
      UTI_FLEXI_CAP_DIRECT_GROWTH,
      SBI_FLEXICAP_DIRECT_GROWTH,
      SBI_CONTRA_DIRECT_GROWTH,
      SBI_NIFTY_INDEX_DIRECT_GROWTH,
      NIPPON_MULTI_CAP_DIRECT_GROWTH,
    ]);
    expect(benchmarks.get(UTI_FLEXI_CAP_DIRECT_GROWTH)).toMatchObject({
      name: "Nifty 500 TRI",
      basis: "scheme",
      fact: { source: "UTI AMC riskometer disclosure", asOf: "2025-08-31" },
    });
    for (const code of [SBI_FLEXICAP_DIRECT_GROWTH, SBI_CONTRA_DIRECT_GROWTH])
      expect(benchmarks.get(code)).toMatchObject({
        name: "Nifty 500 TRI",
        basis: "category",
        own: { name: "BSE 500 TRI", key: "BSE 500" },
      });
    expect(benchmarks.get(NIPPON_MULTI_CAP_DIRECT_GROWTH)).toMatchObject({
      basis: "category",
      own: { name: "Nifty 500 Multicap 50:25:25 TRI" },
    });
    // No stand-in for an index fund whose name says no index: its own NIFTY 50 TRI, with no series near today.
    expect(benchmarks.get(SBI_NIFTY_INDEX_DIRECT_GROWTH)).toMatchObject({ name: "Nifty 50 TRI", basis: "scheme" });
  });
});
