export interface Latencies {
  p50: number | null;
  p95: number | null;
  p99: number | null;
}

/** Nearest-rank percentile (0 < p <= 100) of samples sorted ascending; null when there are none. */
export function percentile(sorted: ArrayLike<number>, p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** p50, p95 and p99 of samples in any order. */
export function latencies(samples: readonly number[]): Latencies {
  // A Float64Array sorts numerically (a plain array's default sort compares strings).
  const sorted = Float64Array.from(samples).sort();
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}
