import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Sql } from "postgres";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";
import type { FactSource } from "@/lib/ingest/fact-sources/fact-source";
import { importFactFiles } from "@/lib/ingest/fact-sources/import-fact-files";
import { todayInIndia } from "@/lib/ingest/today-in-india";

// A stand-in fact source (the real ones are the scheme master, TER, AUM and index series): each file's text is
// "scheme_code,expense_ratio"; "refuse" is refused.
const TER: FactSource = {
  kind: "ter",
  recognises: () => true,
  importFile: async (sql, file) => {
    const text = file.bytes.toString("utf8").trim();
    if (text === "refuse")
      return { source: file.name, kind: "ter", status: "refused", rows: 0, matched: 0, unmatched: [] };
    const [code, ter] = text.split(",");
    await sql`insert into plan_facts (scheme_code, as_of, expense_ratio, source) values (${Number(code)}, '2026-11-15', ${Number(ter)}, 'AMFI TER')`;
    return { source: file.name, kind: "ter", status: "imported", rows: 1, matched: 1, unmatched: [] };
  },
};

describe("importFactFiles", () => {
  let database: MigratedDatabase;
  let sql: Sql;
  let folder: string;
  const file = async (name: string, text: string) => {
    await writeFile(path.join(folder, name), text);
    return { source: TER, file: { name, path: path.join(folder, name) } };
  };
  const version = async () =>
    (await sql<{ version: number }[]>`select version::int as version from data_version`)[0]!.version;

  beforeAll(async () => {
    database = await createMigratedDatabase();
    sql = database.sql;
    folder = await mkdtemp(path.join(tmpdir(), "fact-files-"));
    await sql`insert into amcs (id, name, slug) values (1, 'Alpha Mutual Fund', 'alpha')`;
    await sql`insert into schemes (id, amc_id, name) values (1, 1, 'Alpha Fund')`;
    await sql`insert into plans (scheme_code, scheme_id, display_name, raw_name) values (11, 1, 'Alpha Fund', 'x')`;
    await sql`insert into plan_nav_stats (scheme_code, first_nav_date, last_nav_date, last_nav) values (11, '2020-01-01', ${todayInIndia()}, 10)`;
    await sql`select refresh_screener_plans()`;
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
    await database.drop();
  });

  it("rebuilds the screener's rows once after a run that imported a file, not after one that imported none", async () => {
    const before = await version();
    expect((await importFactFiles(sql, [await file("refused.txt", "refuse")])).map((r) => r.status)).toEqual([
      "refused",
    ]);
    expect(await version()).toBe(before);
    const reports = await importFactFiles(sql, [await file("a.txt", "11,0.62"), await file("b.txt", "refuse")]);
    expect(reports.map((r) => r.status)).toEqual(["imported", "refused"]);
    expect(await version()).toBe(before + 1);
    expect(
      await sql`select expense_ratio, to_char(expense_ratio_as_of, 'YYYY-MM-DD') as as_of, expense_ratio_source as source
                from screener_plans where scheme_code = 11`,
    ).toEqual([{ expense_ratio: 0.62, as_of: "2026-11-15", source: "AMFI TER" }]);
  });
});
