// The files whose code computes a stored figure of plan_metrics (the metrics engine, the refresh's rows and the
// NAV screening), for the test that keeps METRICS_ENGINE_VERSION honest (metrics-inputs.test.ts).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const FOLDERS = ["lib/metrics", "lib/ingest/nav-anomalies"];
const FILES = [
  "lib/ingest/metrics-refresh/category-metrics.ts",
  "lib/ingest/metrics-refresh/metrics-rows.ts",
  "lib/ingest/metrics-refresh/benchmark-details.ts",
  "lib/ingest/metrics-refresh/load-series.ts",
  "lib/ingest/metrics-refresh/series-bytes.ts",
  "lib/ingest/group-by.ts",
  "lib/db/binary-copy.ts",
];

/** SHA-256 over those files' paths and texts (tests and test helpers left out), in path order. */
export function metricsEngineSourcesDigest(root: string): string {
  const files = [
    ...FOLDERS.flatMap((folder) =>
      readdirSync(path.join(root, folder))
        .filter((name) => name.endsWith(".ts") && !/\.(db-)?test\.ts$/.test(name))
        .map((name) => `${folder}/${name}`),
    ),
    ...FILES,
  ].sort();
  const hash = createHash("sha256");
  for (const file of files)
    hash.update(`${file}\u0000${readFileSync(path.join(root, file), "utf8").replace(/\r\n/g, "\n")}\u0000`);
  return hash.digest("hex");
}
