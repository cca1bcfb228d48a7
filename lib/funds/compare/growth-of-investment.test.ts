import fc from "fast-check";
import {
  evenlySpacedIndexes,
  growthChartSample,
  growthOfInvestment,
  periodEndIndexes,
  type NavPoint,
} from "./growth-of-investment";

const points = (entries: [string, number][]): NavPoint[] => entries.map(([date, nav]) => ({ date, nav }));

describe("growthOfInvestment", () => {
  it("rebases funds with the same dates to 10,000 on the first day", () => {
    const result = growthOfInvestment([
      points([
        ["2024-01-01", 10],
        ["2024-01-02", 11],
        ["2024-01-03", 12.5],
      ]),
      points([
        ["2024-01-01", 200],
        ["2024-01-02", 190],
        ["2024-01-03", 220],
      ]),
    ]);
    expect(result).toEqual({
      start: "2024-01-01",
      end: "2024-01-03",
      dates: ["2024-01-01", "2024-01-02", "2024-01-03"],
      values: [
        [10_000, 11_000, 12_500],
        [10_000, 9_500, 11_000],
      ],
    });
  });

  it("starts on the youngest fund's first NAV, the older fund's base being its NAV that day", () => {
    const result = growthOfInvestment([
      points([
        ["2020-01-01", 5],
        ["2024-01-01", 20],
        ["2024-01-02", 22],
      ]),
      points([
        ["2024-01-01", 10],
        ["2024-01-02", 10.5],
      ]),
    ])!;
    expect(result.start).toBe("2024-01-01");
    expect(result.dates).toEqual(["2024-01-01", "2024-01-02"]);
    expect(result.values[0]).toEqual([10_000, 11_000]);
    expect(result.values[1]).toEqual([10_000, 10_500]);
  });

  it("takes an older fund's last NAV before the start when it has none on the start day", () => {
    const result = growthOfInvestment([
      points([
        ["2024-01-01", 10],
        ["2024-01-04", 12],
      ]),
      points([
        ["2024-01-03", 50],
        ["2024-01-04", 55],
      ]),
    ])!;
    expect(result.start).toBe("2024-01-03");
    expect(result.dates).toEqual(["2024-01-03", "2024-01-04"]);
    expect(result.values[0]).toEqual([10_000, 12_000]);
    expect(result.values[1]).toEqual([10_000, 11_000]);
  });

  it("ends on the earliest last NAV and leaves later days out", () => {
    const result = growthOfInvestment([
      points([
        ["2024-01-01", 10],
        ["2024-01-02", 11],
        ["2024-01-03", 12],
      ]),
      points([
        ["2024-01-01", 10],
        ["2024-01-02", 10],
      ]),
    ])!;
    expect(result.end).toBe("2024-01-02");
    expect(result.dates).toEqual(["2024-01-01", "2024-01-02"]);
    expect(result.values[0]).toEqual([10_000, 11_000]);
  });

  it("aligns on the union of dates, carrying a fund's last value over a day it has no NAV", () => {
    const result = growthOfInvestment([
      points([
        ["2024-01-01", 10],
        ["2024-01-03", 12],
        ["2024-01-04", 13],
      ]),
      points([
        ["2024-01-01", 20],
        ["2024-01-02", 21],
        ["2024-01-04", 24],
      ]),
    ])!;
    expect(result.dates).toEqual(["2024-01-01", "2024-01-02", "2024-01-03", "2024-01-04"]);
    expect(result.values[0]).toEqual([10_000, 10_000, 12_000, 13_000]);
    expect(result.values[1]).toEqual([10_000, 10_500, 10_500, 12_000]);
  });

  it("sorts the NAVs, keeps the last of a repeated date and ignores unusable NAVs", () => {
    const result = growthOfInvestment([
      points([
        ["2024-01-03", 15],
        ["2024-01-01", 10],
        ["2024-01-02", 99],
        ["2024-01-02", 11],
        ["2024-01-04", 0],
        ["2024-01-05", -3],
        ["2024-01-06", Number.NaN],
        ["2024-01-07", Number.POSITIVE_INFINITY],
      ]),
    ])!;
    expect(result.dates).toEqual(["2024-01-01", "2024-01-02", "2024-01-03"]);
    expect(result.values[0]).toEqual([10_000, 11_000, 15_000]);
  });

  it("rebases to another amount", () => {
    const result = growthOfInvestment(
      [
        points([
          ["2024-01-01", 10],
          ["2024-01-02", 15],
        ]),
      ],
      1,
    )!;
    expect(result.values[0]).toEqual([1, 1.5]);
  });

  it("gives one day when the common period is a single day", () => {
    const result = growthOfInvestment([
      points([
        ["2024-01-01", 10],
        ["2024-01-05", 12],
      ]),
      points([
        ["2024-01-05", 3],
        ["2024-01-09", 4],
      ]),
    ]);
    expect(result).toEqual({
      start: "2024-01-05",
      end: "2024-01-05",
      dates: ["2024-01-05"],
      values: [[10_000], [10_000]],
    });
  });

  it("is null without funds, for a fund without a usable NAV, and when the histories do not overlap", () => {
    expect(growthOfInvestment([])).toBeNull();
    expect(growthOfInvestment([points([["2024-01-01", 10]]), []])).toBeNull();
    expect(growthOfInvestment([points([["2024-01-01", 10]]), points([["2024-01-01", 0]])])).toBeNull();
    const early = points([
      ["2020-01-01", 10],
      ["2020-12-31", 11],
    ]);
    const late = points([
      ["2021-01-01", 10],
      ["2021-12-31", 11],
    ]);
    expect(growthOfInvestment([early, late])).toBeNull();
  });

  const navSeries = fc.uniqueArray(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 40 }).chain((days) =>
    fc.tuple(...days.map(() => fc.double({ min: 0.01, max: 10_000, noNaN: true }))).map((navs) =>
      days.map((day, i) => ({
        date: new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10),
        nav: navs[i]!,
      })),
    ),
  );

  it("holds its invariants for any overlapping funds: every fund starts at the amount, dates ascend within the period", () => {
    fc.assert(
      fc.property(fc.array(navSeries, { minLength: 1, maxLength: 5 }), (funds) => {
        const result = growthOfInvestment(funds);
        const starts = funds.map((f) => f.map((p) => p.date).sort()[0]!);
        const ends = funds.map((f) =>
          f
            .map((p) => p.date)
            .sort()
            .at(-1)!,
        );
        const start = starts.sort().at(-1)!;
        const end = ends.sort()[0]!;
        if (start > end) {
          expect(result).toBeNull();
          return;
        }
        expect(result).not.toBeNull();
        expect(result!.start).toBe(start);
        expect(result!.end).toBe(end);
        expect(result!.dates[0]).toBe(start);
        expect(result!.dates.at(-1)).toBe(end);
        for (let i = 1; i < result!.dates.length; i += 1) expect(result!.dates[i]! > result!.dates[i - 1]!).toBe(true);
        expect(result!.values).toHaveLength(funds.length);
        for (const values of result!.values) {
          expect(values).toHaveLength(result!.dates.length);
          expect(values[0]).toBeCloseTo(10_000, 6);
          for (const value of values) expect(value > 0 && Number.isFinite(value)).toBe(true);
        }
      }),
    );
  });

  it("does not depend on a fund's NAV scale, and follows the order of the funds", () => {
    fc.assert(
      fc.property(navSeries, navSeries, fc.double({ min: 0.001, max: 1000, noNaN: true }), (a, b, scale) => {
        const plain = growthOfInvestment([a, b]);
        const scaled = growthOfInvestment([a.map((p) => ({ ...p, nav: p.nav * scale })), b]);
        const swapped = growthOfInvestment([b, a]);
        if (plain === null) {
          expect(scaled).toBeNull();
          expect(swapped).toBeNull();
          return;
        }
        plain.values[0]!.forEach((value, i) => expect(Math.abs(scaled!.values[0]![i]! / value - 1)).toBeLessThan(1e-9));
        expect(swapped!.dates).toEqual(plain.dates);
        expect(swapped!.values).toEqual([plain.values[1], plain.values[0]]);
      }),
    );
  });
});

describe("evenlySpacedIndexes", () => {
  it("keeps every index when there are few enough", () => {
    expect(evenlySpacedIndexes(0, 5)).toEqual([]);
    expect(evenlySpacedIndexes(3, 5)).toEqual([0, 1, 2]);
    expect(evenlySpacedIndexes(5, 5)).toEqual([0, 1, 2, 3, 4]);
  });

  it("spreads at most max indexes evenly, first and last included", () => {
    expect(evenlySpacedIndexes(11, 3)).toEqual([0, 5, 10]);
    expect(evenlySpacedIndexes(10, 2)).toEqual([0, 9]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 2, max: 300 }), (length, max) => {
        const indexes = evenlySpacedIndexes(length, max);
        expect(indexes.length).toBeLessThanOrEqual(max);
        expect(indexes[0]).toBe(0);
        expect(indexes.at(-1)).toBe(length - 1);
        for (let i = 1; i < indexes.length; i += 1) expect(indexes[i]!).toBeGreaterThan(indexes[i - 1]!);
      }),
    );
  });

  it("refuses a max below 2", () => {
    expect(() => evenlySpacedIndexes(10, 1)).toThrow(RangeError);
    expect(() => evenlySpacedIndexes(10, 2.5)).toThrow(RangeError);
  });
});

describe("periodEndIndexes", () => {
  it("is empty for no dates and the first date alone for one", () => {
    expect(periodEndIndexes([])).toEqual([]);
    expect(periodEndIndexes(["2024-05-05"])).toEqual([0]);
  });

  it("marks the first date and each quarter's last date over three years or less", () => {
    const dates = ["2024-01-02", "2024-03-28", "2024-04-01", "2024-06-28", "2024-07-01", "2024-07-02"];
    expect(periodEndIndexes(dates)).toEqual([0, 1, 3, 5]);
  });

  it("marks each year's last date over more than three years", () => {
    const dates = [
      "2019-06-03",
      "2019-12-31",
      "2020-03-31",
      "2020-12-31",
      "2021-12-30",
      "2022-12-30",
      "2023-01-02",
      "2023-05-05",
    ];
    expect(periodEndIndexes(dates)).toEqual([0, 1, 3, 4, 5, 7]);
  });
});

describe("growthChartSample", () => {
  it("draws the evenly spread days and every period end, and lists the period ends in the table", () => {
    const dates = Array.from({ length: 365 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10));
    const { indexes, tableRows } = growthChartSample(dates, 10);
    const ends = periodEndIndexes(dates);
    for (const end of ends) expect(indexes).toContain(end);
    expect(tableRows.map((row) => indexes[row])).toEqual(ends);
    expect(indexes.length).toBeLessThanOrEqual(10 + ends.length);
    expect(dates[indexes.at(-1)!]).toBe("2024-12-30");
  });
});
