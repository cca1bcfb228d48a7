import { readFileSync } from "node:fs";
import { Worker } from "node:worker_threads";
import { CasRefusal } from "@/lib/cas/cas-refusal";
import { PDF_TEXT_WORKER_SOURCE } from "@/lib/cas/pdf/pdf-text-worker-source";
import { pdfWorkerPool, type PdfWorkerPool } from "@/lib/cas/pdf/pdf-worker-pool";

/** A text item as pdf.js places it: x and y of its baseline start (points, y up), its width. */
export interface PdfTextItem {
  str: string;
  x: number;
  y: number;
  width: number;
}

export interface PdfLimits {
  /** A CAS of a family with many folios runs to tens of pages; thousands of pages is not a statement. */
  maxPages: number;
  maxItems: number;
  /** Bytes pdf.js may allocate for what it decodes (a content stream inflating to gigabytes crosses it). */
  maxDecodedBytes: number;
  /** One decoded array: a page's content stream, which pdf.js decodes whole (a bomb of spaces is one such stream). */
  maxArrayBytes: number;
  /** The worker's JavaScript heap (V8's resourceLimits); past it the worker is ended by V8. */
  maxHeapMb: number;
  /** CPU time of the worker's thread (its busy time where the system has no per-thread clock). */
  cpuMs: number;
  /** Wall-clock time from the worker's start (time queued for a free worker is not counted). */
  timeoutMs: number;
}

export const PDF_LIMITS: PdfLimits = {
  maxPages: 300,
  maxItems: 400_000,
  // The 24-page synthetic statement decodes 5.7 MB; 300 such pages stay under this.
  maxDecodedBytes: 128 * 1024 * 1024,
  // A statement page's text is kilobytes; pdf.js sizes a stream's first array by its encoded length (8 MB at most
  // in an upload), then doubles it.
  maxArrayBytes: 16 * 1024 * 1024,
  maxHeapMb: 256,
  cpuMs: 10_000,
  timeoutMs: 20_000,
};

type WorkerAnswer =
  | { kind: "answer"; ok: true; pages: [string, number, number, number][][] }
  | { kind: "answer"; ok: false; code: string; detail: string };
type WorkerMessage = { kind: "started"; cpuClock: string | null } | WorkerAnswer;

function refusalOf(answer: Extract<WorkerAnswer, { ok: false }>, limits: PdfLimits): CasRefusal {
  switch (answer.code) {
    case "password_needed":
      return new CasRefusal("password", "This PDF is protected by a password: enter the password of the statement.");
    case "password":
      return new CasRefusal("password", "The password is wrong for this PDF. Nothing was imported.");
    case "not_pdf":
      // Only a file that starts as a PDF reaches the worker: pdf.js finding no PDF in it means it is damaged or cut short.
      return new CasRefusal("unreadable", "This PDF could not be read: it is damaged or cut short.");
    case "too_many_pages":
      return new CasRefusal(
        "too_many_pages",
        `This PDF has ${answer.detail} pages; a statement has at most ${limits.maxPages}. Nothing was imported.`,
      );
    case "too_complex":
      return new CasRefusal("too_complex", "This PDF holds far more text than a statement. Nothing was imported.");
    case "too_much_data":
      return new CasRefusal("too_complex", TOO_MUCH_DATA);
    default:
      return new CasRefusal("unreadable", "This PDF could not be read: it is damaged or cut short.");
  }
}

const TOO_MUCH_DATA = "This PDF expands to far more data than a statement. Nothing was imported.";
const TOO_MUCH_MEMORY = "This PDF needs more memory than a statement. Nothing was imported.";
const TOO_MUCH_CPU = "This PDF takes far more computing time to read than a statement. Nothing was imported.";
const TOO_LONG = "This PDF takes too long to read. Nothing was imported.";

// Linux's per-thread clock; USER_HZ, its tick, is 100 on every architecture Linux runs on.
const TICK_MS = 10;

/** CPU milliseconds the thread has used, from /proc/<pid>/task/<tid>/stat (utime + stime); null when unreadable. */
function threadCpuMs(statPath: string): number | null {
  try {
    const fields = readFileSync(statPath, "utf8");
    const after = fields.slice(fields.lastIndexOf(")") + 2).split(" ");
    return (Number(after[11]) + Number(after[12])) * TICK_MS;
  } catch {
    return null;
  }
}

/** One PDF in a fresh worker, held to the limits; ended by the first answer, budget or failure. */
function readInWorker(bytes: Uint8Array, password: string, limits: PdfLimits): Promise<PdfTextItem[][]> {
  return new Promise((resolve, reject) => {
    const copy = bytes.slice().buffer;
    const worker = new Worker(PDF_TEXT_WORKER_SOURCE, {
      eval: true,
      workerData: {
        bytes: copy,
        password,
        maxPages: limits.maxPages,
        maxItems: limits.maxItems,
        maxDecodedBytes: limits.maxDecodedBytes,
        maxArrayBytes: limits.maxArrayBytes,
      },
      transferList: [copy],
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 32 },
    });
    let cpuClock: string | null = null;
    let settled = false;
    const finish = (error: CasRefusal | null, pages?: PdfTextItem[][]) => {
      if (settled) return;
      settled = true;
      clearInterval(watch);
      clearTimeout(timer);
      // Settled once the thread has ended, which frees the pool's slot: a worker still unwinding a bomb (up to
      // half a second on a busy machine) would otherwise run beside the next job and outlive the request.
      void worker.terminate().finally(() => (error ? reject(error) : resolve(pages!)));
    };
    const cpuUsed = () => (cpuClock ? threadCpuMs(cpuClock) : null) ?? worker.performance.eventLoopUtilization().active;
    const watch = setInterval(() => {
      if (cpuUsed() > limits.cpuMs) finish(new CasRefusal("too_complex", TOO_MUCH_CPU));
    }, 100);
    const timer = setTimeout(() => finish(new CasRefusal("too_complex", TOO_LONG)), limits.timeoutMs);
    worker.on("message", (message: WorkerMessage) => {
      if (message.kind === "started") return void (cpuClock = message.cpuClock);
      if (!message.ok) return finish(refusalOf(message, limits));
      finish(
        null,
        message.pages.map((items) => items.map(([str, x, y, width]) => ({ str, x, y, width }))),
      );
    });
    worker.on("error", (error: Error & { code?: string }) =>
      finish(
        error.code === "ERR_WORKER_OUT_OF_MEMORY"
          ? new CasRefusal("too_complex", TOO_MUCH_MEMORY)
          : new CasRefusal("unreadable", "This PDF could not be read."),
      ),
    );
    worker.on("exit", () => finish(new CasRefusal("unreadable", "This PDF could not be read.")));
  });
}

/**
 * Every page's text items, read in a worker of the process's PDF pool (pdf-worker-pool.ts): refused at once when
 * the pool and its queue are full, and stopped when the PDF passes one of its limits (data decoded, heap, CPU
 * time, time). The bytes and password go to the worker only; neither is kept or logged.
 */
export function readPdfText(
  bytes: Uint8Array,
  password: string,
  limits: PdfLimits = PDF_LIMITS,
  pool: PdfWorkerPool = pdfWorkerPool(),
): Promise<PdfTextItem[][]> {
  if (bytes.length < 5 || Buffer.from(bytes.subarray(0, 1024)).indexOf("%PDF-") < 0)
    return Promise.reject(new CasRefusal("not_pdf", "This file is not a PDF."));
  return pool.run(() => readInWorker(bytes, password, limits));
}
