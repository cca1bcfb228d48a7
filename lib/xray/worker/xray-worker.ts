// The public X-ray's worker thread, started by xray-worker-pool.ts: it computes answers and their JSON text off the
// server's thread, from its own connections and its own kept plans, portfolios and cost facts.
import { parentPort, workerData } from "node:worker_threads";
import { generationMemo } from "@/lib/api/data-memo";
import { dataVersionReader } from "@/lib/api/data-version";
import { entityTag } from "@/lib/api/cache-policy";
import { successBody } from "@/lib/api/serialized-answer";
import { createDatabase } from "@/lib/db/client";
import { loadPublicXray } from "@/lib/xray/load-public-xray";
import { failureOf, type JobResult, type XrayJob } from "@/lib/xray/worker/xray-job";
import type { XrayWorkerData } from "@/lib/xray/worker/xray-worker-pool";

// As long as the answer cache trusts its own read of the version: what this thread keeps is dropped as soon.
const VERSION_TTL_MS = 1000;
// Every plan's facts and cost facts and every scheme's portfolio of the real data (some 14,500 + 14,500 + 461) fit.
const KEPT_KEYS = 50_000;

const { databaseUrl, connections, connectTimeoutSeconds, statementTimeoutMs } = workerData as XrayWorkerData;
const { sql } = createDatabase(databaseUrl, connections, { connectTimeoutSeconds, statementTimeoutMs });
const readVersion = dataVersionReader(sql, VERSION_TTL_MS);
const memoOf = generationMemo(KEPT_KEYS);

async function answer({ id, ...job }: XrayJob & { id: number }): Promise<JobResult> {
  try {
    const memo = memoOf(`${await readVersion()} ${job.today}`);
    const text = successBody(await loadPublicXray(sql, job.items, job.today, memo, job.securities));
    return { id, text, etag: entityTag(text) };
  } catch (error) {
    return { id, failure: failureOf(error) };
  }
}

parentPort!.on("message", (job: XrayJob & { id: number }) => {
  void answer(job).then((result) => parentPort!.postMessage(result));
});
