// The frame of every benchmark script: the benchmark database ready, Ctrl-C handled, the server and any
// other child stopped and the database released however the body ends, and the exit code set on failure.
import { prepareBenchDatabase, type BenchDatabase } from "./bench-database";
import { stopAllChildren, stopOnSignals } from "./production-server";
import { secondsSince, type Progress } from "./progress";

export function runBenchmark(
  progress: Progress,
  poolSize: number,
  body: (database: BenchDatabase) => Promise<void>,
): void {
  const run = async () => {
    const started = performance.now();
    const database = await prepareBenchDatabase(progress, poolSize);
    stopOnSignals(progress, database.release);
    try {
      await body(database);
      progress(`done in ${secondsSince(started).toFixed(0)} s`);
    } finally {
      await stopAllChildren();
      await database.release();
    }
  };
  run().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
