import path from "node:path";
import type { PlanBenchmark } from "@/lib/benchmarks/plan-benchmarks";
import type { IndexSeriesStore } from "@/lib/ingest/metrics-refresh/load-index-series";
import { INDEX_PROVIDER } from "@/lib/ingest/index-series/index-file-layouts";
import { dayToIso, lastIndexOnOrBefore } from "@/lib/metrics";

/** What plan_metrics.details.benchmark holds: which index a plan is compared with, and where its series is from. */
export interface BenchmarkDetails {
  name: string;
  basis: PlanBenchmark["basis"];
  /** For basis "scheme": the fact source and date that gave the scheme's benchmark. */
  fact: { source: string; asOf: string } | null;
  /** Null when no series of the index is stored ("no series for Nifty 100 TRI in our data"). */
  series: { provider: string; file: string; asOf: string } | null;
  /**
   * The scheme's own benchmark when a source gives it; when basis is not "scheme", the index compared with
   * stands in for it because its own series is not loaded.
   */
  own: { name: string; fact: { source: string; asOf: string } | null } | null;
}

/**
 * The benchmark's identity for a plan as of `asOfDay` (its latest NAV): the series' provider, and the file and
 * date of the index value the comparison ends on (the last on or before that day, else the series' first).
 */
export function benchmarkDetails(benchmark: PlanBenchmark, store: IndexSeriesStore, asOfDay: number): BenchmarkDetails {
  const stored = store.byKey.get(benchmark.key);
  let series: BenchmarkDetails["series"] = null;
  if (stored) {
    const at = Math.max(0, lastIndexOnOrBefore(stored.series.days, asOfDay));
    series = {
      provider: INDEX_PROVIDER,
      // The name as imported may be a path on the importing machine ("archive:member" for a packed one): pages show the file's own name.
      file: path.basename(store.sources.get(stored.importIds[at]!) ?? "unknown file"),
      asOf: dayToIso(stored.series.days[at]!),
    };
  }
  const own = benchmark.own ? { name: benchmark.own.name, fact: benchmark.own.fact } : null;
  return { name: benchmark.name, basis: benchmark.basis, fact: benchmark.fact, series, own };
}
