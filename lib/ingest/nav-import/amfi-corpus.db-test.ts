import { readFile } from "node:fs/promises";
import type { Sql } from "postgres";
import { snapshotTables } from "@/lib/db/testing/table-snapshot";
import { connect, createScratchDatabase, type ScratchDatabase } from "@/lib/db/testing/test-database";
import { expandSources, type SourceFile } from "@/lib/ingest/nav-import/expand-sources";
import { importNavFiles } from "@/lib/ingest/nav-import/import-nav-files";
import type { NavImportReport } from "@/lib/ingest/nav-import/import-report";
import { AMFI_CORPUS, corpusAvailable } from "@/lib/ingest/testing/amfi-corpus";
import { compareStoredNavs, lastCaptureValues } from "@/lib/ingest/testing/independent-nav-reading";

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
];
const available = corpusAvailable();
const describeCorpus = available ? describe : describe.skip;

const source = (file: SourceFile) => ({ name: file.name, read: () => readFile(file.path) });

// 25 real captures in one batch: September 2025 (with the two HTML error pages AMFI served that month) and
// 22-31 December 2025 (the capture of the 26th corrects 1,589 NAVs of earlier days). The whole year (373
// captures) is bench:data's work, not CI's.
const SLICE = /\/2025-(09-\d\d|12-(2[2-9]|3[01]))\.\d+\.txt$/;

describeCorpus("importing real AMFI captures", () => {
  let scratch: ScratchDatabase;
  let sql: Sql;
  let files: SourceFile[];
  let cleanup: () => Promise<void>;
  const reports: NavImportReport[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase({ migrated: true });
    sql = connect(scratch.url);
    ({ files, cleanup } = await expandSources([AMFI_CORPUS]));
    files = files.filter((file) => SLICE.test(file.name));
    reports.push(...(await importNavFiles(sql, files.map(source))).files);
  }, 600_000);

  afterAll(async () => {
    await cleanup?.();
    await sql?.end();
    await scratch?.drop();
  });

  it("refuses exactly the two HTML error captures, with a message", () => {
    const refused = reports.filter((r) => r.status === "refused");
    expect(refused.map((r) => r.source.replace(/^.*:/, "")).sort()).toEqual([
      expect.stringMatching(/2025-09-14/),
      expect.stringMatching(/2025-09-16/),
    ]);
    for (const report of refused) expect(report.message).toMatch(/HTML/i);
  });

  it("stores every valid (scheme code, date, NAV) exactly once, with the value of the latest capture that carried it", async () => {
    const expected = await lastCaptureValues(files, "2026-11-26");
    expect(await compareStoredNavs(sql, expected)).toEqual({ stored: expected.size, mismatches: 0 });
    const revised = reports.reduce((sum, r) => sum + r.rowsRevised, 0);
    const [revisions] = await sql<{ n: number }[]>`select count(*)::int as n from nav_revisions`;
    expect(revisions?.n).toBe(revised);
    expect(revised).toBe(1589 + 14); // AMFI's corrections in the captures of 26 and 27 December 2025
  }, 600_000);

  it("maps every heading to a canonical category or reports it", async () => {
    const reported = new Set(reports.flatMap((r) => r.unmappedHeadings.map((h) => h.heading)));
    const uncategorised = await sql<
      { heading: string | null }[]
    >`select distinct raw_category_heading as heading from schemes where category_id is null`;
    for (const { heading } of uncategorised) expect(reported).toContain(heading);
    const [mapped] = await sql<{ n: number }[]>`select count(*)::int as n from schemes where category_id is not null`;
    expect(mapped?.n).toBeGreaterThan(1000);
  });

  it("gives the same database when the corpus is imported a second time", async () => {
    const before = await snapshotTables(sql, TABLES);
    const again = await importNavFiles(sql, files.map(source));
    expect(again.files.filter((r) => r.status === "imported")).toEqual([]);
    expect(again.files.filter((r) => r.status === "already-imported")).toHaveLength(files.length - 2);
    expect(await snapshotTables(sql, TABLES)).toEqual(before);
  }, 600_000);
});
