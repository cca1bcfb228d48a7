import path from "node:path";
import { Worker } from "node:worker_threads";
import { CaptureParser, type ParsedCapture } from "@/lib/ingest/nav-import/parsed-capture";
import type { ParseRequest } from "@/lib/ingest/nav-import/parse-worker";

const ENTRY = path.join(process.cwd(), "lib", "ingest", "nav-import", "parse-worker-entry.mjs");

/** Parses a batch's files in order; answers come in the order of the requests. */
export interface CaptureParsing {
  parse(request: ParseRequest): Promise<ParsedCapture>;
  close(): Promise<void>;
}

/** Parsing on the calling thread: for a file or two, starting a worker (about half a second) costs more than it saves. */
export class InThreadParsing implements CaptureParsing {
  private readonly parser = new CaptureParser();
  async parse(request: ParseRequest): Promise<ParsedCapture> {
    return this.parser.parse(request.name, request.bytes, request.latestAllowedDate);
  }
  async close(): Promise<void> {}
}

/** The parse worker ran out of its bounded heap (a batch of large files, such as NAV history downloads). */
export class ParseWorkerOutOfMemory extends Error {
  override name = "ParseWorkerOutOfMemory";
}

/**
 * The worker's heap. Its parse cache holds about 40 MB after a year of captures; a small young generation
 * collects the short-lived rest before the heap grows. A daily capture needs a few MB; a batch whose files
 * outgrow this is parsed again on the main thread (importNavFiles).
 */
export const PARSE_WORKER_HEAP = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16 };

/**
 * The parse worker seen from the main thread: requests are answered in the order they were sent. One worker
 * parses while the main thread folds: on the shared two-core machine a second worker (measured on the real
 * year) took 25% more CPU time and 60 MB more memory for a longer import, since each worker warms up its own
 * parse cache.
 */
export class ParseWorkerClient implements CaptureParsing {
  private readonly worker: Worker;
  private readonly waiting: { resolve: (result: ParsedCapture) => void; reject: (error: Error) => void }[] = [];
  private failure: Error | null = null;

  constructor(heap = PARSE_WORKER_HEAP) {
    // Without the parent's --import tsx, whose ESM hooks run on a thread of their own: the entry loads
    // what it needs through tsx's in-thread CommonJS hooks.
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
