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
  name: string;
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
 * of the run's template with every migration applied, or with `template`, a copy of that database (a file's own
 * template: createFilledTemplate).
 */
export async function createScratchDatabase({
  migrated = false,
  template,
}: { migrated?: boolean; template?: string } = {}): Promise<ScratchDatabase> {
  const name = `fundlens_scratch_${randomBytes(4).toString("hex")}`;
  const admin = connect();
  const source = template ?? (migrated ? migratedTemplate() : undefined);
  await admin.unsafe(source ? `create database ${name} template ${source}` : `create database ${name}`);
  const url = new URL(testDatabaseUrl());
  url.pathname = `/${name}`;
  return {
    name,
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
  return withConnection(await createScratchDatabase({ migrated: true }));
}

/** A connection to a scratch database, which `drop` closes before it drops the database. */
export function withConnection(scratch: ScratchDatabase): MigratedDatabase {
  const sql = connect(scratch.url);
  return {
    sql,
    drop: async () => {
      await sql.end();
      await scratch.drop();
    },
  };
}

export interface FilledTemplate {
  /** A fresh database holding what `fill` stored, for one test. */
  copy: () => Promise<ScratchDatabase>;
  drop: () => Promise<void>;
}

/**
 * A migrated database that `fill` stores data in once (a real file imported, say), kept as a template that each
 * test copies: the copy is a file copy on the server, where filling it again would parse and store the data for
 * every test. `fill` gets the database's URL and must close its connections before it returns, since no session
 * may be open on a template while it is copied.
 */
export async function createFilledTemplate(fill: (url: string) => Promise<void>): Promise<FilledTemplate> {
  const template = await createScratchDatabase({ migrated: true });
  try {
    await fill(template.url);
  } catch (error) {
    await template.drop();
    throw error;
  }
  return {
    copy: () => createScratchDatabase({ template: template.name }),
    drop: template.drop,
  };
}

/**
 * A fresh copy of a template the run's test files share: the first file to ask for `key` makes it (a copy of the
 * migrated template that `fill` stores data in, as createFilledTemplate), later files only copy it. Data several
 * files load the same way (the real scheme master and NAVs, the API fixture) is then loaded once per run instead
 * of once per file. An advisory lock makes a second file wait for the first's template rather than fill its own;
 * scripts/test-db.ts drops these templates with the run's databases (their names start with the run template's).
 */
export async function copySharedTemplate(key: string, fill: (url: string) => Promise<void>): Promise<ScratchDatabase> {
  const name = `${migratedTemplate()}_${key}`;
  // PostgreSQL would cut a longer name (with "_filling") to 63 bytes without an error.
  if (name.length > 55) throw new Error(`the shared template's key "${key}" is too long for a database name`);
  // One session: an advisory lock belongs to the session that took it.
  const admin = postgres(testDatabaseUrl(), { max: 1, onnotice: () => undefined });
  try {
    await admin`select pg_advisory_lock(hashtext(${name}))`;
    const [made] = await admin`select 1 from pg_database where datname = ${name}`;
    if (!made) {
      // Filled under another name and renamed when complete, so no file ever copies a half-filled template.
      const filling = `${name}_filling`;
      await admin.unsafe(`drop database if exists ${filling} with (force)`);
      await admin.unsafe(`create database ${filling} template ${migratedTemplate()}`);
      try {
        const url = new URL(testDatabaseUrl());
        url.pathname = `/${filling}`;
        await fill(url.toString());
        await admin.unsafe(`alter database ${filling} rename to ${name}`);
      } catch (error) {
        await admin.unsafe(`drop database if exists ${filling} with (force)`);
        throw error;
      }
      // As for the run's template: a stray session would make every copy fail, so none may open.
      await admin.unsafe(`alter database ${name} allow_connections false`);
    }
  } finally {
    await admin`select pg_advisory_unlock(hashtext(${name}))`.catch(() => undefined);
    await admin.end();
  }
  return createScratchDatabase({ template: name });
}
