import { readFileSync } from "node:fs";
import * as XLSX from "@e965/xlsx";
import type { Sql } from "postgres";
import { createDatabase } from "@/lib/db/client";
import { snapshotTables } from "@/lib/db/testing/table-snapshot";
import { createFilledTemplate, type FilledTemplate, type ScratchDatabase } from "@/lib/db/testing/test-database";
import { factSourceOf } from "@/lib/ingest/fact-sources/fact-sources";
import { headText } from "@/lib/ingest/fact-sources/file-head";
import { unpackBytes } from "@/lib/ingest/fact-sources/unpack-bytes";
import { importSchemeMaster } from "@/lib/ingest/scheme-master/import-scheme-master";
import { seedPlans } from "@/lib/ingest/scheme-master/testing/seed-plans";
import { sharedDataFile } from "@/lib/ingest/testing/shared-data";
import { importTerFile } from "@/lib/ingest/ter/import-ter-file";
import { parseTerFile } from "@/lib/ingest/ter/parse-ter-file";

const MASTER = sharedDataFile("scheme-master/SchemeData-2024-11-18.csv");
const TRACKER = sharedDataFile("ter/captn3m0-ter-tracker-data-2024-10-07.csv");
const HISTORY = sharedDataFile("ter/captn3m0-ter-history-changes.csv.xz");
const DAILY_CSV = sharedDataFile("ter/amfi-ter-daily-2023-11.csv.xz");
const DAILY_HTML = sharedDataFile("ter/amfi-ter-daily-2023-11.html.gz");
const ALL = MASTER && TRACKER && HISTORY && DAILY_CSV && DAILY_HTML;
const TABLES = ["plan_facts", "imports", "scheme_master", "screener_plans"];
const TODAY = "2026-11-27";

const ABSL = "Aditya Birla Sun Life Mutual Fund";
const FUND = "Aditya Birla Sun Life Equity Advantage Fund";
const REGULAR = 100033;
const REGULAR_IDCW = 100034;
const DIRECT = 119436;

/** The expense ratios the store holds for a plan from AMFI TER, by date. */
async function terOf(sql: Sql, code: number): Promise<Record<string, number>> {
  const rows = await sql<{ as_of: string; expense_ratio: number }[]>`
    select to_char(as_of, 'YYYY-MM-DD') as as_of, expense_ratio from plan_facts
    where scheme_code = ${code} and source = 'AMFI TER' order by as_of`;
  return Object.fromEntries(rows.map((row) => [row.as_of, row.expense_ratio]));
}

/** The page's head through its `rows`-th data row, and its tail from the table's end: a smaller page of the same rows. */
function htmlHead(bytes: Buffer, rows: number): Buffer {
  let end = bytes.indexOf("</tr>"); // the header row's
  for (let i = 0; i < rows; i++) end = bytes.indexOf("</tr>", end + 1);
  if (end < 0) throw new Error(`the page has fewer than ${rows} rows`);
  return Buffer.concat([bytes.subarray(0, end + "</tr>".length), bytes.subarray(bytes.lastIndexOf("</tbody>"))]);
}

/** The header line and the first `rows` lines. */
function csvHead(bytes: Buffer, rows: number): Buffer {
  let end = -1;
  for (let i = 0; i <= rows; i++) end = bytes.indexOf("\n", end + 1);
  if (end < 0) throw new Error(`the file has fewer than ${rows} rows`);
  return bytes.subarray(0, end + 1);
}

(ALL ? describe : describe.skip)("importTerFile on the real TER files, matched to the real scheme master", () => {
  const file = async (path: string, name = path.split("/").at(-1)!) => ({
    name,
    bytes: await unpackBytes(readFileSync(path)),
  });
  let plansAndMaster: FilledTemplate;
  let scratch: ScratchDatabase;
  let sql: Sql;

  // The plans and the real scheme master, stored once and copied for each test: importing the master for every
  // test was most of this file's time.
  beforeAll(async () => {
    plansAndMaster = await createFilledTemplate(async (url) => {
      const filling = createDatabase(url, 4).sql;
      try {
        await seedPlans(filling, [
          { code: REGULAR, amc: ABSL, scheme: FUND, planType: "Regular", name: "Regular Growth" },
          { code: REGULAR_IDCW, amc: ABSL, scheme: FUND, planType: "Regular", name: "Regular IDCW" },
          { code: DIRECT, amc: ABSL, scheme: FUND, planType: "Direct", name: "Direct Growth" },
        ]);
        const master = await importSchemeMaster(filling, {
          name: "SchemeData-2024-11-18.csv",
          bytes: readFileSync(MASTER!),
        });
        expect(master.status).toBe("imported");
      } finally {
        await filling.end();
      }
    });
  }, 120_000);
  afterAll(() => plansAndMaster?.drop());

  beforeEach(async () => {
    scratch = await plansAndMaster.copy();
    sql = createDatabase(scratch.url, 4).sql;
  });
  afterEach(async () => {
    await sql.end();
    await scratch.drop();
  });

  it("matches >= 98% of the tracker's fund names to the master, lists the rest, and stores Regular and Direct TERs", async () => {
    const tracker = await file(TRACKER!);
    expect(factSourceOf(headText(tracker.bytes))?.kind).toBe("ter");
    const report = await importTerFile(sql, tracker, { today: TODAY });
    expect(report).toMatchObject({ status: "imported", asOf: "2024-10-07", rows: 1622 });
    const rate = report.matched / report.rows;
    console.log(
      `TER match rate (tracker 2024-10-07 vs master 2024-11-18): ${report.matched}/${report.rows} = ${(rate * 100).toFixed(2)}%; unmatched: ${report.unmatched.join(" | ")}`,
    );
    expect(rate).toBeGreaterThanOrEqual(0.98);
    // Funds renamed between the tracker's date and the master's (Axis: "Children's Gift" -> "Children's",
    // "Corporate Debt" -> "Corporate Bond", "Short Term" -> "Short Duration", "Retirement Savings" ->
    // "Retirement"), or merged or wound up before the master was taken: no name rule can join these.
    expect(report.unmatched).toEqual([
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
      "Baroda BNP Paribas Floater Fund",
      "Baroda BNP Paribas Medium Duration Fund (Scheme has One Segregated Portfolio)",
      "DSP World Agriculture Fund",
      "DSP World Energy Fund",
      "Kotak All Weather Debt FoF",
      "Navi Nifty IT Index Fund",
    ]);
    expect(await terOf(sql, REGULAR)).toEqual({ "2024-10-07": 1.87 });
    expect(await terOf(sql, REGULAR_IDCW)).toEqual({ "2024-10-07": 1.87 });
    expect(await terOf(sql, DIRECT)).toEqual({ "2024-10-07": 1.02 });
    const [latest] = await sql`
      select expense_ratio, to_char(expense_ratio_as_of, 'YYYY-MM-DD') as as_of, expense_ratio_source as source
      from plan_fact_latest where scheme_code = ${DIRECT}`;
    expect(latest).toEqual({ expense_ratio: 1.02, as_of: "2024-10-07", source: "AMFI TER" });
    const [imported] = await sql`
      select layout, rows_total, rows_matched, rows_unmatched, rows_added from imports where kind = 'ter'`;
    expect(imported).toEqual({
      layout: "ter-tracker-latest",
      rows_total: 1622,
      rows_matched: 1606,
      rows_unmatched: 16,
      rows_added: 3,
    });

    const before = await snapshotTables(sql, TABLES);
    expect((await importTerFile(sql, tracker, { today: TODAY })).status).toBe("already-imported");
    expect(await snapshotTables(sql, TABLES)).toEqual(before);
  });

  it("keeps the history: every dated change of a fund's TER from the tracker's history", async () => {
    const report = await importTerFile(sql, await file(HISTORY!), { today: TODAY });
    // The last commit (2024-10-07) changed other funds.
    expect(report).toMatchObject({ status: "imported", asOf: "2024-10-07", rows: 61_244 });
    const regular = await terOf(sql, REGULAR);
    const direct = await terOf(sql, DIRECT);
    // 83 history rows name this fund, each on its own day (counted with grep on the unpacked file).
    expect(Object.keys(regular)).toHaveLength(83);
    expect(Object.keys(direct)).toHaveLength(83);
    expect([regular["2023-04-06"], direct["2023-04-06"]]).toEqual([1.94, 1.14]);
    expect([regular["2024-02-24"], direct["2024-02-24"]]).toEqual([1.91, 1.13]);
    expect([regular["2024-10-04"], direct["2024-10-04"]]).toEqual([1.87, 1.02]);
    expect(new Set(Object.values(regular)).size).toBeGreaterThan(5);
  });

  it("reads AMFI's daily table: a known fund's Regular and Direct TER on a known day", async () => {
    const report = await importTerFile(sql, await file(DAILY_CSV!), { today: TODAY });
    expect(report).toMatchObject({ status: "imported", asOf: "2023-11-30", rows: 39_165 });
    const regular = await terOf(sql, REGULAR);
    const direct = await terOf(sql, DIRECT);
    expect([regular["2023-11-01"], direct["2023-11-01"]]).toEqual([1.92, 1.1]);
    // AMFI dates this fund's TER on the 20 business days of the month (grep -c on the unpacked file).
    expect(Object.keys(regular)).toHaveLength(20);
  });

  // The first 2,000 rows of each: the whole month's page is 71 MB of HTML, seconds of parsing alone, and a minute
  // or more beside the other database tests; the rows are in the same order in both files.
  it("reads the same rows from AMFI's raw HTML table as from its CSV extraction", async () => {
    const html = parseTerFile("amfi-ter-daily-2023-11.html", htmlHead((await file(DAILY_HTML!)).bytes, 2000), TODAY);
    const csv = parseTerFile("amfi-ter-daily-2023-11.csv", csvHead((await file(DAILY_CSV!)).bytes, 2000), TODAY);
    if (!html.ok || !csv.ok) throw new Error(`not parsed: ${JSON.stringify([html, csv].filter((p) => !p.ok))}`);
    expect([html.layout, csv.layout]).toEqual(["amfi-ter-html", "amfi-ter-csv"]);
    expect(html.rows).toHaveLength(2000);
    expect(html.rows).toEqual(csv.rows);
    // Names with entities (&amp;, &#39;) decode like the CSV's.
    expect(html.rows.filter((r) => r.name.includes("&")).length).toBeGreaterThan(10);
    expect(html.rows.filter((r) => r.name.includes("'")).length).toBeGreaterThan(10);
  });

  it("refuses broken variants with a clear message and leaves the store byte-identical", async () => {
    const tracker = readFileSync(TRACKER!, "utf8").split("\n");
    await importTerFile(sql, {
      name: "ter-2024-10-07.csv",
      bytes: Buffer.from(tracker.slice(0, 40).join("\n") + "\n"),
    });
    const before = await snapshotTables(sql, TABLES);
    const header = tracker[0]!;
    const body = tracker.slice(1, 40);
    const csv = (...lines: string[]) => Buffer.from(lines.join("\n") + "\n");
    const html = (await file(DAILY_HTML!)).bytes;
    const variants: [string, Buffer, RegExp][] = [
      ["missing header", csv(...body), /no TER layout recognised/],
      [
        "wrong columns",
        csv(header, ...body.slice(0, 3), body[3]!.split(",").slice(0, 9).join(","), ...body.slice(4)),
        /1 line\(s\) do not have the header's 11 columns \(line 5 has 9\)/,
      ],
      [
        "a number column of text",
        csv(header, ...body.slice(0, 6), body[6]!.replace(/,[\d.]+$/, ",zero point four"), ...body.slice(7)),
        /line 8: Direct Plan - Total TER \(%\) "zero point four" is not a number/,
      ],
      ["a truncated file", csv(header, ...body).subarray(0, -30), /cut short: its last line \(line 40\)/],
      ["a truncated HTML table", html.subarray(0, 5_000_000), /cut short: its table never closes/],
      [
        "an absurd TER",
        csv(header, ...body.slice(0, 2), body[2]!.replace(/,[\d.]+$/, ",43"), ...body.slice(3)),
        /line 4: Direct Plan - Total TER \(%\) 43 is not a TER between 0 and 10%/,
      ],
    ];
    for (const [label, bytes, message] of variants) {
      const report = await importTerFile(sql, { name: `${label}.csv`, bytes }, { today: TODAY });
      expect({ label, status: report.status }).toEqual({ label, status: "refused" });
      expect(report.message).toMatch(message);
      expect(report.message!.length).toBeLessThan(400);
      expect(await snapshotTables(sql, TABLES)).toEqual(before);
    }
  });

  it("reads AMFI's TER_Revised workbook (SYNTHETIC: the layout described in SOURCES.md, built here)", async () => {
    const rows = [
      ["Total Expense Ratio of Mutual Fund Schemes"],
      [
        "Scheme Name",
        "NSDL Scheme Code",
        "Scheme Type",
        "Scheme Category",
        "TER Date",
        "Regular Plan - BER (%)",
        "Regular Plan - Brokerage cost (%)",
        "Regular Plan - Transaction cost (%)",
        "Regular Plan - Statutory levies (%)",
        "Regular Plan - Total TER (%)",
        "Direct Plan - BER (%)",
        "Direct Plan - Brokerage cost (%)",
        "Direct Plan - Transaction cost (%)",
        "Direct Plan - Statutory levies (%)",
        "Direct Plan - Total TER (%)",
      ],
      // 46150 is 2026-05-08 as a spreadsheet day serial; the second row gives its date as text.
      [
        FUND.toUpperCase(),
        "ABSL/O/E/LMF/95/02/0001",
        "Open Ended",
        "Equity Scheme - Large & Mid Cap Fund",
        46150,
        1.5,
        0.1,
        0.02,
        0.19,
        1.81,
        0.7,
        0.1,
        0.02,
        0.11,
        0.93,
      ],
      [
        FUND,
        "ABSL/O/E/LMF/95/02/0001",
        "Open Ended",
        "Equity Scheme - Large & Mid Cap Fund",
        "11-May-2026",
        1.5,
        0.1,
        0.02,
        0.18,
        1.8,
        0.7,
        0.1,
        0.02,
        0.1,
        0.92,
      ],
      [
        "Some Fund The Master Does Not List",
        "XYZ/O/E/ABC/26/01/0001",
        "Open Ended",
        "Equity Scheme - Value Fund",
        46150,
        1,
        0,
        0,
        0.18,
        1.18,
        0.5,
        0,
        0,
        0.09,
        0.59,
      ],
    ];
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), "TER_Revised");
    const bytes = XLSX.write(workbook, { type: "buffer", bookType: "xlsx" }) as Buffer;
    expect(factSourceOf(headText(bytes))?.kind).toBe("ter");

    const report = await importTerFile(sql, { name: "TER_Revised.xlsx", bytes }, { today: TODAY });
    expect(report).toMatchObject({
      status: "imported",
      asOf: "2026-05-11",
      rows: 3,
      matched: 2,
      unmatched: ["Some Fund The Master Does Not List"],
    });
    expect(await terOf(sql, REGULAR)).toEqual({ "2026-05-08": 1.81, "2026-05-11": 1.8 });
    expect(await terOf(sql, DIRECT)).toEqual({ "2026-05-08": 0.93, "2026-05-11": 0.92 });
    const [imported] = await sql`select layout from imports where kind = 'ter'`;
    expect(imported).toEqual({ layout: "amfi-ter-xlsx" });
  });

  it("reads the records of AMFI's TER endpoint as data:sync saves them (SYNTHETIC records in that shape)", async () => {
    const records = [
      {
        Scheme_Name: FUND,
        TER_Date: "2026-05-08T00:00:00",
        R_TER: 1.81,
        D_TER: "0.93",
        SchemeCat_Desc: "Large & Mid Cap",
      },
      { Scheme_Name: FUND.toUpperCase(), TER_Date: "2026-05-11T00:00:00", R_TER: "1.80", D_TER: 0.92 },
      { Scheme_Name: "Some Fund The Master Does Not List", TER_Date: "2026-05-08T00:00:00", R_TER: 1.18, D_TER: 0.59 },
    ];
    const bytes = Buffer.from(JSON.stringify({ source: "AMFI TER", month: "2026-05", data: records }));
    expect(factSourceOf(bytes.toString("latin1"))?.kind).toBe("ter");
    const report = await importTerFile(sql, { name: "amfi-ter-2026-05-12.json", bytes }, { today: TODAY });
    expect(report).toMatchObject({ status: "imported", asOf: "2026-05-11", rows: 3, matched: 2 });
    expect(await terOf(sql, REGULAR)).toEqual({ "2026-05-08": 1.81, "2026-05-11": 1.8 });
    expect(await terOf(sql, DIRECT)).toEqual({ "2026-05-08": 0.93, "2026-05-11": 0.92 });

    const before = await snapshotTables(sql, TABLES);
    const cut = await importTerFile(
      sql,
      { name: "cut.json", bytes: bytes.subarray(0, bytes.length - 30) },
      { today: TODAY },
    );
    expect(cut).toMatchObject({ status: "refused", message: expect.stringMatching(/not valid JSON/) });
    expect(await snapshotTables(sql, TABLES)).toEqual(before);
  });
});
