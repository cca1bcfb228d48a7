import type { PlanBenchmark } from "@/lib/benchmarks/plan-benchmarks";
import type { IndexSeriesStore } from "@/lib/ingest/metrics-refresh/load-index-series";
import {
  METRICS_ENGINE_SOURCES,
  METRICS_ENGINE_VERSION,
  planInputSignatures,
} from "@/lib/ingest/metrics-refresh/metrics-inputs";
import { metricsEngineSourcesDigest } from "@/lib/ingest/metrics-refresh/testing/metrics-engine-sources";
import { seriesFromArrays } from "@/lib/metrics";

const store = (values: number[], source = "nifty-500-tri.csv"): IndexSeriesStore => ({
  byKey: new Map([
    [
      "NIFTY 500",
      {
        series: seriesFromArrays(
          Int32Array.from(values, (_, i) => 20_000 + i),
          Float64Array.from(values),
        ),
        importIds: Int32Array.from(values, () => 7),
      },
    ],
  ]),
  sources: new Map([[7, source]]),
});
const benchmark: PlanBenchmark = { name: "Nifty 500 TRI", key: "NIFTY 500", basis: "scheme", fact: null, own: null };
const plan = { categoryId: 3, bandPct: 10, benchmark };

describe("planInputSignatures (what a plan's stored metrics were computed from besides its NAVs)", () => {
  it("is the same for the same inputs and differs when any of them changes", () => {
    const signature = planInputSignatures(store([100, 101, 102]), 0.065)(plan);
    expect(planInputSignatures(store([100, 101, 102]), 0.065)(plan)).toBe(signature);
    const others = [
      planInputSignatures(store([100, 101, 102.5]), 0.065)(plan),
      planInputSignatures(store([100, 101, 102], "nifty-500-tri-2.csv"), 0.065)(plan),
      planInputSignatures(store([100, 101, 102]), 0.07)(plan),
      planInputSignatures(store([100, 101, 102]), undefined)(plan),
      planInputSignatures(store([100, 101, 102]), 0.065)({ ...plan, categoryId: 4 }),
      planInputSignatures(store([100, 101, 102]), 0.065)({ ...plan, bandPct: 50 }),
      planInputSignatures(store([100, 101, 102]), 0.065)({ ...plan, benchmark: { ...benchmark, basis: "category" } }),
      planInputSignatures(store([100, 101, 102]), 0.065)({ ...plan, benchmark: null }),
    ];
    expect(new Set([signature, ...others]).size).toBe(others.length + 1);
  });

  it("names the metrics code it was set for: change that code and this fails until the digest (and the version) follow", () => {
    expect(METRICS_ENGINE_VERSION).toBeGreaterThanOrEqual(1);
    const digest = metricsEngineSourcesDigest(process.cwd());
    if (digest !== METRICS_ENGINE_SOURCES)
      throw new Error(
        `The code that computes stored metrics changed (digest ${digest}). If stored figures change, raise ` +
          "METRICS_ENGINE_VERSION in lib/ingest/metrics-refresh/metrics-inputs.ts so that the next refresh computes every " +
          "plan again; in any case set METRICS_ENGINE_SOURCES to the new digest.",
      );
  });
});
