import type { Sql } from "postgres";
import { createDatabase } from "@/lib/db/client";
import { createScratchDatabase, type ScratchDatabase } from "@/lib/db/testing/test-database";
import { formatFactsheetError } from "@/lib/ingest/factsheets/factsheet-errors";
import { importFactsheetFile } from "@/lib/ingest/factsheets/import-factsheet";

const TABLES = [
  "plan_facts",
  "fund_managers",
  "holdings",
  "sector_allocations",
  "asset_allocations",
  "credit_quality",
  "imports",
];
const bytes = (...lines: string[]) => new TextEncoder().encode(lines.join("\r\n") + "\r\n");

// Two plans (Direct, Regular) of one equity scheme and one plan of a liquid scheme.
const LARGE_CAP_DIRECT = 120465;
const LARGE_CAP_REGULAR = 112277;
const LIQUID_DIRECT = 140001;

async function seedPlans(sql: Sql): Promise<{ largeCap: number; liquid: number }> {
  const [amc] = await sql<
    { id: number }[]
  >`insert into amcs (name, slug) values ('Axis Mutual Fund', 'axis-mutual-fund') returning id`;
  const [category] = await sql<{ id: number }[]>`
    insert into categories (asset_class, sebi_category, slug) values ('Equity', 'Large Cap Fund', 'equity-large-cap-fund') returning id`;
  const [largeCap] = await sql<{ id: number }[]>`
    insert into schemes (amc_id, category_id, name) values (${amc!.id}, ${category!.id}, 'Axis Large Cap Fund') returning id`;
  const [liquid] = await sql<
    { id: number }[]
  >`insert into schemes (amc_id, name) values (${amc!.id}, 'Axis Liquid Fund') returning id`;
  await sql`
    insert into plans (scheme_code, scheme_id, plan_type, option, display_name, raw_name) values
      (${LARGE_CAP_DIRECT}, ${largeCap!.id}, 'Direct', 'Growth', 'Axis Large Cap Fund - Direct - Growth', 'Axis Large Cap Fund - Direct Plan - Growth'),
      (${LARGE_CAP_REGULAR}, ${largeCap!.id}, 'Regular', 'Growth', 'Axis Large Cap Fund - Regular - Growth', 'Axis Large Cap Fund - Regular Plan - Growth'),
      (${LIQUID_DIRECT}, ${liquid!.id}, 'Direct', 'Growth', 'Axis Liquid Fund - Direct - Growth', 'Axis Liquid Fund - Direct Plan - Growth')`;
  return { largeCap: largeCap!.id, liquid: liquid!.id };
}

/** Every row of the factsheet tables and imports, in a stable order. */
async function snapshot(sql: Sql): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const table of TABLES) result[table] = await sql.unsafe(`select * from ${table} order by 1, 2, 3`);
  return result;
}

const HOLDINGS_JUNE = bytes(
  "scheme_code,as_of,name,isin,sector,asset_type,rating,weight_pct",
  `${LARGE_CAP_DIRECT},2025-06-30,HDFC Bank Ltd,INE040A01034,Financial Services,Equity,,9.87`,
  `${LARGE_CAP_DIRECT},2025-06-30,Infosys Ltd,INE009A01021,Information Technology,Equity,,6.1`,
  `${LARGE_CAP_DIRECT},2025-06-30,"Reliance Industries Ltd, Mumbai",INE002A01018,Energy,Equity,,5`,
  `${LIQUID_DIRECT},2025-06-30,"91 Days T-Bill",,,Government Securities,Sovereign,12.5`,
);

describe("importFactsheetFile", () => {
  let scratch: ScratchDatabase;
  let sql: Sql;
  let schemes: { largeCap: number; liquid: number };

  beforeEach(async () => {
    scratch = await createScratchDatabase({ migrated: true });
    // The app's own client, as the importer gets it (its settings decide how JSON and dates are serialized).
    sql = createDatabase(scratch.url, 4).sql;
    schemes = await seedPlans(sql);
  });
  afterEach(async () => {
    await sql.end();
    await scratch.drop();
  });

  it("imports plan facts by scheme code and records the import", async () => {
    const file = bytes(
      "scheme_code,as_of,expense_ratio,aum_cr,exit_load,min_sip,min_lumpsum,risk_level,benchmark,launch_date",
      `${LARGE_CAP_DIRECT},2025-06-30,0.62,38712.45,"1% within 12 months, nil after",100,5000,Very High,NIFTY 100 TRI,2013-01-01`,
      `${LARGE_CAP_REGULAR},2025-06-30,1.55,38712.45,"1% within 12 months, nil after",100,5000,Very High,NIFTY 100 TRI,2009-12-05`,
    );
    const report = await importFactsheetFile(sql, { name: "facts-2025-06.csv", bytes: file });
    expect(report).toMatchObject({
      status: "imported",
      kind: "facts",
      format: "csv",
      rows: 2,
      added: 2,
      unchanged: 0,
      revised: 0,
      errors: [],
      errorCount: 0,
    });
    expect(
      await sql`
      select scheme_code, as_of::text, expense_ratio, aum_cr, exit_load, min_sip::text, min_lumpsum::text, risk_level, benchmark, launch_date::text, source
      from plan_facts order by scheme_code`,
    ).toEqual([
      {
        scheme_code: LARGE_CAP_REGULAR,
        as_of: "2025-06-30",
        expense_ratio: 1.55,
        aum_cr: 38712.45,
        exit_load: "1% within 12 months, nil after",
        min_sip: "100",
        min_lumpsum: "5000",
        risk_level: "Very High",
        benchmark: "NIFTY 100 TRI",
        launch_date: "2009-12-05",
        source: "facts-2025-06.csv",
      },
      {
        scheme_code: LARGE_CAP_DIRECT,
        as_of: "2025-06-30",
        expense_ratio: 0.62,
        aum_cr: 38712.45,
        exit_load: "1% within 12 months, nil after",
        min_sip: "100",
        min_lumpsum: "5000",
        risk_level: "Very High",
        benchmark: "NIFTY 100 TRI",
        launch_date: "2013-01-01",
        source: "facts-2025-06.csv",
      },
    ]);
    expect(
      await sql`select id, kind, source, layout, rows_total, rows_added, finished_at is not null as finished from imports`,
    ).toEqual([
      {
        id: report.importId,
        kind: "factsheet",
        source: "facts-2025-06.csv",
        layout: "facts",
        rows_total: 2,
        rows_added: 2,
        finished: true,
      },
    ]);
  });

  it("keeps each source's facts apart; a reader takes each fact from the latest row that has it", async () => {
    await importFactsheetFile(sql, {
      name: "ter.csv",
      bytes: bytes("scheme_code,as_of,expense_ratio,risk_level", `${LARGE_CAP_DIRECT},2025-06-30,0.62,Very High`),
    });
    const aum = (second: number) =>
      new TextEncoder().encode(
        JSON.stringify([
          { scheme_code: LARGE_CAP_DIRECT, as_of: "2025-06-30", aum_cr: 40000 },
          { scheme_code: LARGE_CAP_DIRECT, as_of: "2025-07-31", aum_cr: second },
        ]),
      );
    expect(await importFactsheetFile(sql, { name: "aum.json", bytes: aum(41000) })).toMatchObject({
      status: "imported",
      rows: 2,
      added: 2,
    });
    // The same source again, one value corrected: that row is revised, the other unchanged.
    expect(await importFactsheetFile(sql, { name: "aum.json", bytes: aum(41000.5) })).toMatchObject({
      status: "imported",
      kind: "facts",
      format: "json",
      rows: 2,
      added: 0,
      revised: 1,
      unchanged: 1,
    });
    expect(
      await sql`select as_of::text, expense_ratio, aum_cr, risk_level, source from plan_facts order by as_of, source`,
    ).toEqual([
      { as_of: "2025-06-30", expense_ratio: null, aum_cr: 40000, risk_level: null, source: "aum.json" },
      { as_of: "2025-06-30", expense_ratio: 0.62, aum_cr: null, risk_level: "Very High", source: "ter.csv" },
      { as_of: "2025-07-31", expense_ratio: null, aum_cr: 41000.5, risk_level: null, source: "aum.json" },
    ]);
    expect(
      await sql`select expense_ratio, expense_ratio_as_of::text, expense_ratio_source, aum_cr, aum_as_of::text,
                       aum_source, risk_level, risk_level_source, exit_load, exit_load_as_of
                from plan_fact_latest where scheme_code = ${LARGE_CAP_DIRECT}`,
    ).toEqual([
      {
        expense_ratio: 0.62,
        expense_ratio_as_of: "2025-06-30",
        expense_ratio_source: "ter.csv",
        aum_cr: 41000.5,
        aum_as_of: "2025-07-31",
        aum_source: "aum.json",
        risk_level: "Very High",
        risk_level_source: "ter.csv",
        exit_load: null,
        exit_load_as_of: null,
      },
    ]);
  });

  it("imports a good file of each scheme-level kind under the plan's scheme", async () => {
    const files = [
      {
        name: "managers.csv",
        bytes: bytes(
          "scheme_code,as_of,name,managing_since",
          `${LARGE_CAP_REGULAR},2025-06-30,Shreyash Devalkar,2022-08-04`,
          `${LARGE_CAP_REGULAR},2025-06-30,Jayesh Sundar,`,
        ),
      },
      { name: "holdings.csv", bytes: HOLDINGS_JUNE },
      {
        name: "sectors.csv",
        bytes: bytes(
          "scheme_code,as_of,sector,weight_pct",
          `${LARGE_CAP_DIRECT},2025-06-30,Financial Services,60.25`,
          `${LARGE_CAP_DIRECT},2025-06-30,Information Technology,39.75`,
        ),
      },
      {
        name: "assets.csv",
        bytes: bytes(
          "scheme_code,as_of,asset_class,weight_pct,source",
          `${LARGE_CAP_DIRECT},2025-06-30,Equity,97.5,Axis factsheet June 2025`,
          `${LARGE_CAP_DIRECT},2025-06-30,Cash,2.5,Axis factsheet June 2025`,
        ),
      },
      {
        name: "credit.csv",
        bytes: bytes(
          "scheme_code,as_of,rating,weight_pct",
          `${LIQUID_DIRECT},2025-06-30,Sovereign,40`,
          `${LIQUID_DIRECT},2025-06-30,A1+,60`,
        ),
      },
    ];
    const reports = [];
    for (const file of files) reports.push(await importFactsheetFile(sql, file));
    expect(reports.map((r) => [r.status, r.kind, r.rows, r.added])).toEqual([
      ["imported", "managers", 2, 2],
      ["imported", "holdings", 4, 4],
      ["imported", "sector_allocation", 2, 2],
      ["imported", "asset_allocation", 2, 2],
      ["imported", "credit_quality", 2, 2],
    ]);
    const { largeCap, liquid } = schemes;
    expect(
      await sql`select scheme_id, as_of::text, name, managing_since::text, source from fund_managers order by name`,
    ).toEqual([
      { scheme_id: largeCap, as_of: "2025-06-30", name: "Jayesh Sundar", managing_since: null, source: "managers.csv" },
      {
        scheme_id: largeCap,
        as_of: "2025-06-30",
        name: "Shreyash Devalkar",
        managing_since: "2022-08-04",
        source: "managers.csv",
      },
    ]);
    expect(
      await sql`select scheme_id, name, isin, sector, asset_type, rating, weight_pct from holdings order by weight_pct desc`,
    ).toEqual([
      {
        scheme_id: liquid,
        name: "91 Days T-Bill",
        isin: null,
        sector: null,
        asset_type: "Government Securities",
        rating: "Sovereign",
        weight_pct: 12.5,
      },
      {
        scheme_id: largeCap,
        name: "HDFC Bank Ltd",
        isin: "INE040A01034",
        sector: "Financial Services",
        asset_type: "Equity",
        rating: null,
        weight_pct: 9.87,
      },
      {
        scheme_id: largeCap,
        name: "Infosys Ltd",
        isin: "INE009A01021",
        sector: "Information Technology",
        asset_type: "Equity",
        rating: null,
        weight_pct: 6.1,
      },
      {
        scheme_id: largeCap,
        name: "Reliance Industries Ltd, Mumbai",
        isin: "INE002A01018",
        sector: "Energy",
        asset_type: "Equity",
        rating: null,
        weight_pct: 5,
      },
    ]);
    expect(await sql`select scheme_id, label, weight_pct, source from sector_allocations order by label`).toEqual([
      { scheme_id: largeCap, label: "Financial Services", weight_pct: 60.25, source: "sectors.csv" },
      { scheme_id: largeCap, label: "Information Technology", weight_pct: 39.75, source: "sectors.csv" },
    ]);
    expect(await sql`select scheme_id, label, weight_pct, source from asset_allocations order by label`).toEqual([
      { scheme_id: largeCap, label: "Cash", weight_pct: 2.5, source: "Axis factsheet June 2025" },
      { scheme_id: largeCap, label: "Equity", weight_pct: 97.5, source: "Axis factsheet June 2025" },
    ]);
    expect(await sql`select scheme_id, label, weight_pct from credit_quality order by label`).toEqual([
      { scheme_id: liquid, label: "A1+", weight_pct: 60 },
      { scheme_id: liquid, label: "Sovereign", weight_pct: 40 },
    ]);
    expect(await sql`select layout from imports order by id`).toEqual(
      ["managers", "holdings", "sector_allocation", "asset_allocation", "credit_quality"].map((layout) => ({ layout })),
    );
  });

  it("writes nothing from a file with one bad row and reports its line and column", async () => {
    await importFactsheetFile(sql, { name: "holdings-june.csv", bytes: HOLDINGS_JUNE });
    const before = await snapshot(sql);
    const report = await importFactsheetFile(sql, {
      name: "holdings-july.csv",
      bytes: bytes(
        "scheme_code,as_of,name,isin,sector,asset_type,rating,weight_pct",
        `${LARGE_CAP_DIRECT},2025-06-30,HDFC Bank Ltd,INE040A01034,Financial Services,Equity,,9.5`,
        `${LARGE_CAP_DIRECT},2025-07-31,HDFC Bank Ltd,INE040A01034,Financial Services,Equity,,9.6`,
        `${LARGE_CAP_DIRECT},2025-07-31,Infosys Ltd,INE009A01021,Information Technology,Equity,,106.1`,
      ),
    });
    expect(report).toMatchObject({ status: "refused", kind: "holdings", rows: 3, errorCount: 1 });
    expect(report.errors.map(formatFactsheetError)).toEqual(["line 4, column weight_pct: must be between 0 and 100"]);
    expect(await snapshot(sql)).toEqual(before);
  });

  it("refuses rows of unknown scheme codes, and two plans of one scheme for the same date", async () => {
    const before = await snapshot(sql);
    const unknown = await importFactsheetFile(sql, {
      name: "sectors.csv",
      bytes: bytes(
        "scheme_code,as_of,sector,weight_pct",
        `${LARGE_CAP_DIRECT},2025-06-30,IT,100`,
        "999999,2025-06-30,IT,100",
      ),
    });
    expect(unknown).toMatchObject({ status: "refused", kind: "sector_allocation", errorCount: 1 });
    expect(unknown.errors.map(formatFactsheetError)).toEqual([
      "line 3, column scheme_code: 999999 is not the scheme code of any plan (import the AMFI NAV file first)",
    ]);

    const twoPlans = await importFactsheetFile(sql, {
      name: "managers.csv",
      bytes: bytes(
        "scheme_code,as_of,name",
        `${LARGE_CAP_DIRECT},2025-06-30,A. Manager`,
        `${LARGE_CAP_REGULAR},2025-06-30,B. Manager`,
      ),
    });
    expect(twoPlans.errors.map(formatFactsheetError)).toEqual([
      `line 3, column scheme_code: ${LARGE_CAP_REGULAR} is a plan of the same scheme as ${LARGE_CAP_DIRECT} (line 2); give scheme-level data once per scheme and as_of`,
    ]);
    expect(await snapshot(sql)).toEqual(before);
  });

  it("changes nothing when the same file comes again, and says it was imported", async () => {
    const first = await importFactsheetFile(sql, { name: "holdings.csv", bytes: HOLDINGS_JUNE });
    const before = await snapshot(sql);
    const again = await importFactsheetFile(sql, { name: "holdings-copy.csv", bytes: HOLDINGS_JUNE });
    expect(again).toMatchObject({
      status: "already-imported",
      kind: "holdings",
      importId: first.importId,
      added: 0,
      message: "This file was imported before; nothing changed.",
    });
    expect(await snapshot(sql)).toEqual(before);
  });

  it("replaces the stored rows of a (scheme, as_of) with a new holdings file, leaving other dates alone", async () => {
    await importFactsheetFile(sql, { name: "holdings-june.csv", bytes: HOLDINGS_JUNE });
    await importFactsheetFile(sql, {
      name: "holdings-may.csv",
      bytes: bytes(
        "scheme_code,as_of,name,asset_type,weight_pct",
        `${LARGE_CAP_DIRECT},2025-05-31,HDFC Bank Ltd,Equity,9.1`,
      ),
    });
    const report = await importFactsheetFile(sql, {
      name: "holdings-june-revised.csv",
      bytes: bytes(
        "scheme_code,as_of,name,isin,sector,asset_type,rating,weight_pct",
        // HDFC Bank unchanged, Infosys revised, Reliance dropped, ICICI Bank new; the plan code differs but the scheme is the same.
        `${LARGE_CAP_REGULAR},2025-06-30,HDFC Bank Ltd,INE040A01034,Financial Services,Equity,,9.87`,
        `${LARGE_CAP_REGULAR},2025-06-30,Infosys Ltd,INE009A01021,Information Technology,Equity,,6.4`,
        `${LARGE_CAP_REGULAR},2025-06-30,ICICI Bank Ltd,INE090A01021,Financial Services,Equity,,7.2`,
      ),
    });
    expect(report).toMatchObject({ status: "imported", rows: 3, added: 1, unchanged: 1, revised: 1, removed: 1 });
    expect(
      await sql`select rows_total, rows_added, rows_unchanged, rows_revised, problems::text from imports where id = ${report.importId!}`,
    ).toEqual([
      { rows_total: 3, rows_added: 1, rows_unchanged: 1, rows_revised: 1, problems: '{"format": "csv", "removed": 1}' },
    ]);
    expect(
      await sql`select as_of::text, name, weight_pct, source from holdings where scheme_id = ${schemes.largeCap} order by as_of, name`,
    ).toEqual([
      { as_of: "2025-05-31", name: "HDFC Bank Ltd", weight_pct: 9.1, source: "holdings-may.csv" },
      { as_of: "2025-06-30", name: "HDFC Bank Ltd", weight_pct: 9.87, source: "holdings-june-revised.csv" },
      { as_of: "2025-06-30", name: "ICICI Bank Ltd", weight_pct: 7.2, source: "holdings-june-revised.csv" },
      { as_of: "2025-06-30", name: "Infosys Ltd", weight_pct: 6.4, source: "holdings-june-revised.csv" },
    ]);
    // The liquid fund's holding of the same date was not in the file and stays.
    expect(await sql`select name from holdings where scheme_id = ${schemes.liquid}`).toEqual([
      { name: "91 Days T-Bill" },
    ]);
  });

  it("stores text with tabs, backslashes and line breaks unchanged", async () => {
    const report = await importFactsheetFile(sql, {
      name: "facts.csv",
      bytes: bytes(
        "scheme_code,as_of,exit_load",
        `${LIQUID_DIRECT},2025-06-30,"Day 1: 0.007%\tDay 2: 0.0065%\\n\r\nDay 7 onwards: nil"`,
      ),
    });
    expect(report.status).toBe("imported");
    expect(await sql`select exit_load from plan_facts`).toEqual([
      { exit_load: "Day 1: 0.007%\tDay 2: 0.0065%\\n\r\nDay 7 onwards: nil" },
    ]);
  });

  it("refuses a file that is not UTF-8 and a kind the header does not fit", async () => {
    const latin1 = await importFactsheetFile(sql, { name: "x.csv", bytes: new Uint8Array([0x61, 0x2c, 0xe9, 0x0a]) });
    expect(latin1).toMatchObject({ status: "refused", errors: [{ message: "the file is not UTF-8 text" }] });
    const wrongKind = await importFactsheetFile(sql, { name: "h.csv", bytes: HOLDINGS_JUNE }, { kind: "managers" });
    expect(wrongKind.errors.map(formatFactsheetError)).toEqual([
      "line 1: not a managers file: unknown columns isin, sector, asset_type, rating, weight_pct",
    ]);
    expect(await sql`select count(*)::int as n from imports`).toEqual([{ n: 0 }]);
  });
});
