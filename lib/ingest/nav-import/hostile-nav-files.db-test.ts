import type { Sql } from "postgres";
import { snapshotTables } from "@/lib/db/testing/table-snapshot";
import { connect, createScratchDatabase, type ScratchDatabase } from "@/lib/db/testing/test-database";
import { importNavFiles } from "@/lib/ingest/nav-import/import-nav-files";

const HEADER_6 = "Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Net Asset Value;Date";
const HEADING = ["", "Open Ended Schemes(Equity Scheme - Large & Mid Cap Fund)", " ", "SBI Mutual Fund", " "];
// Real lines of the capture of 2026-08-11 (rows of 10-Aug-2026).
const SBI = "119721;INF200K01UJ5;-;SBI LARGE & MIDCAP FUND -DIRECT PLAN -Growth;727.2103;07-Aug-2026";
const SBI_REGULAR = "103024;INF200K01305;-;SBI LARGE & MIDCAP FUND- REGULAR PLAN -Growth;650.1000;07-Aug-2026";
// A matured plan's last NAV, years old, as real captures list them.
const STALE = "101206;INF200K01AH9;-;SBI DEBT FUND SERIES - 36 MONTHS - 1 - DIRECT PLAN - GROWTH;12.3456;15-Mar-2019";
const file = (lines: string[], encode = (text: string) => new TextEncoder().encode(text)) =>
  encode([HEADER_6, ...HEADING, ...lines].join("\r\n") + "\r\n\r\n");
const TABLES = ["plans", "navs", "imports", "schemes"];

describe("hostile NAV files", () => {
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
  const run = (name: string, bytes: Uint8Array) =>
    importNavFiles(sql, [{ name, read: async () => bytes }], { today: "2026-08-22" });

  it("refuses a scheme code over 2^31 per row instead of storing it under a wrapped code", async () => {
    const batch = await run("navall/2026-08-11.1.txt", file([SBI, SBI.replace("119721", "99999999999")]));
    expect(batch.files[0]).toMatchObject({ status: "imported", rowsTotal: 1, skipped: { "scheme-code-invalid": 1 } });
    expect(batch.files[0]!.skippedExamples[0]).toMatchObject({ line: 8, reason: "scheme-code-invalid" });
    const codes = await sql<{ scheme_code: number }[]>`select scheme_code from plans order by 1`;
    expect(codes.map((r) => r.scheme_code)).toEqual([119721]);
  });

  it("refuses both rows of a scheme code given twice with two NAVs, with their lines", async () => {
    const batch = await run("navall/2026-08-11.1.txt", file([SBI, SBI_REGULAR, SBI.replace("727.2103", "727.9999")]));
    expect(batch.files[0]).toMatchObject({ status: "imported", rowsTotal: 1, skipped: { "code-repeated": 2 } });
    expect(batch.files[0]!.skippedExamples.map((s) => [s.line, s.reason, s.text])).toEqual([
      [7, "code-repeated", "scheme code 119721 dated 2026-08-07 with NAV 727.2103; line 9 gives 727.9999"],
      [9, "code-repeated", "scheme code 119721 dated 2026-08-07 with NAV 727.9999; line 7 gives 727.2103"],
    ]);
    const navs = await sql<{ scheme_code: number }[]>`select scheme_code from navs order by 1`;
    expect(navs.map((r) => r.scheme_code)).toEqual([103024]);
  });

  it("refuses a capture whose name is before or well after its rows' date, and records nothing", async () => {
    const before = await snapshotTables(sql, TABLES);
    for (const name of ["navall/2026-07-30.1.txt", "navall/2026-09-30.1.txt"]) {
      const batch = await run(name, file([SBI, SBI_REGULAR, STALE]));
      expect(batch.files[0]!.status).toBe("refused");
      expect(batch.files[0]!.message).toMatch(/^the date in its name does not match its content: its name says/);
    }
    expect(await snapshotTables(sql, TABLES)).toEqual(before);
    // The correctly named capture then loads: nothing of the misnamed ones was recorded.
    const good = await run("navall/2026-08-11.1.txt", file([SBI, SBI_REGULAR, STALE]));
    expect(good.files[0]).toMatchObject({ status: "imported", rowsAdded: 3 });
  });

  it("reads a Windows-1252 line and names it instead of refusing the file as binary data", async () => {
    const latin = (text: string) => Uint8Array.from(Buffer.from(text, "latin1"));
    const batch = await run(
      "navall/2026-08-11.1.txt",
      file([SBI, SBI_REGULAR.replace("SBI LARGE & MIDCAP FUND", "SBI LARGE & MIDCAP FUND\u00a0")], latin),
    );
    expect(batch.files[0]).toMatchObject({
      status: "imported",
      rowsTotal: 2,
      encodingNote: "line 8 not UTF-8: read as Windows-1252",
    });
  });
});
