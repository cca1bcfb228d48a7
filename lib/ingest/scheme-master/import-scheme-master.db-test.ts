import { readFileSync } from "node:fs";
import type { Sql } from "postgres";
import { createDatabase } from "@/lib/db/client";
import { snapshotTables } from "@/lib/db/testing/table-snapshot";
import { createScratchDatabase, type ScratchDatabase } from "@/lib/db/testing/test-database";
import { listNewFundOffers } from "@/lib/funds/nfo-list";
import { factSourceOf } from "@/lib/ingest/fact-sources/fact-sources";
import { headText } from "@/lib/ingest/fact-sources/file-head";
import { importSchemeMaster } from "@/lib/ingest/scheme-master/import-scheme-master";
import { seedPlans } from "@/lib/ingest/scheme-master/testing/seed-plans";
import { sharedDataFile } from "@/lib/ingest/testing/shared-data";
import { dayToIso, isoToDay } from "@/lib/metrics/day-number";
import { todayInIndia } from "@/lib/ingest/today-in-india";

const MASTER = sharedDataFile("scheme-master/SchemeData-2024-11-18.csv");
const NAME = "SchemeData-2024-11-18.csv";
const TABLES = ["scheme_master", "plan_facts", "imports", "new_fund_offers", "amcs", "screener_plans"];

const ABSL = "Aditya Birla Sun Life Mutual Fund";
const EQUITY_ADVANTAGE = "Aditya Birla Sun Life Equity Advantage Fund";
const PLANS = [
  { code: 100033, amc: ABSL, scheme: EQUITY_ADVANTAGE, planType: "Regular", name: "Regular Growth" },
  { code: 119436, amc: ABSL, scheme: EQUITY_ADVANTAGE, planType: "Direct", name: "Direct Growth" },
] as const;

(MASTER ? describe : describe.skip)("importSchemeMaster on AMFI's real scheme master (Nov 2024)", () => {
  const real = MASTER ? readFileSync(MASTER) : Buffer.alloc(0);
  const lines = real.toString("utf8").split("\n");
  /** The header and the first n lines of the real file, as a file of its own. */
  const slice = (n: number) => Buffer.from(lines.slice(0, n + 1).join("\n") + "\n");
  let scratch: ScratchDatabase;
  let sql: Sql;

  beforeEach(async () => {
    scratch = await createScratchDatabase({ migrated: true });
    sql = createDatabase(scratch.url, 4).sql;
    await seedPlans(sql, PLANS);
  });
  afterEach(async () => {
    await sql.end();
    await scratch.drop();
  });

  it("stores every code with its fund house, plan type, ISINs, minimum amount and dates", async () => {
    expect(factSourceOf(headText(real))?.kind).toBe("scheme-master");
    const report = await importSchemeMaster(sql, { name: NAME, bytes: real });
    expect(report).toMatchObject({ status: "imported", asOf: "2024-11-18", rows: 15_734, matched: 2 });
    expect(report.unmatched).toHaveLength(15_732);

    const [counts] = await sql`
      select count(*)::int as rows, count(distinct amc)::int as amcs,
        count(*) filter (where plan_type = 'Direct')::int as direct,
        count(*) filter (where plan_type = 'Regular')::int as regular,
        count(*) filter (where cardinality(isins) = 2)::int as two_isins,
        count(*) filter (where cardinality(isins) = 0)::int as no_isin,
        count(*) filter (where min_amount_rupees is not null)::int as min_read,
        count(*) filter (where launch_date is null)::int as no_launch,
        count(*) filter (where closure_date is null)::int as no_closure
      from scheme_master`;
    expect(counts).toEqual({
      rows: 15_734,
      amcs: 46,
      // Every NAV name with "direct" in it (counted independently with grep -ic) is a Direct plan.
      direct: 7_227,
      regular: 15_734 - 7_227,
      // 3,550 cells glue two ISINs (24 characters); one of them holds a typo ("INF174K01VSI": a letter for the
      // check digit), and three cells hold two ISINs apart with spaces.
      two_isins: 3_550 - 1 + 3,
      no_isin: 1_501,
      // 15,564 texts hold a digit; one is "0" (no amount).
      min_read: 15_563,
      // 5 blank launch dates and 20 sentinels (01-Jan-1900).
      no_launch: 5 + 20,
      no_closure: 11_828 + 20,
    });

    const [equityAdvantageIdcw] = await sql`
      select amc, scheme_name, scheme_type, category, plan_type, min_amount_text, min_amount_rupees::float8 as rupees,
        to_char(launch_date, 'YYYY-MM-DD') as launch, isins, fund_key
      from scheme_master where scheme_code = 100034`;
    expect(equityAdvantageIdcw).toEqual({
      amc: "Aditya Birla Sun Life AMC Limited",
      scheme_name: EQUITY_ADVANTAGE,
      scheme_type: "Open Ended",
      category: "Equity Scheme - Large & Mid Cap Fund",
      plan_type: "Regular",
      min_amount_text: "5000",
      rupees: 5000,
      launch: "1995-02-24",
      isins: ["INF209K01157", "INF209K01CE5"],
      fund_key: "aditya birla sun life equity advantage fund",
    });
    const [samco] = await sql`
      select min_amount_text, min_amount_rupees::float8 as rupees, to_char(launch_date, 'YYYY-MM-DD') as launch,
        closure_date, isins from scheme_master where scheme_code = 153092`;
    expect(samco).toEqual({
      min_amount_text: "Rs. 5000 and in multiples of Rs. 1/- thereafter",
      rupees: 5000,
      launch: "2024-12-04",
      closure_date: null,
      isins: [],
    });

    // The facts of the two codes that are plans, with their source and date.
    const facts = await sql`
      select scheme_code, to_char(as_of, 'YYYY-MM-DD') as as_of, source, to_char(launch_date, 'YYYY-MM-DD') as launch,
        min_lumpsum::float8 as min_lumpsum from plan_facts order by scheme_code`;
    expect(facts).toEqual([
      {
        scheme_code: 100033,
        as_of: "2024-11-18",
        source: "AMFI scheme master",
        launch: "1995-02-24",
        min_lumpsum: 5000,
      },
      {
        scheme_code: 119436,
        as_of: "2024-11-18",
        source: "AMFI scheme master",
        launch: "1995-02-24",
        min_lumpsum: 5000,
      },
    ]);
    const [imported] = await sql`
      select kind, to_char(as_of, 'YYYY-MM-DD') as as_of, rows_total, rows_added, rows_matched, rows_unmatched
      from imports where kind = 'scheme-master'`;
    expect(imported).toEqual({
      kind: "scheme-master",
      as_of: "2024-11-18",
      rows_total: 15_734,
      rows_added: 15_734,
      rows_matched: 2,
      rows_unmatched: 15_732,
    });
    // On today's calendar no scheme of a 2024 master is still to launch.
    expect(await sql`select * from new_fund_offers`).toEqual([]);

    // The same file again: already imported, nothing changes.
    const before = await snapshotTables(sql, TABLES);
    const again = await importSchemeMaster(sql, { name: NAME, bytes: real });
    expect(again.status).toBe("already-imported");
    expect(await snapshotTables(sql, TABLES)).toEqual(before);
  });

  it("refuses broken variants with a clear message and leaves the store byte-identical", async () => {
    const good = slice(300);
    expect((await importSchemeMaster(sql, { name: NAME, bytes: good })).status).toBe("imported");
    const before = await snapshotTables(sql, TABLES);
    const body = lines.slice(1, 301);
    const variants: [string, Buffer, RegExp][] = [
      ["missing header", Buffer.from(body.join("\n") + "\n"), /line 1 is not the scheme master's header/],
      [
        "wrong columns",
        Buffer.from(
          [lines[0], ...body.slice(0, 5), body[5]!.split(",").slice(0, 8).join(","), ...body.slice(6)].join("\n") +
            "\n",
        ),
        /line 7: expected 10 fields as in the header, found 8/,
      ],
      [
        "text in a date column",
        Buffer.from(
          [
            lines[0],
            ...body.slice(0, 9),
            body[9]!.replace(/,\d\d-[A-Z][a-z]{2}-\d{4},/, ",soon,"),
            ...body.slice(10),
          ].join("\n") + "\n",
        ),
        /line 11: Launch Date "soon" is not a date \(DD-Mon-YYYY\)/,
      ],
      ["a last line cut short", good.subarray(0, good.length - 40), /cut short: its last line \(line 301\)/],
      ["binary data", Buffer.concat([good.subarray(0, 100), Buffer.from([0, 1, 2])]), /binary data/],
    ];
    for (const [label, bytes, message] of variants) {
      const report = await importSchemeMaster(sql, { name: `${label}.csv`, bytes });
      expect({ label, status: report.status }).toEqual({ label, status: "refused" });
      expect(report.message).toMatch(message);
      expect(report.message!.length).toBeLessThan(400);
      expect(await snapshotTables(sql, TABLES)).toEqual(before);
    }
    // An older master than the stored one would overwrite newer rows: refused, and so said.
    const older = await importSchemeMaster(sql, { name: "SchemeData-2024-11-01.csv", bytes: slice(20) });
    expect(older.status).toBe("refused");
    expect(older.message).toMatch(/as of 2024-11-01, older than the stored one \(as of 2024-11-18\)/);
    expect(await snapshotTables(sql, TABLES)).toEqual(before);
  });

  it("a newer master replaces rows and keeps codes it no longer lists", async () => {
    await importSchemeMaster(sql, { name: NAME, bytes: slice(30) });
    const newer = Buffer.from(
      [
        lines[0],
        ...lines.slice(1, 11).map((line) => line.replace(",5000,", ",Rs. 1000/- and any amount thereafter,")),
      ].join("\n") + "\n",
    );
    const report = await importSchemeMaster(sql, { name: "SchemeData-2025-01-10.csv", bytes: newer });
    expect(report).toMatchObject({ status: "imported", asOf: "2025-01-10", rows: 10 });
    const [state] = await sql`
      select count(*)::int as rows, (select min_amount_rupees::float8 from scheme_master where scheme_code = 100033) as regular_min
      from scheme_master`;
    expect(state).toEqual({ rows: 30, regular_min: 1000 });
    const latest =
      await sql`select scheme_code, min_lumpsum::float8 as min, to_char(min_lumpsum_as_of, 'YYYY-MM-DD') as as_of from plan_fact_latest order by 1`;
    expect(latest).toEqual([
      { scheme_code: 100033, min: 1000, as_of: "2025-01-10" },
      { scheme_code: 119436, min: expect.any(Number), as_of: expect.any(String) },
    ]);
  });

  it("puts the master's future schemes on the NFO list with their real dates (SYNTHETIC: dates moved ahead)", async () => {
    const today = todayInIndia();
    const ahead = (days: number) => {
      const iso = dayToIso(isoToDay(today) + days);
      const [y, m, d] = iso.split("-");
      const month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][Number(m) - 1];
      return { iso, amfi: `${d}-${month}-${y}` };
    };
    // SYNTHETIC: the real file with Samco's launch (04-Dec-2024) and Quantum Ethical's NFO (02..16-Dec-2024)
    // moved from 2024 into the weeks after today.
    const [samcoLaunch, quantumOpen, quantumClose] = [ahead(10), ahead(3), ahead(17)];
    const synthetic = Buffer.from(
      real
        .toString("utf8")
        .replaceAll("04-Dec-2024", samcoLaunch.amfi)
        .replaceAll("02-Dec-2024", quantumOpen.amfi)
        .replaceAll("16-Dec-2024", quantumClose.amfi),
    );
    const report = await importSchemeMaster(sql, { name: NAME, bytes: synthetic }, { today });
    expect(report.status).toBe("imported");
    const offers = await listNewFundOffers(sql, today);
    expect(
      offers.map((o) => ({
        name: o.name,
        open: o.open_date,
        close: o.close_date,
        status: o.status,
        min: o.min_investment,
      })),
    ).toEqual([
      // Closing soonest first; AMFI gives Samco no closure date, so it closes on its launch day.
      {
        name: "Samco Multi Asset Allocation Fund",
        open: samcoLaunch.iso,
        close: samcoLaunch.iso,
        status: "upcoming",
        min: 5000,
      },
      { name: "Quantum Ethical Fund", open: quantumOpen.iso, close: quantumClose.iso, status: "upcoming", min: 500 },
    ]);
  });
});
