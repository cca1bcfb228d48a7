import type { Sql } from "postgres";
import { createDatabase } from "@/lib/db/client";
import { snapshotTables } from "@/lib/db/testing/table-snapshot";
import { createScratchDatabase, type ScratchDatabase } from "@/lib/db/testing/test-database";
import { FUND_DATA_TABLES } from "@/lib/ingest/clear-fund-data";
import { factSourceOf } from "@/lib/ingest/fact-sources/fact-sources";
import { headText } from "@/lib/ingest/fact-sources/file-head";
import { downloadFundPerformance } from "@/lib/ingest/sync/amfi-fact-downloads";
import { fundKey } from "@/lib/ingest/fund-names/fund-key";
import { published } from "@/lib/ingest/fact-sources/testing/published";
import { importAumFile as importOnly } from "./import-aum-file";
import { SYNTHETIC_FEED_RECORDS, syntheticFeedBytes, syntheticFeedXlsx } from "./testing/synthetic-feed";
import { AUM_SOURCE_NAME } from "./write-fund-aum";

// As a data:import run of one file: the import, then the screener rows and each plan's fund rebuilt.
const importAumFile = published(importOnly);

const TABLES = ["fund_aum", "plan_aum_fund", "plan_facts", "imports", "screener_plans", "data_version"];
const SOURCE = AUM_SOURCE_NAME;

// Real codes and names; the NAV side (amcs, schemes, plans) and the scheme master side, as the importers leave them.
const SBI_SMALL_DIRECT = 125497;
const SBI_SMALL_REGULAR = 125494;
const SBI_SMALL_IDCW = 125495; // in the master, not among the NAV plans
const HDFC_BAF_DIRECT = 118968;
const HDFC_BAF_REGULAR = 100119;
const ICICI_EQ_DEBT_DIRECT = 120251;
const AXIS_LIQUID_DIRECT = 120389;

async function seed(sql: Sql): Promise<void> {
  const amcs = await sql<{ id: number; name: string }[]>`
    insert into amcs (name, slug) values ('SBI Mutual Fund', 'sbi-mutual-fund'), ('HDFC Mutual Fund', 'hdfc-mutual-fund'),
      ('Axis Mutual Fund', 'axis-mutual-fund') returning id, name`;
  const amc = (name: string) => amcs.find((a) => a.name === name)!.id;
  const schemes = await sql<{ id: number; name: string }[]>`
    insert into schemes (amc_id, name) values (${amc("SBI Mutual Fund")}, 'SBI Small Cap Fund'),
      (${amc("HDFC Mutual Fund")}, 'HDFC Balanced Advantage Fund'), (${amc("Axis Mutual Fund")}, 'Axis Liquid Fund')
    returning id, name`;
  const scheme = (name: string) => schemes.find((s) => s.name === name)!.id;
  await sql`
    insert into plans (scheme_code, scheme_id, plan_type, option, display_name, raw_name) values
      (${SBI_SMALL_DIRECT}, ${scheme("SBI Small Cap Fund")}, 'Direct', 'Growth', 'SBI Small Cap Fund - Direct - Growth', 'x'),
      (${SBI_SMALL_REGULAR}, ${scheme("SBI Small Cap Fund")}, 'Regular', 'Growth', 'SBI Small Cap Fund - Regular - Growth', 'x'),
      (${HDFC_BAF_DIRECT}, ${scheme("HDFC Balanced Advantage Fund")}, 'Direct', 'Growth', 'HDFC BAF - Direct - Growth', 'x'),
      (${HDFC_BAF_REGULAR}, ${scheme("HDFC Balanced Advantage Fund")}, 'Regular', 'Growth', 'HDFC BAF - Regular - Growth', 'x'),
      (${AXIS_LIQUID_DIRECT}, ${scheme("Axis Liquid Fund")}, 'Direct', 'Growth', 'Axis Liquid Fund - Direct - Growth', 'x')`;
  const [master] = await sql<{ id: number }[]>`
    insert into imports (kind, source, sha256) values ('scheme-master', 'SchemeData.csv', 'seed') returning id`;
  const rows: [number, string, string][] = [
    [SBI_SMALL_DIRECT, "SBI Funds Management Limited", "SBI Small Cap Fund"],
    [SBI_SMALL_REGULAR, "SBI Funds Management Limited", "SBI Small Cap Fund"],
    [SBI_SMALL_IDCW, "SBI Funds Management Limited", "SBI Small Cap Fund"],
    [HDFC_BAF_DIRECT, "HDFC Asset Management Company Limited", "HDFC Balanced Advantage Fund"],
    [HDFC_BAF_REGULAR, "HDFC Asset Management Company Limited", "HDFC Balanced Advantage Fund"],
    [ICICI_EQ_DEBT_DIRECT, "ICICI Prudential Asset Management Company Limited", "ICICI Prudential Equity & Debt Fund"],
  ];
  for (const [code, amcName, name] of rows)
    await sql`
      insert into scheme_master (scheme_code, amc, scheme_name, scheme_type, category, nav_name, fund_key, import_id)
      values (${code}, ${amcName}, ${name}, 'Open Ended', 'x', ${name}, ${fundKey(name)}, ${master!.id})`;
}

const MONTHLY_HEADER =
  "amc,scheme_name,category,sub_category,month_end,nav_cur,nav_prev,nav_return,aum_cur_cr,aum_prev_cr,expected_aum_cr,net_flow_cr,flow_pct";
// SYNTHETIC rows in the real monthly table's header (figures invented).
const monthly = (...rows: string[]) => Buffer.from([MONTHLY_HEADER, ...rows].join("\n") + "\n");
const SBI_JAN = 'SBI,"SBI Small Cap Fund",Equity,"Small Cap Fund",2026-01-30,170.1,168.9,1.007,36100.25,35500.25,1,2,3';
const SBI_DEC = 'SBI,"SBI Small Cap Fund",Equity,"Small Cap Fund",2025-12-31,168.9,165.2,1.02,35500.25,35000,1,2,3';
const HDFC_DEC =
  'HDFC,"HDFC Balanced Advantage Fund",Hybrid,"Dynamic Asset Allocation / Balanced Advantage",2025-12-31,505.5,500.1,1.01,101000,99000,1,2,3';

describe("importAumFile", () => {
  let scratch: ScratchDatabase;
  let sql: Sql;

  beforeAll(async () => {
    scratch = await createScratchDatabase({ migrated: true });
    sql = createDatabase(scratch.url, 4).sql;
  });
  afterAll(async () => {
    await sql.end();
    await scratch.drop();
  });
  beforeEach(async () => {
    await sql.unsafe(`truncate ${FUND_DATA_TABLES.join(", ")}, scheme_master restart identity cascade`);
    await seed(sql);
  });

  it("writes the feed's AUM, riskometer and benchmark to every plan of each matched fund (SYNTHETIC feed)", async () => {
    const report = await importAumFile(sql, { name: "fundperformance.json", bytes: syntheticFeedBytes() });
    expect(report).toEqual({
      source: "fundperformance.json",
      kind: "aum",
      status: "imported",
      asOf: "2026-01-30",
      rows: 5,
      matched: 4,
      unmatched: ["Kaveri Crest Flexi Cap Fund: no fund of that name"],
    });
    expect(
      await sql`select scheme_code, as_of::text, aum_cr, risk_level, benchmark, source from plan_facts order by scheme_code`,
    ).toEqual([
      {
        scheme_code: HDFC_BAF_REGULAR,
        as_of: "2026-01-30",
        aum_cr: 102345.6,
        risk_level: "Very High",
        benchmark: "NIFTY 50 Hybrid Composite Debt 50:50 Index",
        source: SOURCE,
      },
      {
        scheme_code: HDFC_BAF_DIRECT,
        as_of: "2026-01-30",
        aum_cr: 102345.6,
        risk_level: "Very High",
        benchmark: "NIFTY 50 Hybrid Composite Debt 50:50 Index",
        source: SOURCE,
      },
      {
        scheme_code: ICICI_EQ_DEBT_DIRECT,
        as_of: "2026-01-30",
        aum_cr: 45000,
        risk_level: "Very High",
        benchmark: "CRISIL Hybrid 35+65 - Aggressive Index",
        source: SOURCE,
      },
      {
        scheme_code: AXIS_LIQUID_DIRECT,
        as_of: "2026-01-30",
        aum_cr: null,
        risk_level: "Low to Moderate",
        benchmark: "NIFTY Liquid Index A-I",
        source: SOURCE,
      },
      {
        scheme_code: SBI_SMALL_REGULAR,
        as_of: "2026-01-30",
        aum_cr: 36000.5,
        risk_level: "Very High",
        benchmark: "BSE 250 SmallCap TRI",
        source: SOURCE,
      },
      {
        scheme_code: SBI_SMALL_IDCW,
        as_of: "2026-01-30",
        aum_cr: 36000.5,
        risk_level: "Very High",
        benchmark: "BSE 250 SmallCap TRI",
        source: SOURCE,
      },
      {
        scheme_code: SBI_SMALL_DIRECT,
        as_of: "2026-01-30",
        aum_cr: 36000.5,
        risk_level: "Very High",
        benchmark: "BSE 250 SmallCap TRI",
        source: SOURCE,
      },
    ]);
    // Fund-level rows once per fund (the Axis record has no AUM); the unmatched one kept with no plans.
    expect(await sql`select fund_key, aum_cr, scheme_codes from fund_aum order by fund_key`).toEqual([
      { fund_key: "hdfc balanced advantage fund", aum_cr: 102345.6, scheme_codes: [HDFC_BAF_REGULAR, HDFC_BAF_DIRECT] },
      { fund_key: "icici prudential equity and debt fund", aum_cr: 45000, scheme_codes: [ICICI_EQ_DEBT_DIRECT] },
      { fund_key: "kaveri crest flexi cap fund", aum_cr: 120.75, scheme_codes: [] },
      {
        fund_key: "sbi small cap fund",
        aum_cr: 36000.5,
        scheme_codes: [SBI_SMALL_REGULAR, SBI_SMALL_IDCW, SBI_SMALL_DIRECT],
      },
    ]);
    expect(
      await sql`select kind, layout, as_of::text, rows_total, rows_added, rows_matched, rows_unmatched, problems from imports where kind = 'aum'`,
    ).toEqual([
      {
        kind: "aum",
        layout: "amfi-fund-performance-json",
        as_of: "2026-01-30",
        rows_total: 5,
        rows_added: 4,
        rows_matched: 4,
        rows_unmatched: 1,
        problems: { unmatched: ["Kaveri Crest Flexi Cap Fund: no fund of that name"] },
      },
    ]);
    const [latest] = await sql`
      select aum_cr, to_char(aum_as_of, 'YYYY-MM-DD') as aum_as_of, aum_source, risk_level, benchmark
      from plan_fact_latest where scheme_code = ${SBI_SMALL_DIRECT}`;
    expect(latest).toEqual({
      aum_cr: 36000.5,
      aum_as_of: "2026-01-30",
      aum_source: SOURCE,
      risk_level: "Very High",
      benchmark: "BSE 250 SmallCap TRI",
    });
  });

  it("imports the page's XLSX export (SYNTHETIC workbook) to the same facts as the feed's JSON", async () => {
    const facts = () => sql`select * from plan_facts order by scheme_code`;
    await importAumFile(sql, { name: "fundperformance.json", bytes: syntheticFeedBytes() });
    const fromJson = await facts();
    await sql`delete from plan_facts`;
    await sql`delete from fund_aum`;
    await sql`delete from imports where kind = 'aum'`;
    const report = await importAumFile(sql, { name: "fund-performance.xlsx", bytes: syntheticFeedXlsx() });
    expect(report).toMatchObject({ status: "imported", asOf: "2026-01-30", rows: 5, matched: 4 });
    expect(await facts()).toEqual(fromJson);
    expect(await sql`select layout from imports where kind = 'aum'`).toEqual([
      { layout: "amfi-fund-performance-xlsx" },
    ]);
  });

  it("imports what data:sync saves of the feed: every group's answer in one file, a fund under two groups once", async () => {
    const [sbi, hdfc] = SYNTHETIC_FEED_RECORDS;
    // SYNTHETIC answers of AMFI's endpoint: the SBI fund under two sub-categories, nothing for the others.
    const answers: Record<number, object[]> = { 1: [sbi!], 2: [hdfc!, sbi!] };
    const fetchImpl = (async (_url: string, init?: RequestInit) => {
      const { subCategory } = JSON.parse(String(init?.body)) as { subCategory: number };
      return new Response(JSON.stringify({ data: answers[subCategory] ?? [] }));
    }) as typeof fetch;
    const file = await downloadFundPerformance("2026-01-30", { fetchImpl, sleep: async () => undefined });
    expect(factSourceOf(headText(file.bytes))?.kind).toBe("aum");
    const report = await importAumFile(sql, file);
    // Three records, two funds: the report counts the rows kept.
    expect(report).toMatchObject({ status: "imported", asOf: "2026-01-30", rows: 2, matched: 2, unmatched: [] });
    expect(await sql`select fund_key, aum_cr from fund_aum order by fund_key`).toEqual([
      { fund_key: "hdfc balanced advantage fund", aum_cr: 102345.6 },
      { fund_key: "sbi small cap fund", aum_cr: 36000.5 },
    ]);
  });

  it("imports the same bytes a second time as 'already imported', changing nothing", async () => {
    await importAumFile(sql, { name: "fundperformance.json", bytes: syntheticFeedBytes() });
    const before = await snapshotTables(sql, TABLES);
    const again = await importAumFile(sql, { name: "copy.json", bytes: syntheticFeedBytes() });
    expect(again).toMatchObject({ status: "already-imported", rows: 5 });
    expect(await snapshotTables(sql, TABLES)).toEqual(before);
  });

  it("adds month-ends from the monthly table, matching on the AMC short name, and keeps the feed's riskometer", async () => {
    await importAumFile(sql, { name: "fundperformance.json", bytes: syntheticFeedBytes() });
    const report = await importAumFile(sql, { name: "monthly.csv", bytes: monthly(SBI_DEC, HDFC_DEC, SBI_JAN) });
    expect(report).toMatchObject({ status: "imported", asOf: "2026-01-30", rows: 3, matched: 3, unmatched: [] });
    expect(
      await sql`select as_of::text, aum_cr, risk_level from plan_facts where scheme_code = ${SBI_SMALL_DIRECT} order by as_of`,
    ).toEqual([
      { as_of: "2025-12-31", aum_cr: 35500.25, risk_level: null },
      // The monthly table's figure for the feed's date replaces the feed's; its riskometer stays.
      { as_of: "2026-01-30", aum_cr: 36100.25, risk_level: "Very High" },
    ]);
    expect(
      await sql`select rows_added, rows_unchanged, rows_revised from imports where source = 'monthly.csv'`,
    ).toEqual([{ rows_added: 2, rows_unchanged: 0, rows_revised: 1 }]);
    expect(await sql`select scheme_code, fund_key from plan_aum_fund order by scheme_code`).toEqual([
      { scheme_code: HDFC_BAF_REGULAR, fund_key: "hdfc balanced advantage fund" },
      { scheme_code: HDFC_BAF_DIRECT, fund_key: "hdfc balanced advantage fund" },
      { scheme_code: ICICI_EQ_DEBT_DIRECT, fund_key: "icici prudential equity and debt fund" },
      { scheme_code: SBI_SMALL_REGULAR, fund_key: "sbi small cap fund" },
      { scheme_code: SBI_SMALL_IDCW, fund_key: "sbi small cap fund" },
      { scheme_code: SBI_SMALL_DIRECT, fund_key: "sbi small cap fund" },
    ]);
  });

  it("rebuilds each plan's fund with the statement that writes fund_aum, with no publication, and a truncate empties it", async () => {
    const planFunds = () => sql`select scheme_code, fund_key from plan_aum_fund order by scheme_code`;
    // The import alone, as data:sync runs it before the metrics refresh publishes (no refreshScreenerPlans).
    await importOnly(sql, { name: "monthly.csv", bytes: monthly(SBI_DEC, HDFC_DEC) });
    expect(await planFunds()).toEqual([
      { scheme_code: HDFC_BAF_REGULAR, fund_key: "hdfc balanced advantage fund" },
      { scheme_code: HDFC_BAF_DIRECT, fund_key: "hdfc balanced advantage fund" },
      { scheme_code: SBI_SMALL_REGULAR, fund_key: "sbi small cap fund" },
      { scheme_code: SBI_SMALL_IDCW, fund_key: "sbi small cap fund" },
      { scheme_code: SBI_SMALL_DIRECT, fund_key: "sbi small cap fund" },
    ]);
    await sql`delete from fund_aum where fund_key = 'hdfc balanced advantage fund'`;
    expect((await planFunds()).map((row) => row.fund_key)).toEqual(Array(3).fill("sbi small cap fund"));
    await sql`truncate fund_aum`;
    expect(await planFunds()).toEqual([]);
  });

  it("does not give a fund of another house the figure: the short name narrows the match", async () => {
    const report = await importAumFile(sql, { name: "monthly.csv", bytes: monthly(SBI_DEC.replace("SBI,", "HDFC,")) });
    expect(report).toMatchObject({ matched: 0, unmatched: ["HDFC | SBI Small Cap Fund: no fund of that name"] });
    expect(await sql`select count(*)::int as n from plan_facts`).toEqual([{ n: 0 }]);
  });

  const whole = monthly(SBI_DEC, HDFC_DEC, SBI_JAN).toString();
  const feed = syntheticFeedBytes().toString();
  it.each([
    [
      "a missing header",
      Buffer.from(whole.slice(whole.indexOf("\n") + 1)),
      /^Line 1 is not the header of a known AUM layout/,
    ],
    ["wrong columns", Buffer.from(whole.replace("month_end", "date")), /amfi-crisil-monthly-aum needs month_end/],
    [
      "a number column of text",
      Buffer.from(whole.replace("101000", "one lakh")),
      /^1 problem: line 3, aum_cur_cr "one lakh": must be a number/,
    ],
    [
      "a file cut in a row",
      Buffer.from(whole.slice(0, whole.lastIndexOf("36100"))),
      /^The file ends inside line 4 .*cut short\.$/,
    ],
    ["a feed answer cut short", Buffer.from(feed.slice(0, feed.length - 40)), /^The file is not complete JSON/],
    [
      "a feed record of text AUM",
      syntheticFeedBytes([{ ...SYNTHETIC_FEED_RECORDS[0], dailyAUM: "n/a crore" }]),
      /record 1, dailyAUM "n\/a crore": must be a number/,
    ],
    ["a workbook cut short", syntheticFeedXlsx().subarray(0, 3000), /^The workbook could not be read/],
  ])("refuses %s with a clear message and leaves the store byte-identical", async (_what, bytes, message) => {
    await importAumFile(sql, { name: "fundperformance.json", bytes: syntheticFeedBytes() });
    const before = await snapshotTables(sql, TABLES);
    const report = await importAumFile(sql, { name: "broken", bytes });
    expect(report.status).toBe("refused");
    expect(report.message).toMatch(message);
    expect(await snapshotTables(sql, TABLES)).toEqual(before);
  });
});
