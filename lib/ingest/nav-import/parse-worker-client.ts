import { availableParallelism } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { CaptureParser, type ParsedCapture } from "@/lib/ingest/nav-import/parsed-capture";
import type { ParseRequest } from "@/lib/ingest/nav-import/parse-worker";

const ENTRY = path.join(process.cwd(), "lib", "ingest", "nav-import", "parse-worker-entry.mjs");

/** A parsed file and the parser that read it (its descriptions are relative to that parser's earlier files). */
export interface ParseAnswer {
  parser: number;
  result: ParsedCapture;
}

/** Parses a batch's files in order; answers come in the order of the requests. */
export interface CaptureParsing {
  parse(request: ParseRequest): Promise<ParseAnswer>;
  close(): Promise<void>;
}

/** Parsing on the calling thread: for a file or two, starting a worker (about half a second) costs more than it saves. */
export class InThreadParsing implements CaptureParsing {
  private readonly parser = new CaptureParser();
  async parse(request: ParseRequest): Promise<ParseAnswer> {
    return { parser: 0, result: this.parser.parse(request.name, request.bytes, request.latestAllowedDate) };
  }
  async close(): Promise<void> {}
}

/** A parse worker ran out of its bounded heap (a batch of large files, such as NAV history downloads). */
export class ParseWorkerOutOfMemory extends Error {
  override name = "ParseWorkerOutOfMemory";
}

/**
 * Each worker's heap. Parsing makes short-lived garbage quickly; small generations collect it before the heap
 * grows (measured on the real year: about 480 MB peak for the process, 600 MB without the limits, at the cost
 * of a second or two). A daily capture needs a few MB; a batch whose files outgrow this is parsed again on
 * the main thread (importNavFiles).
 */
export const PARSE_WORKER_HEAP = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16 };

/**
 * Parse workers: parsing is most of the CPU time of reading a year of captures, so it runs on as many threads
 * as there are cores, up to two (each worker costs memory; the main thread folds what they send meanwhile).
 */
export const PARSE_WORKERS = Math.max(1, Math.min(2, availableParallelism()));

/** One parse worker seen from the main thread: requests are answered in the order they were sent. */
class ParseWorker {
  private readonly worker: Worker;
  private readonly waiting: { resolve: (result: ParsedCapture) => void; reject: (error: Error) => void }[] = [];
  private failure: Error | null = null;

  constructor(heap: typeof PARSE_WORKER_HEAP) {
    // Without the parent's --import tsx: the entry loads what it needs, in its own thread.
    this.worker = new Worker(ENTRY, { resourceLimits: heap, execArgv: [] });
    this.worker.on("message", (message: { result?: ParsedCapture; error?: string }) => {
      const next = this.waiting.shift();
      if (message.result) next?.resolve(message.result);
      else next?.reject(new Error(`The parse worker failed: ${message.error}`));
    });
    this.worker.on("error", (error: Error & { code?: string }) =>
      this.fail(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? new ParseWorkerOutOfMemory(error.message) : error),
    );
    this.worker.on("exit", (code) => this.fail(new Error(`The parse worker stopped (exit code ${code})`)));
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiter of this.waiting.splice(0)) waiter.reject(error);
  }

  parse(request: ParseRequest): Promise<ParsedCapture> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.worker.postMessage(request);
    });
  }

  async close(): Promise<void> {
    this.failure ??= new Error("The parse worker was closed");
    await this.worker.terminate();
  }
}

/** The parse workers: files go to them in turn, and each answers its own in order. */
export class ParseWorkerPool implements CaptureParsing {
  private readonly workers: ParseWorker[];
  private sent = 0;

  constructor(heap = PARSE_WORKER_HEAP, count = PARSE_WORKERS) {
    this.workers = Array.from({ length: count }, () => new ParseWorker(heap));
  }

  async parse(request: ParseRequest): Promise<ParseAnswer> {
    const parser = this.sent++ % this.workers.length;
    return { parser, result: await this.workers[parser]!.parse(request) };
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
  }
}
