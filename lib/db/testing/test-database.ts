import { randomBytes } from "node:crypto";
import postgres, { type Sql } from "postgres";
import { runMigrations } from "@/lib/db/migrate";

// Helpers for *.db-test.ts files. scripts/test-db.ts passes the database of the run in
// FUNDLENS_TEST_DATABASE_URL; tests that need a pristine database make a scratch one beside it.

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

/** An empty database on the same server, for tests that must start from nothing (migrations). */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const name = `fundlens_scratch_${randomBytes(4).toString("hex")}`;
  const admin = connect();
  await admin.unsafe(`create database ${name}`);
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
  const scratch = await createScratchDatabase();
  await runMigrations(scratch.url);
  const sql = connect(scratch.url);
  return {
    sql,
    drop: async () => {
      await sql.end();
      await scratch.drop();
    },
  };
}
