import { drizzle, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import postgres, { type Sql } from "postgres";
import { parseServerEnv } from "@/lib/env/server-env";

export interface Database {
  sql: Sql;
  db: PostgresJsDatabase;
}

// One pool per process; kept on globalThis so dev-server reloads do not open a new pool each time.
const holder = globalThis as typeof globalThis & { __fundlensDatabase?: Database };

export function createDatabase(url: string, max = 10): Database {
  const sql = postgres(url, { max, onnotice: () => undefined, connection: { application_name: "fundlens" } });
  return { sql, db: drizzle({ client: sql }) };
}

/** The app's database, from DATABASE_URL (set by `npm start` to the embedded server when the user sets none). */
export function getDatabase(): Database {
  if (!holder.__fundlensDatabase) {
    const env = parseServerEnv();
    if (!env.DATABASE_URL) {
      throw new Error("DATABASE_URL is not set. Start the app with `npm start`, which launches the embedded PostgreSQL server, or set DATABASE_URL.");
    }
    holder.__fundlensDatabase = createDatabase(env.DATABASE_URL, env.DATABASE_POOL_MAX);
  }
  return holder.__fundlensDatabase;
}
