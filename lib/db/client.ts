import postgres, { type Sql } from "postgres";
import { parseServerEnv } from "@/lib/env/server-env";

export interface Database {
  sql: Sql;
}

// One pool per process; kept on globalThis so dev-server reloads do not open a new pool each time.
const holder = globalThis as typeof globalThis & { __fundlensDatabase?: Database };

/**
 * A plain postgres-js pool. Queries are SQL (the schema is Drizzle's, for migrations and types). The pool
 * is deliberately not wrapped in drizzle(): drizzle swaps the client's JSON serializer, which breaks
 * `sql.json(...)` in the importers. The migrator wraps its own, separate connection.
 */
export function createDatabase(url: string, max = 10): Database {
  return {
    sql: postgres(url, {
      max,
      onnotice: () => undefined,
      // The app runs many short queries: JIT compilation and parallel workers cost more than they save
      // there (measured by bench:api: a 1 ms query took 20+ ms with JIT and 2 workers on 2 cores).
      connection: { application_name: "fundlens", jit: "off", max_parallel_workers_per_gather: 0 },
    }),
  };
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

/** Ends the app's pool (tests and scripts that load route handlers; the server never needs it). */
export async function closeDatabase(): Promise<void> {
  const database = holder.__fundlensDatabase;
  holder.__fundlensDatabase = undefined;
  await database?.sql.end();
}
