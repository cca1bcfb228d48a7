import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type { EmbeddedServer } from "@/lib/db/embedded-server";

// Jest cannot import the ESM-only binaries package that lib/db/embedded-server.ts loads, so tests that
// need a server of their own (to pause or stop it) drive the launcher in a child Node process.

const run = promisify(execFile);
const launcher = path.join(process.cwd(), "lib", "db", "embedded-server.ts");

async function inChild<T>(call: string): Promise<T> {
  const script = `import(${JSON.stringify(launcher)}).then(async (loaded) => { const m = loaded.ensureEmbeddedServer ? loaded : loaded.default; const r = await ${call}; process.stdout.write(JSON.stringify(r ?? null)); })`;
  const { stdout } = await run(process.execPath, ["--import", "tsx", "--eval", script], {
    cwd: process.cwd(),
    timeout: 120_000,
  });
  return JSON.parse(stdout) as T;
}

/** Starts (or reuses) the embedded server on `dataDir`, on `port` when given. */
export function ensureEmbeddedServerInChild(dataDir: string, port?: number): Promise<EmbeddedServer> {
  return inChild<EmbeddedServer>(
    `m.ensureEmbeddedServer({ dataDir: ${JSON.stringify(dataDir)}, port: ${port ?? "undefined"}, log: () => undefined })`,
  );
}

/** Stops the server on `dataDir` and deletes the cluster. */
export function destroyEmbeddedServerInChild(dataDir: string): Promise<void> {
  return inChild<void>(`m.destroyEmbeddedServer(${JSON.stringify(dataDir)})`);
}
