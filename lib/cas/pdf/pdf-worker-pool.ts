// Own code: piscina and tinypool load their workers from a module file, which the Next.js server bundle cannot
// point at (pdf-text-worker-source.ts), and a job here runs in a fresh worker that is ended after it, so a pool is
// only a count of running jobs and a bounded queue.
import { availableParallelism } from "node:os";
import { CasRefusal } from "@/lib/cas/cas-refusal";

export const PDF_POOL_BUSY_MESSAGE =
  "Many statements are being read right now. Nothing was imported: try again in a minute.";

export interface PdfWorkerPool {
  /** Runs the job when a slot is free; refused at once (CasRefusal "busy") when the queue is full. */
  run: <T>(job: () => Promise<T>) => Promise<T>;
  running: () => number;
  queued: () => number;
}

/** One worker per core but one, which is left to the server's own thread; at least one. */
export function pdfPoolSize(cores: number = availableParallelism()): number {
  return Math.max(1, cores - 1);
}

export function createPdfWorkerPool(size: number, maxQueue: number): PdfWorkerPool {
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    running--;
    const next = waiting.shift();
    if (next) {
      running++;
      next();
    }
  };

  return {
    run: <T>(job: () => Promise<T>): Promise<T> => {
      const start = () => Promise.resolve().then(job).finally(release);
      if (running < size) {
        running++;
        return start();
      }
      if (waiting.length >= maxQueue) return Promise.reject(new CasRefusal("busy", PDF_POOL_BUSY_MESSAGE));
      return new Promise<void>((slot) => waiting.push(slot)).then(start);
    },
    running: () => running,
    queued: () => waiting.length,
  };
}

// One pool per process, on globalThis so dev-server reloads and the bundles scripts/serve.ts loads share it.
const holder = globalThis as typeof globalThis & { __fundlensPdfPool?: PdfWorkerPool };

/** Jobs that may wait for each worker: a few statements' worth of seconds, not a backlog. */
export const PDF_QUEUE_PER_WORKER = 4;

/** The process's PDF pool: cores - 1 workers, and up to PDF_QUEUE_PER_WORKER jobs waiting for each. */
export function pdfWorkerPool(): PdfWorkerPool {
  const size = pdfPoolSize();
  holder.__fundlensPdfPool ??= createPdfWorkerPool(size, PDF_QUEUE_PER_WORKER * size);
  return holder.__fundlensPdfPool;
}
