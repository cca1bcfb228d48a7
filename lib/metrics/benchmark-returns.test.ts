import { benchmarkReturns } from "@/lib/metrics/benchmark-returns";
import { isoToDay } from "@/lib/metrics/day-number";
import { seriesFromArrays, seriesFromPoints } from "@/lib/metrics/nav-series";
import { trailingReturns } from "@/lib/metrics/trailing-returns";

const series = (points: [string, number][]) => seriesFromPoints(points.map(([date, nav]) => ({ date, nav })));

/** Every calendar day from `from` to `to`, compounding at `rate` a year over 365-day years. */
function compounding(from: string, to: string, rate: number, start = 100) {
  const days: number[] = [];
  for (let day = isoToDay(from); day <= isoToDay(to); day++) days.push(day);
  return seriesFromArrays(
    days,
    days.map((day) => start * (1 + rate) ** ((day - days[0]!) / 365)),
  );
}

describe("benchmarkReturns", () => {
  it("compares 1Y (absolute) and 3Y (CAGR) on the same dates, equal to the fund's own trailing returns", () => {
    // 2020-06-01 → 2023-06-01 is 1,095 days with no 29 February: exactly 3 × 365.
    const fund = compounding("2020-06-01", "2023-06-01", 0.1);
    const index = compounding("2020-06-01", "2023-06-10", 0.08, 1000);
    const { periods, missing } = benchmarkReturns(fund, index);
    expect(periods["1y"]!.fundPct).toBeCloseTo(10, 9);
    expect(periods["1y"]!.indexPct).toBeCloseTo(8, 9);
    expect(periods["1y"]!.differencePct).toBeCloseTo(2, 9);
    expect(periods["3y"]!.fundPct).toBeCloseTo(10, 9);
    expect(periods["3y"]!.indexPct).toBeCloseTo(8, 9);
    expect(periods["1y"]).toMatchObject({ startDate: "2022-06-01", endDate: "2023-06-01" });
    expect(periods["3y"]).toMatchObject({ startDate: "2020-06-01", endDate: "2023-06-01" });
    const own = trailingReturns(fund).returnsPct;
    expect(periods["1y"]!.fundPct).toBe(own["1y"]);
    expect(periods["3y"]!.fundPct).toBe(own["3y"]);
    expect(periods["5y"]).toBeNull();
    expect(missing).toEqual({ "5y": "too-young" });
  });

  it("computes 5Y as a CAGR over exactly five years, by hand", () => {
    const fund = series([
      ["2019-06-28", 100],
      ["2024-06-28", 200],
    ]);
    const index = series([
      ["2019-06-28", 1000],
      ["2024-06-28", 1500],
    ]);
    const five = benchmarkReturns(fund, index).periods["5y"]!;
    expect(five.fundPct).toBeCloseTo(14.8698355, 6); // 2^(1/5) − 1
    expect(five.indexPct).toBeCloseTo(8.4471771, 6); // 1.5^(1/5) − 1
    expect(five.differencePct).toBeCloseTo(6.4226584, 6);
  });

  it("takes the index's last value before a holiday start or end date, within 7 days", () => {
    const fund = series([
      ["2023-06-01", 100],
      ["2024-06-03", 110],
    ]);
    // No index value on the start (Thu 2023-06-01) or the end (Mon 2024-06-03): the ones 4 and 3 days before count.
    const index = series([
      ["2023-05-28", 200],
      ["2024-05-31", 230],
      ["2024-06-04", 999],
    ]);
    const oneYear = benchmarkReturns(fund, index).periods["1y"]!;
    expect(oneYear.indexPct).toBeCloseTo(15, 10);
    expect(oneYear.fundPct).toBeCloseTo(10, 10);
  });

  it("says why a period has no comparison", () => {
    const fund = series([
      ["2023-06-01", 100],
      ["2024-06-01", 110],
    ]);
    const lateIndex = series([
      ["2023-06-05", 200],
      ["2024-06-01", 230],
    ]);
    expect(benchmarkReturns(fund, lateIndex).missing["1y"]).toBe("no-index-near-start");
    const gapAtStart = series([
      ["2023-05-24", 200],
      ["2024-06-01", 230],
    ]);
    expect(benchmarkReturns(fund, gapAtStart).missing["1y"]).toBe("no-index-near-start"); // 8 days before
    const stopped = series([
      ["2023-06-01", 200],
      ["2024-05-24", 230],
    ]);
    expect(benchmarkReturns(fund, stopped)).toEqual({
      periods: { "1y": null, "3y": null, "5y": null },
      missing: { "1y": "no-index-near-end", "3y": "too-young", "5y": "too-young" },
    });
    const gappyFund = series([
      ["2023-05-20", 100],
      ["2024-06-01", 110],
    ]);
    expect(benchmarkReturns(gappyFund, lateIndex).missing["1y"]).toBe("no-nav-near-start");
  });
});
