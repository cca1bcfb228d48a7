import { z } from "zod";
import { isoDate, nullableNumber } from "@/lib/api/schemas/fields";
import { BENCHMARK_BASES } from "@/lib/benchmarks/resolve-benchmark";
import { BENCHMARK_MISSING_REASONS, BENCHMARK_PERIODS } from "@/lib/metrics/benchmark-returns";
import { DEFAULT_RISK_WINDOW_YEARS } from "@/lib/metrics/conventions";

const periodComparison = z
  .object({
    fund: z.number().meta({ description: "The fund's return, percent (absolute for 1Y, CAGR beyond)." }),
    index: z.number().meta({ description: "The index's return over the same dates, percent." }),
    difference: z.number().meta({ description: "fund − index, percentage points." }),
    start_date: isoDate,
    end_date: isoDate.meta({ description: "The fund's latest NAV date." }),
  })
  .nullable();

/** A plan's benchmark and how the plan compares with it (the fund page's "vs benchmark" and GET /api/v1/funds). */
export const fundBenchmark = z.object({
  name: z.string().meta({ description: 'The index, e.g. "Nifty 500 TRI".' }),
  basis: z.enum(BENCHMARK_BASES).meta({
    description:
      "scheme: the scheme's own benchmark, from a fact source (fact_source, fact_as_of); index-fund: the index an index fund's or ETF's name says it tracks; category: the usual benchmark of its SEBI category (a category benchmark, shown where the scheme's own is unknown).",
  }),
  fact_source: z.string().nullable(),
  fact_as_of: isoDate.nullable(),
  own: z
    .object({ name: z.string(), fact_source: z.string().nullable(), fact_as_of: isoDate.nullable() })
    .nullable()
    .meta({
      description:
        "The scheme's own benchmark when a source gives it. When basis is not scheme, name is a stand-in for it: the own benchmark's series is not in the data.",
    }),
  series: z
    .object({
      provider: z.string().meta({ description: "Who publishes the index values (NSE Indices)." }),
      file: z.string().meta({ description: "The imported file the last value used came from." }),
      as_of: isoDate.meta({ description: "The date of the last index value used." }),
    })
    .nullable()
    .meta({ description: "Null when no series of this index is in the data: then every comparison is null." }),
  returns: z.object(
    Object.fromEntries(BENCHMARK_PERIODS.map((p) => [p, periodComparison])) as Record<
      (typeof BENCHMARK_PERIODS)[number],
      typeof periodComparison
    >,
  ),
  returns_missing: z.partialRecord(z.enum(BENCHMARK_PERIODS), z.enum(BENCHMARK_MISSING_REASONS)).meta({
    description:
      "Why a period has no comparison: the fund's own reason (too-young, no-nav-near-start), or no index value within the start-NAV tolerance of the start (no-index-near-start) or of the fund's latest NAV date (no-index-near-end).",
  }),
  beta: nullableNumber,
  alpha: nullableNumber.meta({ description: "Jensen's alpha, annualised, percent." }),
  tracking_error: nullableNumber.meta({ description: "Annualised, percent." }),
  information_ratio: nullableNumber,
  observations: z.number().int().nullable().meta({ description: "Paired daily returns used." }),
  window_start: isoDate.nullable(),
  window_end: isoDate.nullable(),
  beta_alpha_basis: z
    .enum(["benchmark", "category"])
    .nullable()
    .meta({
      description: `What risk.beta and risk.alpha were measured against over the last ${DEFAULT_RISK_WINDOW_YEARS} years: this benchmark's series where it is stored, else the category average.`,
    }),
});
export type FundBenchmark = z.output<typeof fundBenchmark>;
