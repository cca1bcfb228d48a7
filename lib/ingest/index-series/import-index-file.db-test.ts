import type { Sql } from "postgres";
import { snapshotTables } from "@/lib/db/testing/table-snapshot";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";
import { importIndexFile } from "@/lib/ingest/index-series/import-index-file";
import {
  indexFilesAvailable,
  NIFTY_500_TRI_NTR,
  NIFTY_50_TRI,
  sharedFactFile,
} from "@/lib/ingest/testing/index-tri-files";

const TABLES = ["index_values", "imports", "metrics_pending"];
const available = indexFilesAvailable();
const describeReal = available ? describe : describe.skip;

async function valueOn(sql: Sql, index: string, date: string) {
  const [row] = await sql<{ tri: string; net_tri: string | null; source: string }[]>`
    select v.tri::text, v.net_tri::text, i.source from index_values v join imports i on i.id = v.import_id
    where v.index_name = ${index} and v.value_date = ${date}`;
  return row ?? null;
}

/** A flexi cap plan (benchmarked on Nifty 500 TRI) and a sectoral one (no category benchmark). */
async function seedPlans(sql: Sql) {
  await sql`insert into amcs (id, name, slug) values (1, 'Test Mutual Fund', 'test-mutual-fund')`;
  await sql`insert into categories (id, asset_class, sebi_category, slug) values
    (1, 'Equity', 'Flexi Cap Fund', 'equity-flexi-cap-fund'), (2, 'Equity', 'Sectoral/Thematic', 'equity-sectoral-thematic')`;
  await sql`insert into schemes (id, amc_id, category_id, name) values (1, 1, 1, 'Test Flexi Cap Fund'), (2, 1, 2, 'Test Banking Fund')`;
  await sql`insert into plans (scheme_code, scheme_id, plan_type, option, display_name, raw_name) values
    (1001, 1, 'Direct', 'Growth', 'Test Flexi Cap Fund - Direct Plan - Growth', 'x'),
    (1002, 2, 'Direct', 'Growth', 'Test Banking Fund - Direct Plan - Growth', 'x')`;
}

describeReal("importIndexFile on NSE Indices' real files", () => {
  let database: MigratedDatabase;
  let sql: Sql;
  const nifty50 = available ? sharedFactFile(NIFTY_50_TRI) : { name: "", bytes: Buffer.alloc(0) };
  const nifty500 = available ? sharedFactFile(NIFTY_500_TRI_NTR) : { name: "", bytes: Buffer.alloc(0) };

  beforeAll(async () => {
    database = await createMigratedDatabase();
    sql = database.sql;
    await seedPlans(sql);
  });
  afterAll(() => database.drop());

  it("imports the quoted newest-first Nifty 50 TRI file, with its total return values (not the price index)", async () => {
    const report = await importIndexFile(sql, nifty50);
    expect(report).toMatchObject({
      status: "imported",
      kind: "index-series",
      asOf: "2024-07-16",
      rows: 4785,
      matched: 0,
      unmatched: ["NIFTY 50 (no plan's benchmark)"],
      message: "4785 values added, 0 revised, 0 unchanged.",
    });
    // Read from the file: the TRI, where the Nifty 50 price index closed near 24,613 on 16-Jul-2024.
    expect(await valueOn(sql, "NIFTY 50", "2024-07-16")).toEqual({
      tri: "36445.79",
      net_tri: null,
      source: nifty50.name,
    });
    expect((await valueOn(sql, "NIFTY 50", "2005-04-01"))?.tri).toBe("2406.95");
    expect((await valueOn(sql, "NIFTY 50", "2024-07-12"))?.tri).toBe("36278.67");
    const [imports] = await sql<{ layout: string; as_of: string; rows_total: number; rows_matched: number }[]>`
      select layout, to_char(as_of, 'YYYY-MM-DD') as as_of, rows_total, rows_matched from imports`;
    expect(imports).toEqual({ layout: "niftyindices-tri", as_of: "2024-07-16", rows_total: 4785, rows_matched: 0 });
    // No plan is benchmarked on the Nifty 50: nothing to recompute.
    expect(await sql`select * from metrics_pending`).toEqual([]);
  });

  it("imports the oldest-first Nifty 500 file with its net total return index, and marks the plans it benchmarks", async () => {
    const report = await importIndexFile(sql, nifty500);
    expect(report).toMatchObject({ status: "imported", asOf: "2026-10-06", rows: 504, matched: 504, unmatched: [] });
    expect(await valueOn(sql, "NIFTY 500", "2024-09-24")).toEqual({
      tri: "38488.87",
      net_tri: "36406.85",
      source: nifty500.name,
    });
    expect(await valueOn(sql, "NIFTY 500", "2026-10-06")).toMatchObject({ tri: "35717.00", net_tri: "32835.02" });
    expect(await sql`select scheme_code from metrics_pending`).toEqual([{ scheme_code: 1001 }]);
  });

  it("calls the same file again already imported and changes nothing", async () => {
    const before = await snapshotTables(sql, TABLES);
    const report = await importIndexFile(sql, { ...nifty500, name: "renamed.csv" });
    expect(report).toMatchObject({ status: "already-imported", rows: 504 }); // the file's rows, as every fact source reports them
    expect(report.message).toMatch(/^the same file was imported before \(import 2\); nothing changed\.$/);
    expect(await snapshotTables(sql, TABLES)).toEqual(before);
  });

  const text = () => nifty500.bytes.toString("utf8");
  const lines = () => text().split("\n");
  const broken: [string, () => string, RegExp][] = [
    [
      "a missing header",
      () => lines().slice(1).join("\n"),
      /^missing header: line 1 is a data row \(NIFTY 500,24-Sep-2024,/,
    ],
    [
      "wrong columns",
      () => text().replace("Total Returns Index,Net Total Return Index", "Close,Net"),
      /^unknown columns: line 1 is "IndexName,Date,Close,Net"; expected /,
    ],
    [
      "text in the value column",
      () => text().replace("NIFTY 500,25-Sep-2024,38460.31", "NIFTY 500,25-Sep-2024,N.A."),
      /^1 problem: line 3, column Total Returns Index: "N\.A\." is not a number\.$/,
    ],
    [
      "a truncated file",
      () => text().slice(0, 10_000),
      /^1 problem: line 250: expected 4 fields as in the header, found 3 \(the file looks truncated\)\.$/,
    ],
    [
      "a repeated date with another value",
      () => `${text()}NIFTY 500,06-Oct-2026,35717.01,32835.02\n`,
      /^1 problem: line 506: NIFTY 500 on 2026-10-06 has another value than on line 505\.$/,
    ],
  ];
  it.each(broken)(
    "refuses %s with a clear message and leaves the store byte-identical",
    async (_, variant, message) => {
      const before = await snapshotTables(sql, TABLES);
      const report = await importIndexFile(sql, { name: "broken.csv", bytes: Buffer.from(variant()) });
      expect(report.status).toBe("refused");
      expect(report.message).toMatch(message);
      expect(await snapshotTables(sql, TABLES)).toEqual(before);
    },
  );

  it("keeps a later download's values against an earlier one, and takes a later one's revisions", async () => {
    await sql`delete from metrics_pending`;
    const header = lines()[0]!;
    const rows = lines().slice(1, -1);
    // SYNTHETIC variants of the real file: an earlier download (ending 31-Jan-2025) that disagrees on 15-Jan-2025,
    // and a later one (to 07-Oct-2026) that revises 06-Oct-2026 and adds a day.
    const earlyRows = rows.filter((row) => /-(Sep|Oct|Nov|Dec)-2024,|-Jan-2025,/.test(row));
    const early = [
      header,
      ...earlyRows.map((r) => (r.startsWith("NIFTY 500,15-Jan-2025,") ? "NIFTY 500,15-Jan-2025,99.99,99.99" : r)),
    ];
    const earlyReport = await importIndexFile(sql, { name: "early.csv", bytes: Buffer.from(`${early.join("\n")}\n`) });
    expect(earlyReport).toMatchObject({ status: "imported", asOf: "2025-01-31", rows: earlyRows.length });
    expect(earlyReport.message).toBe(
      `0 values added, 0 revised, ${earlyRows.length} unchanged. 1 values stay from a later download.`,
    );
    expect((await valueOn(sql, "NIFTY 500", "2025-01-15"))?.source).toBe(nifty500.name);
    expect(await sql`select * from metrics_pending`).toEqual([]);

    const late = [
      header,
      ...rows.map((r) => r.replace("NIFTY 500,06-Oct-2026,35717.00,", "NIFTY 500,06-Oct-2026,35717.50,")),
      "NIFTY 500,07-Oct-2026,35800.00,32900.00",
    ];
    const lateReport = await importIndexFile(sql, { name: "late.csv", bytes: Buffer.from(`${late.join("\n")}\n`) });
    expect(lateReport.message).toBe(`1 values added, 1 revised, ${rows.length - 1} unchanged.`);
    expect(await valueOn(sql, "NIFTY 500", "2026-10-06")).toEqual({
      tri: "35717.50",
      net_tri: "32835.02",
      source: "late.csv",
    });
    expect((await valueOn(sql, "NIFTY 500", "2024-09-24"))?.source).toBe("late.csv");
    expect(await sql`select scheme_code from metrics_pending`).toEqual([{ scheme_code: 1001 }]);
  });
});
