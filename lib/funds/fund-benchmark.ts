import { z } from "zod";
import type { FundBenchmark } from "@/lib/api/schemas/fund-benchmark";
import { BENCHMARK_BASES } from "@/lib/benchmarks/resolve-benchmark";
import { BENCHMARK_MISSING_REASONS, BENCHMARK_PERIODS } from "@/lib/metrics/benchmark-returns";

// What the metrics refresh stored in plan_metrics.details (BenchmarkDetails, PlanMetrics.vsBenchmark, betaBasis).
const storedPeriod = z
  .object({
    fundPct: z.number(),
    indexPct: z.number(),
    differencePct: z.number(),
    startDate: z.string(),
    endDate: z.string(),
  })
  .nullable();
const stored = z.object({
  benchmark: z.object({
    name: z.string(),
    basis: z.enum(BENCHMARK_BASES),
    fact: z.object({ source: z.string(), asOf: z.string() }).nullable(),
    series: z.object({ provider: z.string(), file: z.string(), asOf: z.string() }).nullable(),
    // Absent from details stored before issue 32.
    own: z
      .object({ name: z.string(), fact: z.object({ source: z.string(), asOf: z.string() }).nullable() })
      .nullable()
      .optional(),
  }),
  vsBenchmark: z
    .object({
      returns: z.object({
        periods: z.record(z.enum(BENCHMARK_PERIODS), storedPeriod),
        missing: z.partialRecord(z.enum(BENCHMARK_PERIODS), z.enum(BENCHMARK_MISSING_REASONS)),
      }),
      risk: z
        .object({
          beta: z.number(),
          alphaPct: z.number(),
          trackingErrorPct: z.number(),
          informationRatio: z.number().nullable(),
          observations: z.number(),
          startDate: z.string(),
          endDate: z.string(),
        })
        .nullable(),
    })
    .nullable(),
  betaBasis: z.enum(["benchmark", "category"]).nullable(),
});

/**
 * The plan's benchmark comparison from its stored metrics details; null when the metrics have none (no
 * benchmark applies, or they were computed before benchmarks were).
 */
export function fundBenchmarkOf(details: unknown): FundBenchmark | null {
  const parsed = stored.safeParse(details);
  if (!parsed.success) return null;
  const { benchmark, vsBenchmark, betaBasis } = parsed.data;
  const risk = vsBenchmark?.risk ?? null;
  const period = (key: (typeof BENCHMARK_PERIODS)[number]) => {
    const value = vsBenchmark?.returns.periods[key];
    return value
      ? {
          fund: value.fundPct,
          index: value.indexPct,
          difference: value.differencePct,
          start_date: value.startDate,
          end_date: value.endDate,
        }
      : null;
  };
  return {
    name: benchmark.name,
    basis: benchmark.basis,
    fact_source: benchmark.fact?.source ?? null,
    fact_as_of: benchmark.fact?.asOf ?? null,
    own: benchmark.own
      ? {
          name: benchmark.own.name,
          fact_source: benchmark.own.fact?.source ?? null,
          fact_as_of: benchmark.own.fact?.asOf ?? null,
        }
      : null,
    series: benchmark.series
      ? { provider: benchmark.series.provider, file: benchmark.series.file, as_of: benchmark.series.asOf }
      : null,
    returns: { "1y": period("1y"), "3y": period("3y"), "5y": period("5y") },
    returns_missing: vsBenchmark?.returns.missing ?? {},
    beta: risk?.beta ?? null,
    alpha: risk?.alphaPct ?? null,
    tracking_error: risk?.trackingErrorPct ?? null,
    information_ratio: risk?.informationRatio ?? null,
    observations: risk?.observations ?? null,
    window_start: risk?.startDate ?? null,
    window_end: risk?.endDate ?? null,
    beta_alpha_basis: betaBasis,
  };
}
