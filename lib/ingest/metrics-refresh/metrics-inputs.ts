// What a plan's stored metrics were computed from besides its own NAVs and its category's average (which
// kept-metrics.ts compares on its own): when none of it changed and its NAVs did not either, a refresh keeps the
// stored metrics instead of computing them again.
import { createHash } from "node:crypto";
import type { PlanBenchmark } from "@/lib/benchmarks/plan-benchmarks";
import type { IndexSeriesStore } from "@/lib/ingest/metrics-refresh/load-index-series";

/**
 * Raise this with any change to how lib/metrics or the refresh computes a stored figure: every plan's signature
 * changes with it, so the next refresh computes every plan again instead of keeping what the old code stored.
 */
export const METRICS_ENGINE_VERSION = 1;

/**
 * The digest of the code that computes stored figures (testing/metrics-engine-sources.ts) when the version above
 * was last set: a unit test fails when that code changes until this is updated, and the version with it unless
 * the change moves no stored figure (a comment, a rename).
 */
export const METRICS_ENGINE_SOURCES = "8755e0f8a945fc5710f8f4371109614b47307010fa9212ffbd264d62d0d0f145";

export interface PlanInputs {
  categoryId: number | null;
  /** The band its NAV moves are screened with (navMoveBand of its category). */
  bandPct: number;
  benchmark: PlanBenchmark | null;
}

/** Signatures of plans' inputs for one refresh: the index series and the risk-free rate are shared by all. */
export function planInputSignatures(
  indexes: IndexSeriesStore,
  riskFreeRate: number | undefined,
): (plan: PlanInputs) => string {
  const indexDigests = new Map<string, string>();
  const indexDigest = (key: string): string => {
    let digest = indexDigests.get(key);
    if (digest === undefined) {
      const stored = indexes.byKey.get(key);
      const hash = createHash("sha256");
      if (stored) {
        hash.update(
          new Uint8Array(stored.series.days.buffer, stored.series.days.byteOffset, stored.series.days.byteLength),
        );
        hash.update(
          new Uint8Array(stored.series.navs.buffer, stored.series.navs.byteOffset, stored.series.navs.byteLength),
        );
        // The file each value came from is shown with the benchmark (benchmarkDetails).
        for (const id of new Set(stored.importIds)) hash.update(`${id}:${indexes.sources.get(id) ?? ""};`);
      }
      digest = hash.digest("base64");
      indexDigests.set(key, digest);
    }
    return digest;
  };
  // Most plans share their inputs with others of their category: each distinct set is hashed once.
  const signatures = new Map<string, string>();
  return ({ categoryId, bandPct, benchmark }) => {
    const inputs = JSON.stringify([
      METRICS_ENGINE_VERSION,
      riskFreeRate ?? null,
      categoryId,
      bandPct,
      benchmark,
      benchmark ? indexDigest(benchmark.key) : null,
    ]);
    let signature = signatures.get(inputs);
    if (signature === undefined) {
      signature = createHash("sha256").update(inputs).digest("base64");
      signatures.set(inputs, signature);
    }
    return signature;
  };
}
