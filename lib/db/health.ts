import { getDatabase } from "@/lib/db/client";

export interface DatabaseHealth {
  serverVersion: string;
  migrationsApplied: number;
}

export async function checkDatabase(): Promise<DatabaseHealth> {
  const { sql } = getDatabase();
  const [row] = await sql<{ version: string; migrations: number }[]>`
    select current_setting('server_version') as version,
           (select count(*)::int from drizzle.__drizzle_migrations) as migrations`;
  if (!row) throw new Error("empty answer from the database");
  return { serverVersion: row.version, migrationsApplied: row.migrations };
}
