import { isoToDay, seriesFromPoints } from "@/lib/metrics";
import { periodEndReturns } from "@/lib/metrics/period-end-returns";

const series = (points: [string, number][]) => seriesFromPoints(points.map(([date, nav]) => ({ date, nav })));

describe("periodEndReturns", () => {
  it("is empty for an empty series", () => {
    expect(periodEndReturns(seriesFromPoints([]), "ME", 3)).toEqual([]);
  });

  it("uses complete months only and the last NAV on or before each month end", () => {
    const s = series([
      ["2026-01-30", 100], // Friday: the January month-end NAV (31 Jan is a Saturday)
      ["2026-02-27", 110],
      ["2026-03-31", 99],
      ["2026-04-15", 120], // April is not complete: it is left out
    ]);
    expect(periodEndReturns(s, "ME", 1)).toEqual([
      { periodEnd: "2026-01-31", navDate: "2026-01-30", nav: 100, returnPct: null, missing: "too-young" },
      { periodEnd: "2026-02-28", navDate: "2026-02-27", nav: 110, returnPct: expect.closeTo(10, 10) },
      { periodEnd: "2026-03-31", navDate: "2026-03-31", nav: 99, returnPct: expect.closeTo(-10, 10) },
    ]);
  });

  it("counts a period that ends on the latest NAV date", () => {
    const s = series([
      ["2025-12-31", 100],
      ["2026-03-31", 125],
    ]);
    expect(periodEndReturns(s, "QE", 1).map((p) => [p.periodEnd, p.returnPct])).toEqual([
      ["2025-12-31", null],
      ["2026-03-31", 25],
    ]);
  });

  it("measures the first period from the NAV before it when one exists", () => {
    const s = series([
      ["2023-12-29", 80],
      ["2024-12-31", 100],
      ["2025-12-31", 90],
      ["2026-06-30", 95],
    ]);
    // One year back from the latest year end (2025) is 2025 itself, measured from the 2024 year end.
    expect(periodEndReturns(s, "YE", 1)).toEqual([
      { periodEnd: "2025-12-31", navDate: "2025-12-31", nav: 90, returnPct: expect.closeTo(-10, 10) },
    ]);
    expect(periodEndReturns(s, "YE", 2).map((p) => p.returnPct)).toEqual([25, expect.closeTo(-10, 10)]);
  });

  it("gives no return to the periods on either side of a period end with no NAV within 7 days", () => {
    const s = series([
      ["2025-12-31", 100],
      ["2026-01-24", 105], // 7 days before 31 Jan: kept
      ["2026-02-20", 110], // 8 days before 28 Feb: a gap at the period end
      ["2026-03-31", 121],
      ["2026-04-30", 133.1],
    ]);
    expect(periodEndReturns(s, "ME", 1).slice(-4)).toEqual([
      { periodEnd: "2026-01-31", navDate: "2026-01-24", nav: 105, returnPct: expect.closeTo(5, 10) },
      { periodEnd: "2026-02-28", navDate: "2026-02-20", nav: 110, returnPct: null, missing: "no-nav-near-start" },
      { periodEnd: "2026-03-31", navDate: "2026-03-31", nav: 121, returnPct: null, missing: "no-nav-near-start" },
      { periodEnd: "2026-04-30", navDate: "2026-04-30", nav: 133.1, returnPct: expect.closeTo(10, 10) },
    ]);
  });

  it("gives 12 month-end returns a year and handles leap-year February", () => {
    const points: [string, number][] = [];
    for (let day = isoToDay("2023-12-01"); day <= isoToDay("2024-12-31"); day++)
      points.push([new Date(day * 86_400_000).toISOString().slice(0, 10), 100 + (day % 7)]);
    const result = periodEndReturns(series(points), "ME", 1);
    expect(result).toHaveLength(12);
    expect(result[1]!.periodEnd).toBe("2024-02-29");
    expect(result.every((p) => p.returnPct !== null)).toBe(true);
  });
});
