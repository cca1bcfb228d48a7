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
 * The worker's heap. Parsing makes short-lived garbage quickly; small generations collect it before the heap
 * grows (measured on the real year: about 480 MB peak for the process, 600 MB without the limits, at the cost
 * of a second or two). A daily capture needs a few MB; a batch whose files outgrow this is parsed again on
 * the main thread (importNavFiles).
 */
export const PARSE_WORKER_HEAP = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 32 };

/** The parse worker seen from the main thread: requests are answered in the order they were sent. */
export class ParseWorkerClient implements CaptureParsing {
  private readonly worker: Worker;
  private readonly waiting: { resolve: (result: ParsedCapture) => void; reject: (error: Error) => void }[] = [];
  private failure: Error | null = null;

  constructor(heap = PARSE_WORKER_HEAP) {
    this.worker = new Worker(ENTRY, { resourceLimits: heap });
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
