import { CATEGORY_BENCHMARKS, INDEX_FUND_BENCHMARKS } from "@/lib/benchmarks/category-benchmarks";
import { indexKey } from "@/lib/benchmarks/index-key";
import { INDEX_NAMES } from "@/lib/benchmarks/index-names";
import type { CategorySlug } from "@/lib/ingest/amfi/category-map";

export interface BenchmarkPlan {
  categorySlug: string | null;
  schemeName: string;
  /** The scheme's own benchmark as a fact source gives it (plan_fact_latest.benchmark), or null. */
  ownBenchmark: string | null;
}

/** Where a plan's benchmark comes from (resolveBenchmark): in that order of precedence. */
export const BENCHMARK_BASES = ["scheme", "index-fund", "category"] as const;
export type BenchmarkBasis = (typeof BENCHMARK_BASES)[number];

export interface ResolvedBenchmark {
  /** As shown: "Nifty 500 TRI". */
  name: string;
  /** The index_values key its series is stored under (indexKey). */
  key: string;
  /** "scheme": the scheme's own, from a fact source; "index-fund": the index its name tracks; "category": its category's usual index. */
  basis: BenchmarkBasis;
}

/**
 * A benchmark as a source prints it, resolved to its canonical index: the index's usual name where the index is
 * known (INDEX_NAMES), else the printed name without a "(PRIMARY)" tag. "S&P BSE 500 TRI" is "BSE 500 TRI".
 */
export function benchmarkOfName(printed: string, basis: BenchmarkBasis): ResolvedBenchmark {
  const key = indexKey(printed);
  const name =
    INDEX_NAMES.get(key) ??
    printed
      .replace(/\((?:primary|secondary)\)/gi, " ")
      .replace(/\s+/g, " ")
      .trim();
  return { name, key, basis };
}

/**
 * What stands in for a plan's own benchmark: the index an index fund's name says it tracks, else its category's
 * usual benchmark (CATEGORY_BENCHMARKS); null when neither applies.
 */
export function standInBenchmark(plan: Omit<BenchmarkPlan, "ownBenchmark">): ResolvedBenchmark | null {
  const tracked = INDEX_FUND_BENCHMARKS.find((rule) => rule.tracks.test(plan.schemeName));
  if (tracked) return benchmarkOfName(tracked.benchmark, "index-fund");
  const name = plan.categorySlug ? CATEGORY_BENCHMARKS[plan.categorySlug as CategorySlug] : null;
  return name ? benchmarkOfName(name, "category") : null;
}

/**
 * The benchmark a plan is measured against: its own when a source gives it, else the index an index fund's name
 * says it tracks, else its category's usual benchmark (CATEGORY_BENCHMARKS); null when none applies.
 */
export function resolveBenchmark(plan: BenchmarkPlan): ResolvedBenchmark | null {
  const own = plan.ownBenchmark?.trim();
  if (own) return benchmarkOfName(own, "scheme");
  return standInBenchmark(plan);
}
