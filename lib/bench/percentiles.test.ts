import fc from "fast-check";
import { latencies, percentile } from "@/lib/bench/percentiles";

describe("percentile (nearest rank)", () => {
  const hundred = Float64Array.from({ length: 100 }, (_, i) => i + 1);

  it("is null without samples", () => {
    expect(percentile([], 50)).toBeNull();
    expect(latencies([])).toEqual({ p50: null, p95: null, p99: null });
  });

  it("is the only sample for every p", () => {
    expect(latencies([7])).toEqual({ p50: 7, p95: 7, p99: 7 });
  });

  it.each([
    [50, 50],
    [95, 95],
    [99, 99],
    [100, 100],
    [0.5, 1],
    [1, 1],
  ])("p%p of 1..100 is %p", (p, expected) => {
    expect(percentile(hundred, p)).toBe(expected);
  });

  it("takes the smallest sample that at least p% of samples do not exceed", () => {
    // 1..10: p95 needs 9.5 samples, so the 10th.
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95)).toBe(10);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 50)).toBe(5);
    expect(percentile([10, 20], 50)).toBe(10);
    expect(percentile([10, 20], 51)).toBe(20);
  });

  it("sorts numerically, not as text", () => {
    expect(latencies([100, 9, 25, 3]).p50).toBe(9);
    expect(latencies([100, 9, 25, 3]).p99).toBe(100);
  });

  it("does not reorder the caller's samples", () => {
    const samples = [3, 1, 2];
    latencies(samples);
    expect(samples).toEqual([3, 1, 2]);
  });

  it("is a sample, between the minimum and the maximum, and never falls as p rises", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 200 }),
        (samples) => {
          const { p50, p95, p99 } = latencies(samples);
          for (const value of [p50, p95, p99]) expect(samples).toContain(value);
          expect(p50!).toBeGreaterThanOrEqual(Math.min(...samples));
          expect(p99!).toBeLessThanOrEqual(Math.max(...samples));
          expect(p50!).toBeLessThanOrEqual(p95!);
          expect(p95!).toBeLessThanOrEqual(p99!);
        },
      ),
    );
  });

  it("has at least p% of the samples at or below it, and fewer than p% strictly below it", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 1, maxLength: 100 }),
        fc.double({ min: 0.1, max: 100, noNaN: true }),
        (samples, p) => {
          const value = percentile(Float64Array.from(samples).sort(), p)!;
          expect(samples.filter((s) => s <= value).length).toBeGreaterThanOrEqual((p / 100) * samples.length - 1e-9);
          expect(samples.filter((s) => s < value).length).toBeLessThan((p / 100) * samples.length);
        },
      ),
    );
  });
});
