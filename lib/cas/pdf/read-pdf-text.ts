import { Worker } from "node:worker_threads";
import { CasRefusal } from "@/lib/cas/cas-refusal";
import { PDF_TEXT_WORKER_SOURCE } from "@/lib/cas/pdf/pdf-text-worker-source";

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
  /** Extra memory the process may take while the PDF is read (a decompression bomb crosses it). */
  maxExtraBytes: number;
  timeoutMs: number;
}

export const PDF_LIMITS: PdfLimits = {
  maxPages: 300,
  maxItems: 400_000,
  maxExtraBytes: 256 * 1024 * 1024,
  timeoutMs: 20_000,
};

type WorkerAnswer =
  { ok: true; pages: [string, number, number, number][][] } | { ok: false; code: string; detail: string };

function refusalOf(answer: Extract<WorkerAnswer, { ok: false }>, limits: PdfLimits): CasRefusal {
  switch (answer.code) {
    case "password_needed":
      return new CasRefusal("password", "This PDF is protected by a password: enter the password of the statement.");
    case "password":
      return new CasRefusal("password", "The password is wrong for this PDF. Nothing was imported.");
    case "not_pdf":
      return new CasRefusal("not_pdf", "This file is not a PDF, or it is damaged or cut short.");
    case "too_many_pages":
      return new CasRefusal(
        "too_many_pages",
        `This PDF has ${answer.detail} pages; a statement has at most ${limits.maxPages}. Nothing was imported.`,
      );
    case "too_complex":
      return new CasRefusal("too_complex", "This PDF holds far more text than a statement. Nothing was imported.");
    default:
      return new CasRefusal("unreadable", "This PDF could not be read: it is damaged or cut short.");
  }
}

/**
 * Every page's text items, read in a worker thread that is stopped when it runs too long or makes the process
 * grow too much (a decompression bomb). The bytes and password go to the worker only; neither is kept or logged.
 */
export function readPdfText(
  bytes: Uint8Array,
  password: string,
  limits: PdfLimits = PDF_LIMITS,
): Promise<PdfTextItem[][]> {
  if (bytes.length < 5 || Buffer.from(bytes.subarray(0, 1024)).indexOf("%PDF-") < 0)
    return Promise.reject(new CasRefusal("not_pdf", "This file is not a PDF."));
  return new Promise((resolve, reject) => {
    const copy = bytes.slice().buffer;
    const worker = new Worker(PDF_TEXT_WORKER_SOURCE, {
      eval: true,
      workerData: { bytes: copy, password, maxPages: limits.maxPages, maxItems: limits.maxItems },
      transferList: [copy],
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    const baseline = process.memoryUsage.rss();
    let settled = false;
    const finish = (error: CasRefusal | null, pages?: PdfTextItem[][]) => {
      if (settled) return;
      settled = true;
      clearInterval(watch);
      clearTimeout(timer);
      void worker.terminate();
      if (error) reject(error);
      else resolve(pages!);
    };
    const watch = setInterval(() => {
      if (process.memoryUsage.rss() - baseline > limits.maxExtraBytes)
        finish(
          new CasRefusal("too_complex", "This PDF expands to far more data than a statement. Nothing was imported."),
        );
    }, 20);
    const timer = setTimeout(
      () => finish(new CasRefusal("too_complex", "This PDF takes too long to read. Nothing was imported.")),
      limits.timeoutMs,
    );
    worker.on("message", (answer: WorkerAnswer) => {
      if (!answer.ok) return finish(refusalOf(answer, limits));
      finish(
        null,
        answer.pages.map((items) => items.map(([str, x, y, width]) => ({ str, x, y, width }))),
      );
    });
    worker.on("error", () =>
      finish(new CasRefusal("too_complex", "This PDF needs more memory than a statement. Nothing was imported.")),
    );
    worker.on("exit", () => finish(new CasRefusal("unreadable", "This PDF could not be read.")));
  });
}
