import { readFileSync } from "node:fs";
import path from "node:path";
import { MIGRATIONS_FOLDER, runMigrations } from "@/lib/db/migrate";
import { connect, createScratchDatabase, type ScratchDatabase } from "@/lib/db/testing/test-database";

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
  entries: unknown[];
};
const migrationCount = journal.entries.length;

describe("runMigrations", () => {
  let scratch: ScratchDatabase;
  beforeEach(async () => {
    scratch = await createScratchDatabase();
  });
  afterEach(async () => {
    await scratch.drop();
  });

  it("applies every migration on an empty database, and nothing the second time", async () => {
    expect(await runMigrations(scratch.url)).toEqual({ applied: migrationCount, total: migrationCount });
    expect(await runMigrations(scratch.url)).toEqual({ applied: 0, total: migrationCount });
  });

  it("applies each migration once when two processes start at the same moment", async () => {
    const results = await Promise.all([runMigrations(scratch.url), runMigrations(scratch.url)]);
    expect(results.map((r) => r.applied).sort()).toEqual([0, migrationCount]);
    const sql = connect(scratch.url);
    const [row] = await sql<{ n: number }[]>`select count(*)::int as n from drizzle.__drizzle_migrations`;
    await sql.end();
    expect(row?.n).toBe(migrationCount);
  });

  it("creates the Supabase-compatible roles, the auth schema helpers and pg_trgm", async () => {
    await runMigrations(scratch.url);
    const sql = connect(scratch.url);
    try {
      const roles = await sql<{ rolname: string; rolbypassrls: boolean }[]>`
        select rolname, rolbypassrls from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by rolname`;
      expect(roles).toEqual([
        { rolname: "anon", rolbypassrls: false },
        { rolname: "authenticated", rolbypassrls: false },
        { rolname: "service_role", rolbypassrls: true },
      ]);
      const [ext] = await sql<{ n: number }[]>`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`;
      expect(ext?.n).toBe(1);
      const [similar] = await sql<{ s: number }[]>`select similarity('axis bluechip', 'axis blue chip')::float8 as s`;
      expect(similar?.s).toBeGreaterThan(0.5);
    } finally {
      await sql.end();
    }
  });
});
