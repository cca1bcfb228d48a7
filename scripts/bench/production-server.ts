// The production server of `npm start` (scripts/serve.ts: Next.js with the API dispatched in front of
// it) for the benchmarks: built first when the build is missing or stale, its output on stderr.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { buildIsStale, recordBuildEnv } from "../build-staleness";
import { secondsSince, type Progress } from "./progress";

const ROOT = process.cwd();
const NEXT_BIN = path.join(ROOT, "node_modules", "next", "dist", "bin", "next");

export interface ProductionServer {
  base: string;
  stop: () => Promise<void>;
}

export interface ServerOptions {
  databaseUrl: string;
  progress: Progress;
  /** A free port when unset. */
  port?: number;
  /** Added to the environment of both the build and the server. */
  env?: Record<string, string>;
}

function exitOf(child: ChildProcess): Promise<number> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode ?? 1);
  return new Promise((resolve) => child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exitOf(child);
  clearTimeout(timer);
}

/** Every build or server child still running, so that an interrupted benchmark can stop them. */
const running = new Set<ChildProcess>();

function track(child: ChildProcess): ChildProcess {
  running.add(child);
  child.once("exit", () => running.delete(child));
  return child;
}

export async function stopAllChildren(): Promise<void> {
  await Promise.all([...running].map(stopChild));
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no free port")),
      );
    });
  });
}

async function ensureBuild(env: NodeJS.ProcessEnv, progress: Progress): Promise<void> {
  if (!buildIsStale(ROOT, env)) {
    progress("the production build is up to date");
    return;
  }
  progress(
    "the production build is missing, older than the sources or made with other NEXT_PUBLIC_ values: next build",
  );
  const started = performance.now();
  // Build output goes to stderr with the rest of the progress.
  const code = await exitOf(track(spawn(process.execPath, [NEXT_BIN, "build"], { stdio: ["ignore", 2, 2], env })));
  if (code !== 0) throw new Error(`next build failed (exit code ${code})`);
  recordBuildEnv(ROOT, env);
  progress(`built in ${secondsSince(started).toFixed(0)} s`);
}

export async function startProductionServer(options: ServerOptions): Promise<ProductionServer> {
  const { progress } = options;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...options.env,
    DATABASE_URL: options.databaseUrl,
    NEXT_TELEMETRY_DISABLED: "1",
  };
  await ensureBuild(env, progress);
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const child = track(
    spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts", "serve.ts")], {
      stdio: ["ignore", 2, 2],
      env: {
        ...env,
        NODE_ENV: "production",
        PORT: String(port),
        HOSTNAME: "127.0.0.1",
        // The limits count requests per client address; every benchmark request comes from 127.0.0.1, so
        // the defaults (1,200 a minute, 30,000 for public reads) would answer most of them with 429. 0 turns them off.
        API_RATE_LIMIT_PER_MINUTE: "0",
        API_PUBLIC_READ_RATE_LIMIT_PER_MINUTE: "0",
        // The bench databases hold real data, which turns the daily sync's schedule on by default: a benchmark
        // measures requests, not a sync started on the bench database in the middle of a run.
        SYNC_SCHEDULE: "off",
      },
    }),
  );
  const server = { base, stop: () => stopChild(child) };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited before it answered /api/health (is port ${port} taken?)`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.status === 200) {
        progress(`the production server is up on ${base}`);
        return server;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.stop();
  throw new Error("/api/health did not answer 200 within 60 s");
}

/** Ctrl-C or SIGTERM: stop the children, then `release` (the database), then exit 130. */
export function stopOnSignals(progress: Progress, release: () => Promise<void>): void {
  let interrupted = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = true;
    progress(`${signal}: stopping`);
    void stopAllChildren()
      .then(release)
      .finally(() => process.exit(130));
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
}
