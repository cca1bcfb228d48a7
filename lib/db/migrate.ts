// Decision (docs/database.md): numbered SQL files are the schema's one source; drizzle-orm is kept only for its migrator.
import path from "node:path";
import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import { createDatabase } from "@/lib/db/client";

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "lib", "db", "migrations");
// Any constant works; it only has to be the same for every process that migrates this database.
const MIGRATION_LOCK_KEY = 7_202_611;

/**
 * Applies pending migrations: the entries of meta/_journal.json whose `when` is later than the newest row of
 * drizzle.__drizzle_migrations, in one transaction. An advisory lock serialises concurrent starts so two
 * processes never apply the same file twice.
 */
export async function runMigrations(url: string): Promise<{ applied: number; total: number }> {
  const { sql } = createDatabase(url, 1);
  const db = drizzle({ client: sql });
  try {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    const before = await countApplied(sql);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER, migrationsSchema: "drizzle" });
    const after = await countApplied(sql);
    await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
    return { applied: after - before, total: after };
  } finally {
    await sql.end();
  }
}

async function countApplied(sql: ReturnType<typeof createDatabase>["sql"]): Promise<number> {
  const [table] = await sql<
    { exists: boolean }[]
  >`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`;
  if (!table?.exists) return 0;
  const [row] = await sql<{ n: number }[]>`select count(*)::int as n from drizzle.__drizzle_migrations`;
  return row?.n ?? 0;
}
