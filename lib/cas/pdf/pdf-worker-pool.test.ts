import { CasRefusal } from "@/lib/cas/cas-refusal";
import { createPdfWorkerPool, PDF_POOL_BUSY_MESSAGE, pdfPoolSize } from "@/lib/cas/pdf/pdf-worker-pool";

function deferred() {
  let resolve: (value: string) => void = () => undefined;
  const promise = new Promise<string>((done) => (resolve = done));
  return { promise, resolve };
}

describe("the PDF worker pool", () => {
  it("has one worker per core but one, and at least one", () => {
    expect([1, 2, 4, 8].map((cores) => pdfPoolSize(cores))).toEqual([1, 1, 3, 7]);
  });

  it("runs at most `size` jobs, queues up to `maxQueue`, and refuses the rest at once as busy", async () => {
    const pool = createPdfWorkerPool(2, 1);
    const jobs = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const results = jobs.map((job, i) => pool.run(() => (started.push(i), job.promise)));
    const refused = await pool.run(() => Promise.resolve("never")).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CasRefusal);
    expect(refused).toMatchObject({ code: "busy", message: PDF_POOL_BUSY_MESSAGE });
    await Promise.resolve();
    expect([started, pool.running(), pool.queued()]).toEqual([[0, 1], 2, 1]);

    jobs[0]!.resolve("first");
    expect(await results[0]).toBe("first");
    await new Promise((done) => setTimeout(done, 0));
    expect([started, pool.running(), pool.queued()]).toEqual([[0, 1, 2], 2, 0]);
    jobs[1]!.resolve("second");
    jobs[2]!.resolve("third");
    expect(await Promise.all(results)).toEqual(["first", "second", "third"]);
    expect([pool.running(), pool.queued()]).toEqual([0, 0]);
  });

  it("frees the slot of a job that fails", async () => {
    const pool = createPdfWorkerPool(1, 0);
    await expect(pool.run(() => Promise.reject(new Error("bomb")))).rejects.toThrow("bomb");
    expect(await pool.run(() => Promise.resolve("next"))).toBe("next");
  });
});
