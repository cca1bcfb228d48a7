import type { Sql } from "postgres";
import { snapshotTables } from "@/lib/db/testing/table-snapshot";
import { connect, createScratchDatabase, type ScratchDatabase } from "@/lib/db/testing/test-database";
import { importNavFile } from "@/lib/ingest/nav-import/import-nav-file";

const HEADER_6 = "Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Net Asset Value;Date";
// As AMFI serves its files: CRLF line endings and a blank line at the end.
const crlf = (lines: string[]) => new TextEncoder().encode(lines.join("\r\n") + "\r\n\r\n");

// Two fund houses (one whose name starts with digits), two categories, three plans, one N.A. line.
const DAY_1 = crlf([
  HEADER_6,
  "",
  "Open Ended Schemes(Equity Scheme - Large Cap Fund)",
  " ",
  "Axis Mutual Fund",
  " ",
  "120465;INF846K01EW2;-;Axis Large Cap Fund - Direct Plan - Growth;108.1982;25-Jul-2025",
  "112277;INF846K01164;INF846K01172;Axis Large Cap Fund - Regular Plan - Growth;95.4300;25-Jul-2025",
  " ",
  "Open Ended Schemes(Debt Scheme - Liquid Fund)",
  " ",
  "360 ONE Mutual Fund",
  " ",
  "140001;;;360 ONE Liquid Fund - Direct Plan - Growth;1850.1234;25-Jul-2025",
  "140002;;;360 ONE Liquid Fund - Direct Plan - Daily IDCW;N.A.;25-Jul-2025",
]);

// The next capture: AMFI corrected one NAV of the 25th, and published the 28th.
const DAY_2 = crlf([
  HEADER_6,
  "",
  "Open Ended Schemes(Equity Scheme - Large Cap Fund)",
  "",
  "Axis Mutual Fund",
  "",
  "120465;INF846K01EW2;-;Axis Large Cap Fund - Direct Plan - Growth;108.1983;25-Jul-2025",
  "120465;INF846K01EW2;-;Axis Large Cap Fund - Direct Plan - Growth;109.0000;28-Jul-2025",
  "112277;INF846K01164;INF846K01172;Axis Large Cap Fund - Regular Plan - Growth;95.43;25-Jul-2025",
]);

const HTML = new TextEncoder().encode(
  "<html><head><title>Error</title></head><body>The service is unavailable.</body></html>",
);
const TABLES = [
  "amcs",
  "categories",
  "schemes",
  "plans",
  "plan_nav_stats",
  "navs",
  "nav_revisions",
  "imports",
  "dataset_state",
  "metrics_pending",
];

describe("importNavFile", () => {
  let scratch: ScratchDatabase;
  let sql: Sql;

  beforeEach(async () => {
    scratch = await createScratchDatabase({ migrated: true });
    sql = connect(scratch.url);
  });
  afterEach(async () => {
    await sql.end();
    await scratch.drop();
  });

  it("imports fund houses, categories, schemes, plans and NAVs, skipping N.A. with its line", async () => {
    const report = await importNavFile(sql, { name: "day1.txt", bytes: DAY_1 });
    expect(report).toMatchObject({
      status: "imported",
      layout: "daily-6",
      rowsTotal: 3,
      rowsAdded: 3,
      rowsUnchanged: 0,
      rowsRevised: 0,
      skipped: { "nav-not-available": 1 },
    });
    expect(report.skippedExamples).toEqual([expect.objectContaining({ line: 15, reason: "nav-not-available" })]);
    expect(await sql`select name, slug from amcs order by slug`).toEqual([
      { name: "360 ONE Mutual Fund", slug: "360-one-mutual-fund" },
      { name: "Axis Mutual Fund", slug: "axis-mutual-fund" },
    ]);
    const plans = await sql`
      select p.scheme_code, p.plan_type, p.option, p.isin_growth, p.isin_reinvestment, st.last_nav::text, c.slug as category, s.name as scheme
      from plans p join schemes s on s.id = p.scheme_id join categories c on c.id = s.category_id
      join plan_nav_stats st on st.scheme_code = p.scheme_code order by p.scheme_code`;
    expect(plans).toEqual([
      expect.objectContaining({
        scheme_code: 112277,
        plan_type: "Regular",
        option: "Growth",
        isin_growth: "INF846K01164",
        isin_reinvestment: "INF846K01172",
        last_nav: "95.4300",
      }),
      expect.objectContaining({
        scheme_code: 120465,
        plan_type: "Direct",
        option: "Growth",
        isin_growth: "INF846K01EW2",
        isin_reinvestment: null,
      }),
      expect.objectContaining({
        scheme_code: 140001,
        plan_type: "Direct",
        option: "Growth",
        isin_growth: null,
        last_nav: "1850.1234",
      }),
    ]);
    // The Direct and Regular plans of one fund share its scheme.
    expect(plans[0]!.scheme).toBe(plans[1]!.scheme);
    const [category] = await sql<
      { raw_headings: string[] }[]
    >`select raw_headings from categories where id = (select category_id from schemes s join plans p on p.scheme_id = s.id where p.scheme_code = 140001)`;
    expect(category?.raw_headings).toEqual(["Debt Scheme - Liquid Fund"]);
    expect(await sql`select kind from dataset_state`).toEqual([{ kind: "amfi" }]);
  });

  it("changes nothing when the same file is imported again", async () => {
    await importNavFile(sql, { name: "day1.txt", bytes: DAY_1 });
    const before = await snapshotTables(sql, TABLES);
    const again = await importNavFile(sql, { name: "day1-copy.txt", bytes: DAY_1 });
    expect(again.status).toBe("already-imported");
    expect(await snapshotTables(sql, TABLES)).toEqual(before);
  });

  it("lets a later file's corrected NAV replace the stored one and keeps the revision", async () => {
    await importNavFile(sql, { name: "day1.txt", bytes: DAY_1 });
    const report = await importNavFile(sql, { name: "day2.txt", bytes: DAY_2 });
    // 95.43 equals 95.4300 as a number: unchanged, not revised.
    expect(report).toMatchObject({ status: "imported", rowsTotal: 3, rowsAdded: 1, rowsUnchanged: 1, rowsRevised: 1 });
    // Every plan whose NAVs changed owes a metrics refresh: day 1's three, then 120465 again.
    expect(await sql`select scheme_code from metrics_pending order by 1`).toEqual([
      { scheme_code: 112277 },
      { scheme_code: 120465 },
      { scheme_code: 140001 },
    ]);
    expect(await sql`select nav::text from navs where scheme_code = 120465 order by nav_date`).toEqual([
      { nav: "108.1983" },
      { nav: "109.0000" },
    ]);
    const revisions =
      await sql`select scheme_code, to_char(nav_date, 'YYYY-MM-DD') as nav_date, old_nav::text, new_nav::text, i.source
      from nav_revisions r join imports i on i.id = r.import_id`;
    expect(revisions).toEqual([
      { scheme_code: 120465, nav_date: "2025-07-25", old_nav: "108.1982", new_nav: "108.1983", source: "day2.txt" },
    ]);
    expect(
      await sql`select to_char(first_nav_date, 'YYYY-MM-DD') as f, to_char(last_nav_date, 'YYYY-MM-DD') as d, last_nav::text from plan_nav_stats where scheme_code = 120465`,
    ).toEqual([{ f: "2025-07-25", d: "2025-07-28", last_nav: "109.0000" }]);
  });

  it("writes a later capture's new description of a plan, and leaves a plan the file does not mention", async () => {
    await importNavFile(sql, { name: "day1.txt", bytes: DAY_1 });
    const renamed = new TextEncoder().encode(
      new TextDecoder()
        .decode(DAY_2)
        .replace("Axis Large Cap Fund - Regular Plan - Growth", "Axis Large Cap Fund - Regular Plan - Growth Option"),
    );
    const report = await importNavFile(sql, { name: "day2.txt", bytes: renamed });
    expect(report.status).toBe("imported");
    expect(await sql`select raw_name from plans where scheme_code = 112277`).toEqual([
      { raw_name: "Axis Large Cap Fund - Regular Plan - Growth Option" },
    ]);
    expect(await sql`select count(*)::int as n from plans`).toEqual([{ n: 3 }]);
  });

  it.each([
    ["an HTML error page", HTML, /^This is not an AMFI NAV file: it looks like an HTML page/],
    ["an empty file", new Uint8Array(), /^This is not an AMFI NAV file: the file is empty/],
    [
      "a download cut inside its last line",
      DAY_1.slice(0, DAY_1.length - 20),
      /^This AMFI NAV file looks cut short .*line 15/,
    ],
    ["a download cut inside its header", DAY_1.slice(0, 60), /which is not the header of a known AMFI NAV layout/],
  ])("refuses %s with a message and leaves the database exactly as it was", async (_label, bytes, message) => {
    await importNavFile(sql, { name: "day1.txt", bytes: DAY_1 });
    const before = await snapshotTables(sql, TABLES);
    const report = await importNavFile(sql, { name: "bad.txt", bytes });
    expect(report.status).toBe("refused");
    expect(report.message).toMatch(message);
    expect(await snapshotTables(sql, TABLES)).toEqual(before);
  });

  it("rolls the whole file back when the database fails half-way", async () => {
    await importNavFile(sql, { name: "day1.txt", bytes: DAY_1 });
    const before = await snapshotTables(sql, TABLES);
    await sql.unsafe(`
      create function fail_on_28th() returns trigger language plpgsql as $$
      begin if new.nav_date = date '2025-07-28' then raise exception 'disk full'; end if; return new; end $$;
      create trigger fail_on_28th before insert on navs for each row execute function fail_on_28th();`);
    await expect(importNavFile(sql, { name: "day2.txt", bytes: DAY_2 })).rejects.toThrow("disk full");
    await sql.unsafe("drop trigger fail_on_28th on navs");
    expect(await snapshotTables(sql, TABLES)).toEqual(before);
  });

  it("replaces the demo dataset when real data arrives", async () => {
    await sql`insert into amcs (name, slug) values ('Kaveri Crest Mutual Fund', 'kaveri-crest-mutual-fund')`;
    await sql`insert into dataset_state (id, kind) values (1, 'demo')`;
    const report = await importNavFile(sql, { name: "day1.txt", bytes: DAY_1 });
    expect(report.replacedDemo).toBe(true);
    expect(await sql`select slug from amcs order by slug`).toEqual([
      { slug: "360-one-mutual-fund" },
      { slug: "axis-mutual-fund" },
    ]);
    expect(await sql`select kind from dataset_state`).toEqual([{ kind: "amfi" }]);
  });
});
