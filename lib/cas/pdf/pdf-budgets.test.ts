import { Worker } from "node:worker_threads";
import { CasRefusal } from "@/lib/cas/cas-refusal";
import { createPdfWorkerPool } from "@/lib/cas/pdf/pdf-worker-pool";
import { PDF_LIMITS, readPdfText, type PdfLimits } from "@/lib/cas/pdf/read-pdf-text";
import { cpuBombPdf, spacesBombPdf } from "@/lib/cas/testing/pdf-bombs";

// Issue 34, point 2: each PDF is read under budgets (decoded data, heap, CPU time, wall-clock time), and the
// member is told which one the file crossed. The budgets a test lowers are lowered so that the file crosses
// them long before any other; the others are set far out of reach, so that a busy machine cannot decide.

const FAR = { timeoutMs: 600_000, cpuMs: 600_000 };

async function refusal(bytes: Uint8Array, limits: Partial<PdfLimits>): Promise<CasRefusal> {
  const pool = createPdfWorkerPool(1, 0);
  const error = await readPdfText(bytes, "", { ...PDF_LIMITS, ...FAR, ...limits }, pool).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CasRefusal);
  return error as CasRefusal;
}

describe("readPdfText's budgets", () => {
  let cpu: Uint8Array;
  beforeAll(async () => {
    cpu = await cpuBombPdf(8);
  });

  it("stops a page inflating to 6 GB of spaces (a 6 MB file) at the limit on decoded data", async () => {
    const bomb = await spacesBombPdf(6);
    expect(bomb.length).toBeLessThan(8 * 1024 * 1024);
    expect(await refusal(bomb, {})).toMatchObject({
      code: "too_complex",
      message: "This PDF expands to far more data than a statement. Nothing was imported.",
    });
  }, 120_000);

  it("stops a small file that costs seconds of CPU at the CPU-time budget", async () => {
    expect(cpu.length).toBeLessThan(100 * 1024);
    expect(await refusal(cpu, { cpuMs: 300 })).toMatchObject({
      code: "too_complex",
      message: "This PDF takes far more computing time to read than a statement. Nothing was imported.",
    });
  }, 120_000);

  it("stops it at the wall-clock cap", async () => {
    expect(await refusal(cpu, { timeoutMs: 300 })).toMatchObject({
      code: "too_complex",
      message: "This PDF takes too long to read. Nothing was imported.",
    });
  }, 120_000);

  it("answers only once the stopped worker's thread has ended, so the next job never runs beside it", async () => {
    const events: string[] = [];
    const terminate = Worker.prototype.terminate;
    const spy = jest.spyOn(Worker.prototype, "terminate").mockImplementation(function (this: Worker) {
      return terminate.call(this).then((code) => (events.push("thread ended"), code));
    });
    try {
      await refusal(cpu, { timeoutMs: 300 });
      events.push("answered");
    } finally {
      spy.mockRestore();
    }
    expect(events).toEqual(["thread ended", "answered"]);
  }, 120_000);

  it("ends a worker whose heap outgrows its budget, and says it needs more memory", async () => {
    expect(await refusal(cpu, { maxHeapMb: 2 })).toMatchObject({
      code: "too_complex",
      message: "This PDF needs more memory than a statement. Nothing was imported.",
    });
  }, 120_000);
});
