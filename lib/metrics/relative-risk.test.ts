import { seriesFromArrays, type NavSeries } from "@/lib/metrics/nav-series";
import { relativeRisk } from "@/lib/metrics/relative-risk";

const whole = (series: NavSeries) => ({ base: 0, end: series.days.length - 1 });
// T = 1 keeps the hand arithmetic plain: annualised = mean daily return.
const plain = { riskFreeRate: 0, tradingDaysPerYear: 1 };

describe("relativeRisk", () => {
  // Index returns +1%, −1%, +2%; the fund moves exactly twice as much: +2%, −2%, +4%.
  const index = seriesFromArrays([1, 2, 3, 4], [100, 101, 99.99, 101.9898]);
  const fund = seriesFromArrays([1, 2, 3, 4], [10, 10.2, 9.996, 10.39584]);

  it("gives beta 2, alpha 0, and the active returns' deviation as tracking error, by hand", () => {
    const result = relativeRisk(fund, whole(fund), index, plain)!;
    expect(result.beta).toBeCloseTo(2, 12);
    expect(result.alphaPct).toBeCloseTo(0, 12); // 1.3333% − 2 × 0.6667%
    // Active returns = the index's: 1%, −1%, 2%; mean 0.6667%; sample variance
    // ((1/3)² + (5/3)² + (4/3)²) / 2 × 10⁻⁴ = 2.3333 × 10⁻⁴; √ = 1.527525%.
    expect(result.trackingErrorPct).toBeCloseTo(Math.sqrt(7 / 3) * 1, 9);
    expect(result.informationRatio).toBeCloseTo(0.0066666667 / 0.0152752523, 6); // 0.436436
    expect(result).toMatchObject({ observations: 3, startDate: "1970-01-02", endDate: "1970-01-05" });
  });

  it("annualises and takes the risk-free rate as Jensen's alpha does", () => {
    const result = relativeRisk(fund, whole(fund), index, { riskFreeRate: 0.05, tradingDaysPerYear: 1 })!;
    // (1.3333% − 5%) − 2 × (0.6667% − 5%) = 5%.
    expect(result.alphaPct).toBeCloseTo(5, 9);
    const yearly = relativeRisk(fund, whole(fund), index, { riskFreeRate: 0, tradingDaysPerYear: 4 })!;
    expect(yearly.trackingErrorPct).toBeCloseTo(Math.sqrt(7 / 3) * 2, 9); // × √4
    expect(yearly.informationRatio).toBeCloseTo(0.436436 * 2, 5); // mean × 4 / (TE × 2)
  });

  it("pairs returns over the same interval when one series lacks a day", () => {
    // The index has no value on day 2: returns run day 1 → 3 and 3 → 4 for both.
    const gappyIndex = seriesFromArrays([1, 3, 4], [100, 110, 99]);
    const daily = seriesFromArrays([1, 2, 3, 4], [10, 50, 12, 12.6]);
    // Pairs: fund +20%, +5%; index +10%, −10%. cov/var: Δfund = 15%, Δindex = 20% (two points) → beta = 0.75.
    const result = relativeRisk(daily, whole(daily), gappyIndex, plain)!;
    expect(result.observations).toBe(2);
    expect(result.beta).toBeCloseTo(0.75, 12);
    // alpha = 12.5% − 0.75 × 0% = 12.5%; active 10%, 15%: sd = 3.5355%; IR = 12.5 / 3.5355.
    expect(result.alphaPct).toBeCloseTo(12.5, 10);
    expect(result.trackingErrorPct).toBeCloseTo(5 / Math.SQRT2, 10);
    expect(result.informationRatio).toBeCloseTo(12.5 / (5 / Math.SQRT2), 10);
  });

  it("skips a pair whose common days are more than 7 days apart", () => {
    const i = seriesFromArrays([1, 10, 11, 12], [100, 200, 110, 121]);
    const f = seriesFromArrays([1, 10, 11, 12], [10, 99, 11, 12.1]);
    const result = relativeRisk(f, whole(f), i, plain)!;
    expect(result.observations).toBe(2); // 10 → 11 and 11 → 12 only
    expect(result).toMatchObject({ startDate: "1970-01-02", endDate: "1970-01-13" });
    expect(relativeRisk(f, whole(f), i, plain, 9)!.observations).toBe(3);
  });

  it("measures only inside the window", () => {
    const result = relativeRisk(fund, { base: 1, end: 3 }, index, plain)!;
    expect(result.observations).toBe(2);
    expect(result.beta).toBeCloseTo(2, 12);
  });

  it("gives a fund equal to its index beta 1, alpha 0, tracking error 0 and no information ratio", () => {
    const same = seriesFromArrays([1, 2, 3, 4], [100, 101, 99.99, 101.9898]);
    const result = relativeRisk(same, whole(same), index, { riskFreeRate: 0.065, tradingDaysPerYear: 252 })!;
    expect(result.beta).toBeCloseTo(1, 12);
    expect(result.alphaPct).toBeCloseTo(0, 10);
    expect(result.trackingErrorPct).toBe(0);
    expect(result.informationRatio).toBeNull();
  });

  it("is null with fewer than 2 pairs, no common day, or an index that never moves", () => {
    const two = seriesFromArrays([1, 2], [10, 11]);
    expect(relativeRisk(two, whole(two), index, plain)).toBeNull();
    const later = seriesFromArrays([20, 21, 22], [1, 2, 3]);
    expect(relativeRisk(fund, whole(fund), later, plain)).toBeNull();
    const flat = seriesFromArrays([1, 2, 3, 4], [5, 5, 5, 5]);
    expect(relativeRisk(fund, whole(fund), flat, plain)).toBeNull();
  });

  it("agrees with a plain two-pass computation on a long irregular series", () => {
    // Deterministic pseudo-random walks; the index skips every 9th fund day and has days the fund lacks.
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648 - 0.5;
    const fundDays: number[] = [];
    const fundNavs: number[] = [];
    const indexDays: number[] = [];
    const indexValues: number[] = [];
    let f = 10;
    let x = 1000;
    for (let day = 18000; day < 18900; day++) {
      const move = random() * 0.02;
      x *= 1 + move;
      f *= 1 + 0.8 * move + random() * 0.004 + 0.0002;
      if (day % 7 !== 0) {
        fundDays.push(day);
        fundNavs.push(f);
      }
      if (day % 9 !== 0) {
        indexDays.push(day);
        indexValues.push(x);
      }
    }
    const fundSeries = seriesFromArrays(fundDays, fundNavs);
    const indexSeries = seriesFromArrays(indexDays, indexValues);
    const parameters = { riskFreeRate: 0.065, tradingDaysPerYear: 252 };
    const result = relativeRisk(fundSeries, whole(fundSeries), indexSeries, parameters)!;

    const byDay = new Map(indexDays.map((d, i) => [d, indexValues[i]!]));
    const common = fundDays.map((d, i) => [d, fundNavs[i]!, byDay.get(d)] as const).filter(([, , v]) => v);
    const pairs: [number, number][] = [];
    for (let i = 1; i < common.length; i++)
      if (common[i]![0] - common[i - 1]![0] <= 7)
        pairs.push([common[i]![1] / common[i - 1]![1] - 1, common[i]![2]! / common[i - 1]![2]! - 1]);
    const n = pairs.length;
    const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
    const mf = mean(pairs.map((p) => p[0]));
    const mi = mean(pairs.map((p) => p[1]));
    const cov = pairs.reduce((s, [a, b]) => s + (a - mf) * (b - mi), 0) / (n - 1);
    const varI = pairs.reduce((s, [, b]) => s + (b - mi) ** 2, 0) / (n - 1);
    const active = pairs.map(([a, b]) => a - b);
    const ma = mean(active);
    const te = Math.sqrt((active.reduce((s, v) => s + (v - ma) ** 2, 0) / (n - 1)) * 252);
    const beta = cov / varI;

    expect(result.observations).toBe(n);
    expect(result.beta).toBeCloseTo(beta, 10);
    expect(result.alphaPct).toBeCloseTo((mf * 252 - 0.065 - beta * (mi * 252 - 0.065)) * 100, 8);
    expect(result.trackingErrorPct).toBeCloseTo(te * 100, 8);
    expect(result.informationRatio).toBeCloseTo((ma * 252) / te, 8);
    expect(result.beta).toBeGreaterThan(0.7); // the walk was built with beta ≈ 0.8
    expect(result.beta).toBeLessThan(0.9);
  });
});
