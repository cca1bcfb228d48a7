import { EventEmitter } from "node:events";
import type { CachedResponse } from "@/lib/api/response-cache";
import type { JobResult, XrayJob } from "@/lib/xray/worker/xray-job";
import {
  createXrayWorkerPool,
  XRAY_BUSY_MESSAGE,
  type JobOutcome,
  type XrayWorker,
} from "@/lib/xray/worker/xray-worker-pool";

/** A worker thread's stand-in: it holds the jobs posted to it until the test answers them. */
class FakeWorker extends EventEmitter {
  readonly jobs: Array<XrayJob & { id: number }> = [];
  terminated = false;
  postMessage(job: XrayJob & { id: number }) {
    this.jobs.push(job);
  }
  terminate() {
    this.terminated = true;
    return Promise.resolve(1);
  }
  /** Answers its oldest job with the bytes of `text`. */
  answer(text: string) {
    const job = this.jobs.shift()!;
    const result: JobResult = { id: job.id, text, etag: `W/"${text}"` };
    this.emit("message", result);
  }
}

const JOB: XrayJob = { items: [{ schemeCode: 100, value: 1000 }], today: "2026-11-30", securities: "largest" };

/** The answer of an outcome; throws when it is a failure. */
function answerOf(outcome: JobOutcome): CachedResponse {
  if ("failure" in outcome) throw new Error(`a failure: ${outcome.failure.message}`);
  return outcome.answer;
}

function pool(size: number, jobsPerWorker: number) {
  const workers: FakeWorker[] = [];
  const made = createXrayWorkerPool({
    size,
    jobsPerWorker,
    start: () => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker as unknown as XrayWorker;
    },
  });
  return { pool: made, workers };
}

describe("the X-ray's worker pool", () => {
  it("starts a worker only when every running one has a job, and gives each job to the least busy", async () => {
    const { pool: xrays, workers } = pool(2, 4);
    const first = xrays.run(JOB);
    expect(workers).toHaveLength(1);
    const second = xrays.run(JOB);
    expect(workers).toHaveLength(2);
    void xrays.run(JOB);
    expect(xrays.load()).toEqual([2, 1]);
    workers[1]!.answer("b");
    workers[0]!.answer("a");
    const [a, b] = [answerOf(await first), answerOf(await second)];
    expect([a.body.toString(), a.etag, b.body.toString()]).toEqual(["a", 'W/"a"', "b"]);
    expect(xrays.load()).toEqual([1, 0]);
    // An idle worker takes the next job; no third starts.
    void xrays.run(JOB);
    expect([workers.length, ...xrays.load()]).toEqual([2, 1, 1]);
  });

  it("refuses a job as busy (503, Retry-After) when every worker holds as many as it may", async () => {
    const { pool: xrays, workers } = pool(1, 2);
    void xrays.run(JOB);
    void xrays.run(JOB);
    expect(await xrays.run(JOB)).toEqual({
      failure: { name: "ApiError", apiCode: "unavailable", message: XRAY_BUSY_MESSAGE, retryAfterSeconds: 60 },
    });
    expect(workers[0]!.jobs).toHaveLength(2);
  });

  it("hands a worker's failure over as it came", async () => {
    const { pool: xrays, workers } = pool(1, 4);
    const job = xrays.run(JOB);
    const { id } = workers[0]!.jobs.shift()!;
    const failure = { name: "ApiError", message: "No fund has scheme code 100.", apiCode: "bad_request" as const };
    workers[0]!.emit("message", { id, failure });
    expect(await job).toEqual({ failure });
  });

  it("fails the jobs of a worker that crashed, and starts a new one for the next job", async () => {
    const { pool: xrays, workers } = pool(1, 4);
    const held = [xrays.run(JOB), xrays.run(JOB)];
    workers[0]!.emit("error", new Error("out of memory"));
    for (const job of held)
      expect(await job).toEqual({ failure: { name: "Error", message: "The X-ray worker failed: out of memory" } });
    expect(workers[0]!.terminated).toBe(true);
    const next = xrays.run(JOB);
    expect(workers).toHaveLength(2);
    workers[1]!.answer("fresh");
    expect(answerOf(await next).body.toString()).toBe("fresh");
  });

  it("fails the jobs of a worker that exited, and ignores an answer to a job it no longer holds", async () => {
    const { pool: xrays, workers } = pool(1, 4);
    const job = xrays.run(JOB);
    const { id } = workers[0]!.jobs[0]!;
    workers[0]!.emit("exit", 1);
    expect(await job).toEqual({ failure: { name: "Error", message: "The X-ray worker stopped (exit code 1)." } });
    expect(() => workers[0]!.emit("message", { id, text: "x", etag: "x" })).not.toThrow();
    expect(xrays.load()).toEqual([]);
  });

  it("stops every worker on close, failing what they held", async () => {
    const { pool: xrays, workers } = pool(2, 4);
    const held = [xrays.run(JOB), xrays.run(JOB)];
    await xrays.close();
    for (const job of held)
      expect(await job).toEqual({ failure: { name: "Error", message: "The X-ray workers were stopped." } });
    expect(workers.map((worker) => worker.terminated)).toEqual([true, true]);
    expect(xrays.load()).toEqual([]);
  });
});
