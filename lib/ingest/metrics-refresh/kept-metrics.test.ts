import { firstDifferingDay } from "@/lib/ingest/metrics-refresh/kept-metrics";
import type { NavSeries } from "@/lib/metrics";

const index = (points: [number, number][]): NavSeries => ({
  days: Int32Array.from(points, ([day]) => day),
  navs: Float64Array.from(points, ([, level]) => level),
});

describe("firstDifferingDay (where a category's index stopped being the one stored)", () => {
  const stored = index([
    [10, 1],
    [11, 1.01],
    [13, 1.02],
  ]);

  it("is Infinity for the same index, and for two absent or empty ones", () => {
    expect(
      firstDifferingDay(
        stored,
        index([
          [10, 1],
          [11, 1.01],
          [13, 1.02],
        ]),
      ),
    ).toBe(Infinity);
    expect(firstDifferingDay(undefined, undefined)).toBe(Infinity);
    expect(firstDifferingDay(index([]), undefined)).toBe(Infinity);
  });

  it("is the first day one has beyond the other's end", () => {
    expect(
      firstDifferingDay(
        stored,
        index([
          [10, 1],
          [11, 1.01],
          [13, 1.02],
          [14, 1.03],
        ]),
      ),
    ).toBe(14);
    expect(
      firstDifferingDay(
        stored,
        index([
          [10, 1],
          [11, 1.01],
        ]),
      ),
    ).toBe(13);
    expect(firstDifferingDay(undefined, stored)).toBe(10);
  });

  it("is the earlier of two different days at the same place, or the day whose level differs", () => {
    expect(
      firstDifferingDay(
        stored,
        index([
          [10, 1],
          [12, 1.01],
          [13, 1.02],
        ]),
      ),
    ).toBe(11);
    expect(
      firstDifferingDay(
        stored,
        index([
          [9, 1],
          [10, 1],
          [11, 1.01],
        ]),
      ),
    ).toBe(9);
    expect(
      firstDifferingDay(
        stored,
        index([
          [10, 1],
          [11, 1.01 + 2 ** -52],
          [13, 1.02],
        ]),
      ),
    ).toBe(11);
  });
});
