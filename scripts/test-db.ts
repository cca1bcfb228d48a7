// npm run test:db: runs the database tests (jest project "db") against a throw-away embedded server and, at
// the same time, against TEST_DATABASE_URL when it is set (CI sets the machine's PostgreSQL 15; there, the tests
// whose subject is SQL: jest.config.mjs), each in a database created for the run and dropped after it. Beside
// it, a template database with every migration applied (FUNDLENS_TEST_TEMPLATE_DATABASE), which tests copy instead
// of migrating their own scratch databases, and the templates the test files share, filled once per run (real data
// several files load the same way). With two targets each line of output starts with its target's name,
// since the two runs print at once.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import postgres from "postgres";
import { destroyEmbeddedServer, ensureEmbeddedServer } from "@/lib/db/embedded-server";
import { runMigrations } from "@/lib/db/migrate";

interface Target {
  name: string;
  serverUrl: string;
}

const running = new Set<ChildProcess>();

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

function relay(
  stream: NodeJS.ReadableStream,
  prefix: string,
  to: NodeJS.WritableStream,
  onLine: (line: string) => void,
): void {
  createInterface({ input: stream, crlfDelay: Infinity }).on("line", (line) => {
    to.write(`${prefix}${line}\n`);
    onLine(line);
  });
}

// What Jest prints when something a test started (a connection, a timer) still runs a second after its last file.
const JEST_LINGERS = "Jest did not exit one second after the test run has completed";
// A run still going this long after that is stopped and fails: a connection left behind once retried without
// pause against its dropped database for as long as the rest of the run took (docs/testing.md).
const LINGER_LIMIT_MS = 60_000;

async function runJest(
  target: Target,
  databaseUrl: string,
  template: string,
  prefix: string,
  sqlOnly: boolean,
): Promise<number> {
  console.log(`\n=== database tests on ${target.name} ===`);
  const jest = path.join(process.cwd(), "node_modules", "jest", "bin", "jest.js");
  // No availability monitor except where a test turns it on (database-outage): with two targets, the build
  // and the unit tests all on two cores, a probe can miss its 2-s deadline, and a false outage ends the
  // pool under a running test.
  const env = {
    ...process.env,
    FUNDLENS_TEST_DATABASE_URL: databaseUrl,
    FUNDLENS_TEST_TEMPLATE_DATABASE: template,
    DATABASE_URL: "",
    DATABASE_PROBE_INTERVAL_SECONDS: "0",
    FUNDLENS_TEST_SQL_ONLY: sqlOnly ? "1" : "",
  };
  // A run of only the files the second target leaves out (npm run test:db -- app/api/v1/api-fuzz) finds none there.
  const args = [jest, "--selectProjects", "db", "--runInBand", ...(sqlOnly ? ["--passWithNoTests"] : [])];
  args.push(...process.argv.slice(2));
  // Piped, to see Jest's own word that it lingers (no FORCE_COLOR: the commands some tests run would inherit it).
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"], env });
  running.add(child);
  let lingering: NodeJS.Timeout | undefined;
  const watch = (line: string) => {
    if (!line.includes(JEST_LINGERS) || lingering) return;
    // Killed by a signal, the run's exit code is 1.
    lingering = setTimeout(() => {
      console.error(
        `${prefix}Jest still runs ${LINGER_LIMIT_MS / 1000} s after its last test file: something a test started outlives it (find it with --detectOpenHandles). Stopped.`,
      );
      child.kill("SIGKILL");
    }, LINGER_LIMIT_MS);
  };
  relay(child.stdout!, prefix, process.stdout, watch);
  relay(child.stderr!, prefix, process.stderr, watch);
  const code = await new Promise<number>((resolve) =>
    child.on("exit", (exit, signal) => resolve(exit ?? (signal ? 1 : 0))),
  );
  clearTimeout(lingering);
  running.delete(child);
  console.log(`=== database tests on ${target.name}: ${code === 0 ? "passed" : `failed (exit code ${code})`} ===`);
  return code;
}

async function onFreshDatabase(target: Target, prefix: string, sqlOnly: boolean): Promise<number> {
  const database = `fundlens_test_${randomBytes(4).toString("hex")}`;
  const template = `${database}_migrated`;
  const admin = postgres(target.serverUrl, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(`create database ${database}`);
    await admin.unsafe(`create database ${template}`);
    await runMigrations(withDatabase(target.serverUrl, template));
    // No session may be open on a template while it is copied: refusing connections makes a stray one fail at once.
    await admin.unsafe(`alter database ${template} allow_connections false`);
    return await runJest(target, withDatabase(target.serverUrl, database), template, prefix, sqlOnly);
  } finally {
    await admin.unsafe(`drop database if exists ${database} with (force)`);
    // The templates the test files share (copySharedTemplate in lib/db/testing/test-database.ts) are named after
    // the run's template.
    const shared = await admin<{ name: string }[]>`select datname as name from pg_database`;
    for (const { name } of shared.filter((row) => row.name.startsWith(`${template}_`)))
      await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.unsafe(`drop database if exists ${template} with (force)`);
    await admin.end();
  }
}

async function main(): Promise<void> {
  const dataDir = path.join(tmpdir(), `fundlens-test-pg-${randomBytes(4).toString("hex")}`);
  let cleaningUp: Promise<void> | undefined;
  const cleanup = () => (cleaningUp ??= destroyEmbeddedServer(dataDir));
  // Stopped from outside (npm test stops every step when one fails): end the runs, then the embedded server,
  // which pg_ctl started outside this process tree and would otherwise outlive it.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      for (const child of running) child.kill(signal);
      void cleanup().finally(() => process.exit(1));
    });
  }

  const embedded = await ensureEmbeddedServer({ dataDir, log: () => undefined, throwAway: true });
  const targets: Target[] = [{ name: `embedded PostgreSQL (port ${embedded.port})`, serverUrl: embedded.url }];
  if (process.env.TEST_DATABASE_URL) {
    targets.push({
      name: `TEST_DATABASE_URL (${new URL(process.env.TEST_DATABASE_URL).host})`,
      serverUrl: process.env.TEST_DATABASE_URL,
    });
  }
  const prefixes = targets.length > 1 ? ["[embedded] ", "[TEST_DATABASE_URL] "] : [""];
  let codes: number[] = [];
  try {
    // The second target runs the tests whose subject is SQL (jest.config.mjs, FUNDLENS_TEST_SQL_ONLY).
    codes = await Promise.all(
      targets.map((target, index) => onFreshDatabase(target, prefixes[index] ?? "", index > 0)),
    );
  } finally {
    await cleanup();
  }
  process.exit(codes.length === targets.length && codes.every((code) => code === 0) ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
