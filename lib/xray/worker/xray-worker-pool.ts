// Own code: piscina and tinypool start their workers from a module file, which neither the Next.js bundle nor a
// worker without tsx's loaders can run (the worker is TypeScript source, booted below); what is left is a count of
// jobs per worker.
import { availableParallelism } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { CachedResponse } from "@/lib/api/response-cache";
import { SerializedAnswer } from "@/lib/api/serialized-answer";
import { parseServerEnv } from "@/lib/env/server-env";
import type { PublicXray } from "@/lib/xray/load-public-xray";
import { errorOf, type JobFailure, type JobResult, type XrayJob } from "@/lib/xray/worker/xray-job";

export const XRAY_BUSY_MESSAGE = "Many X-rays are being worked out right now. Try again in a minute.";

/** What the pool's jobs need of a worker thread (an interface so that a test can stand in for one). */
export interface XrayWorker {
  postMessage(job: XrayJob & { id: number }): void;
  on(event: "message", listener: (result: JobResult) => void): unknown;
  on(event: "error", listener: (error: Error) => void): unknown;
  on(event: "exit", listener: (code: number) => void): unknown;
  terminate(): Promise<number>;
}

export interface XrayWorkerPoolOptions {
  /** At most this many workers; one more starts only when every running one has a job. */
  size: number;
  /** Jobs one worker may hold (working and waiting); with every worker full a job is refused (503, busy). */
  jobsPerWorker: number;
  start: () => XrayWorker;
}

/**
 * A job's answer, or why there is none. Never an Error object: the pool lives on globalThis, shared by the copies of
 * this module the API dispatcher and the Next.js bundle each load, and an error must be of the caller's own classes
 * (an ApiError of another copy is not `instanceof` the handler's, and would be answered as a 500).
 */
export type JobOutcome = { answer: CachedResponse } | { failure: JobFailure };

export interface XrayWorkerPool {
  /** The answer's bytes and ETag, worked out by the least busy worker. */
  run(job: XrayJob): Promise<JobOutcome>;
  /** Jobs held by each running worker. */
  load(): number[];
  /** Stops every worker; their jobs fail. */
  close(): Promise<void>;
}

interface Running {
  worker: XrayWorker;
  jobs: Map<number, (outcome: JobOutcome) => void>;
}

export function createXrayWorkerPool({ size, jobsPerWorker, start }: XrayWorkerPoolOptions): XrayWorkerPool {
  const running: Running[] = [];
  let nextId = 1;

  const failAll = (slot: Running, message: string) => {
    for (const settle of slot.jobs.values()) settle({ failure: { name: "Error", message } });
    slot.jobs.clear();
  };
  const stopped = (slot: Running, message: string) => {
    const at = running.indexOf(slot);
    if (at < 0) return;
    running.splice(at, 1);
    failAll(slot, message);
    void slot.worker.terminate().catch(() => undefined);
  };

  const startOne = (): Running => {
    const slot: Running = { worker: start(), jobs: new Map() };
    slot.worker.on("message", (result) => {
      const settle = slot.jobs.get(result.id);
      if (!settle) return;
      slot.jobs.delete(result.id);
      settle("failure" in result ? { failure: result.failure } : { answer: { body: result.text, etag: result.etag } });
    });
    slot.worker.on("error", (error) => stopped(slot, `The X-ray worker failed: ${error.message}`));
    slot.worker.on("exit", (code) => stopped(slot, `The X-ray worker stopped (exit code ${code}).`));
    running.push(slot);
    return slot;
  };

  const leastBusy = (): Running | null => {
    let best: Running | null = null;
    for (const slot of running) if (!best || slot.jobs.size < best.jobs.size) best = slot;
    if ((!best || best.jobs.size > 0) && running.length < size) return startOne();
    return best && best.jobs.size < jobsPerWorker ? best : null;
  };

  return {
    run: (job) => {
      const slot = leastBusy();
      if (!slot)
        return Promise.resolve({
          failure: { name: "ApiError", apiCode: "unavailable", message: XRAY_BUSY_MESSAGE, retryAfterSeconds: 60 },
        });
      const id = nextId++;
      return new Promise<JobOutcome>((settle) => {
        slot.jobs.set(id, settle);
        slot.worker.postMessage({ ...job, id });
      });
    },
    load: () => running.map((slot) => slot.jobs.size),
    close: async () => {
      const slots = running.splice(0);
      await Promise.all(
        slots.map((slot) => {
          failAll(slot, "The X-ray workers were stopped.");
          return slot.worker.terminate();
        }),
      );
    },
  };
}

/** What a worker thread is started with: its own connections to the app's database. */
export interface XrayWorkerData {
  databaseUrl: string;
  connections: number;
  connectTimeoutSeconds: number;
  statementTimeoutMs: number;
}

const WORKER_FILE = path.join(process.cwd(), "lib", "xray", "worker", "xray-worker.ts");

// A worker thread does not inherit the process's `--import tsx`, so it registers tsx's loaders itself and then
// imports the TypeScript source. Unref'd: an idle worker never keeps a script or a test alive.
function startWorker(data: XrayWorkerData): XrayWorker {
  const boot =
    `require("tsx/cjs/api").register();` +
    `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(pathToFileURL(WORKER_FILE).href)}); });`;
  const worker = new Worker(boot, {
    eval: true,
    workerData: data,
    resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
  });
  worker.unref();
  return worker;
}

/** Workers at most, whatever the cores: each keeps its own portfolios (some 50 MB on the real data). */
const MAX_WORKERS = 4;
/** Jobs a worker may hold: far more than a burst of 50 connections, far fewer than a flood. */
export const XRAY_JOBS_PER_WORKER = 64;
/**
 * A worker's young generation, twice the default (runs with 48 MB set matched runs with none): every answer leaves
 * its JSON text and records as garbage, and with fewer scavenges a flood of X-rays got 4-29% more answers a
 * second, in each of 8 runs taken in turn with the default. It costs at most some 48 MB more a worker.
 */
const WORKER_YOUNG_GENERATION_MB = 96;
/** Connections each worker opens (it reads only what it has not kept). */
const WORKER_CONNECTIONS = 2;

const holder = globalThis as typeof globalThis & { __fundlensXrayPool?: { url: string; pool: XrayWorkerPool } };

/**
 * The process's X-ray workers, one per core up to MAX_WORKERS, started as they are needed, on the database of
 * DATABASE_URL (a new pool when it changes, as between test files).
 */
export function xrayWorkerPool(): XrayWorkerPool {
  // Every X-ray asks: the environment is parsed again only when DATABASE_URL changed (parsing it took a tenth of
  // the server thread's time under a flood of X-rays).
  const kept = holder.__fundlensXrayPool;
  if (kept && kept.url === process.env.DATABASE_URL) return kept.pool;
  const env = parseServerEnv();
  const url = env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: the X-ray's workers have no database to read.");
  if (holder.__fundlensXrayPool?.url !== url) {
    void holder.__fundlensXrayPool?.pool.close();
    const data: XrayWorkerData = {
      databaseUrl: url,
      connections: WORKER_CONNECTIONS,
      connectTimeoutSeconds: env.DATABASE_CONNECT_TIMEOUT_SECONDS,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1000,
    };
    const pool = createXrayWorkerPool({
      size: Math.min(MAX_WORKERS, availableParallelism()),
      jobsPerWorker: XRAY_JOBS_PER_WORKER,
      start: () => startWorker(data),
    });
    holder.__fundlensXrayPool = { url, pool };
  }
  return holder.__fundlensXrayPool.pool;
}

/** Stops the process's X-ray workers (a test's end); the next X-ray starts new ones. */
export async function closeXrayWorkerPool(): Promise<void> {
  const kept = holder.__fundlensXrayPool;
  holder.__fundlensXrayPool = undefined;
  await kept?.pool.close();
}

/** The public X-ray's answer, worked out and serialized by a worker: the answer cache stores it as it comes. */
export async function workedOutXray(job: XrayJob): Promise<SerializedAnswer<PublicXray>> {
  const outcome = await xrayWorkerPool().run(job);
  if ("failure" in outcome) throw errorOf(outcome.failure);
  return new SerializedAnswer(outcome.answer);
}
