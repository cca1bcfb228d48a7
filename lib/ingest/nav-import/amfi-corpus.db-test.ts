import { readFile } from "node:fs/promises";
import type { Sql } from "postgres";
import { runMigrations } from "@/lib/db/migrate";
import { snapshotTables } from "@/lib/db/testing/table-snapshot";
import { connect, createScratchDatabase, type ScratchDatabase } from "@/lib/db/testing/test-database";
import { parseNavFile } from "@/lib/ingest/amfi/parse-nav-file";
import { NotANavFileError } from "@/lib/ingest/amfi/types";
import { expandSources, type SourceFile } from "@/lib/ingest/nav-import/expand-sources";
import { createImportSession, importNavFile } from "@/lib/ingest/nav-import/import-nav-file";
import type { NavImportReport } from "@/lib/ingest/nav-import/import-report";
import { AMFI_CORPUS, corpusAvailable } from "@/lib/ingest/testing/amfi-corpus";

const TABLES = ["amcs", "categories", "schemes", "plans", "plan_nav_stats", "navs", "nav_revisions", "imports", "dataset_state"];
const available = corpusAvailable();
const describeCorpus = available ? describe : describe.skip;

// The whole real year: 373 daily captures, about 2.27 million distinct (scheme code, date) NAVs.
describeCorpus("importing the real AMFI corpus", () => {
  let scratch: ScratchDatabase;
  let sql: Sql;
  let files: SourceFile[];
  let cleanup: () => Promise<void>;
  const reports: NavImportReport[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    await runMigrations(scratch.url);
    sql = connect(scratch.url);
    ({ files, cleanup } = await expandSources([AMFI_CORPUS]));
    const session = createImportSession();
    for (const file of files) reports.push(await importNavFile(sql, { name: file.name, bytes: await readFile(file.path) }, session));
  }, 600_000);

  afterAll(async () => {
    await cleanup?.();
    await sql?.end();
    await scratch?.drop();
  });

  it("refuses exactly the two HTML error captures, with a message", () => {
    const refused = reports.filter((r) => r.status === "refused");
    expect(refused.map((r) => r.source.replace(/^.*:/, "")).sort()).toEqual([expect.stringMatching(/2025-09-14/), expect.stringMatching(/2025-09-16/)]);
    for (const report of refused) expect(report.message).toMatch(/HTML/i);
  });

  it("stores every valid (scheme code, date, NAV) exactly once, with the value of the last file that carried it", async () => {
    // An independent reading of the files: the last capture's value for each key.
    const expected = new Map<string, string>();
    for (const file of files) {
      try {
        for (const r of parseNavFile(await readFile(file.path, "utf8")).records) expected.set(`${r.schemeCode}|${r.date}`, r.nav);
      } catch (error) {
        if (!(error instanceof NotANavFileError)) throw error;
      }
    }
    const [count] = await sql<{ n: number }[]>`select count(*)::int as n from navs`;
    expect(count?.n).toBe(expected.size);

    let mismatches = 0;
    const cursor = sql<{ code: number; date: string; nav: string }[]>`
      select scheme_code as code, to_char(nav_date, 'YYYY-MM-DD') as date, nav::text as nav from navs`.cursor(50_000);
    for await (const rows of cursor) {
      for (const row of rows) {
        const want = expected.get(`${row.code}|${row.date}`);
        if (want === undefined || Number(want) !== Number(row.nav)) mismatches += 1;
      }
    }
    expect(mismatches).toBe(0);
    const revised = reports.reduce((sum, r) => sum + r.rowsRevised, 0);
    const [revisions] = await sql<{ n: number }[]>`select count(*)::int as n from nav_revisions`;
    expect(revisions?.n).toBe(revised);
    expect(revised).toBeGreaterThan(1000); // the README counts about 1,900 revisions in this corpus
  }, 600_000);

  it("maps every heading to a canonical category or reports it", async () => {
    const reported = new Set(reports.flatMap((r) => r.unmappedHeadings.map((h) => h.heading)));
    const uncategorised = await sql<{ heading: string | null }[]>`select distinct raw_category_heading as heading from schemes where category_id is null`;
    for (const { heading } of uncategorised) expect(reported).toContain(heading);
    const [mapped] = await sql<{ n: number }[]>`select count(*)::int as n from schemes where category_id is not null`;
    expect(mapped?.n).toBeGreaterThan(1000);
  });

  it("gives the same database when the corpus is imported a second time", async () => {
    const before = await snapshotTables(sql, TABLES);
    for (const file of files) {
      const report = await importNavFile(sql, { name: file.name, bytes: await readFile(file.path) });
      expect(report.status).not.toBe("imported");
    }
    expect(await snapshotTables(sql, TABLES)).toEqual(before);
  }, 600_000);
});

