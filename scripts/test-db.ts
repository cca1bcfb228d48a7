// npm run test:db: runs the database tests (jest project "db") against a throw-away embedded server,
// and again against TEST_DATABASE_URL when it is set (CI sets the machine's PostgreSQL 15), each time
// in a database created for the run and dropped after it.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { destroyEmbeddedServer, ensureEmbeddedServer } from "@/lib/db/embedded-server";

interface Target {
  name: string;
  serverUrl: string;
  cleanup: () => Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function runJest(name: string, databaseUrl: string): Promise<number> {
  console.log(`\n=== database tests on ${name} ===`);
  const jest = path.join(process.cwd(), "node_modules", "jest", "bin", "jest.js");
  const env = { ...process.env, FUNDLENS_TEST_DATABASE_URL: databaseUrl, DATABASE_URL: "" };
  const child = spawn(process.execPath, [jest, "--selectProjects", "db", "--runInBand", ...process.argv.slice(2)], { stdio: "inherit", env });
  return new Promise((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
}

async function onFreshDatabase(target: Target): Promise<number> {
  const database = `fundlens_test_${randomBytes(4).toString("hex")}`;
  const admin = postgres(target.serverUrl, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(`create database ${database}`);
    return await runJest(target.name, withDatabase(target.serverUrl, database));
  } finally {
    await admin.unsafe(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}

async function main(): Promise<void> {
  const targets: Target[] = [];
  const dataDir = path.join(tmpdir(), `fundlens-test-pg-${randomBytes(4).toString("hex")}`);
  const embedded = await ensureEmbeddedServer({ dataDir, log: () => undefined });
  targets.push({ name: `embedded PostgreSQL (port ${embedded.port})`, serverUrl: embedded.url, cleanup: () => destroyEmbeddedServer(dataDir) });
  if (process.env.TEST_DATABASE_URL) {
    targets.push({ name: `TEST_DATABASE_URL (${new URL(process.env.TEST_DATABASE_URL).host})`, serverUrl: process.env.TEST_DATABASE_URL, cleanup: async () => undefined });
  }
  let failed = false;
  try {
    for (const target of targets) if ((await onFreshDatabase(target)) !== 0) failed = true;
  } finally {
    for (const target of targets) await target.cleanup();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
