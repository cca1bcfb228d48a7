import { randomBytes } from "node:crypto";
import postgres, { type Sql } from "postgres";

// Helpers for *.db-test.ts files. scripts/test-db.ts passes the database of the run in
// FUNDLENS_TEST_DATABASE_URL and, in FUNDLENS_TEST_TEMPLATE_DATABASE, a database beside it with every migration
// applied; tests that need a pristine database make a scratch one, empty or copied from that template (a file
// copy on the server, instead of running the migrations again for every test).

export function testDatabaseUrl(): string {
  const url = process.env.FUNDLENS_TEST_DATABASE_URL;
  if (!url) throw new Error("FUNDLENS_TEST_DATABASE_URL is not set: run database tests with `npm run test:db`.");
  return url;
}

export function connect(url = testDatabaseUrl()): Sql {
  return postgres(url, { max: 4, onnotice: () => undefined });
}

export interface ScratchDatabase {
  url: string;
  drop: () => Promise<void>;
}

function migratedTemplate(): string {
  const name = process.env.FUNDLENS_TEST_TEMPLATE_DATABASE;
  if (!name) throw new Error("FUNDLENS_TEST_TEMPLATE_DATABASE is not set: run database tests with `npm run test:db`.");
  return name;
}

/**
 * A database on the same server: empty, for tests that start from nothing (migrations), or with `migrated`, a copy
 * of the run's template with every migration applied.
 */
export async function createScratchDatabase({ migrated = false } = {}): Promise<ScratchDatabase> {
  const name = `fundlens_scratch_${randomBytes(4).toString("hex")}`;
  const admin = connect();
  await admin.unsafe(migrated ? `create database ${name} template ${migratedTemplate()}` : `create database ${name}`);
  const url = new URL(testDatabaseUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export interface MigratedDatabase {
  sql: Sql;
  /** Closes the connection and drops the database. */
  drop: () => Promise<void>;
}

/** A scratch database with every migration applied and a connection to it: the usual start of a query test. */
export async function createMigratedDatabase(): Promise<MigratedDatabase> {
  const scratch = await createScratchDatabase({ migrated: true });
  const sql = connect(scratch.url);
  return {
    sql,
    drop: async () => {
      await sql.end();
      await scratch.drop();
    },
  };
}
