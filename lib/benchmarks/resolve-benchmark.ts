import { CATEGORY_BENCHMARKS, INDEX_FUND_BENCHMARKS } from "@/lib/benchmarks/category-benchmarks";
import { indexKey } from "@/lib/benchmarks/index-key";
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
 * The benchmark a plan is measured against: its own when a source gives it, else the index an index fund's name
 * says it tracks, else its category's usual benchmark (CATEGORY_BENCHMARKS); null when none applies.
 */
export function resolveBenchmark(plan: BenchmarkPlan): ResolvedBenchmark | null {
  const own = plan.ownBenchmark?.trim();
  if (own) return { name: own, key: indexKey(own), basis: "scheme" };
  const tracked = INDEX_FUND_BENCHMARKS.find((rule) => rule.tracks.test(plan.schemeName));
  if (tracked) return { name: tracked.benchmark, key: indexKey(tracked.benchmark), basis: "index-fund" };
  const name = plan.categorySlug ? CATEGORY_BENCHMARKS[plan.categorySlug as CategorySlug] : null;
  return name ? { name, key: indexKey(name), basis: "category" } : null;
}
