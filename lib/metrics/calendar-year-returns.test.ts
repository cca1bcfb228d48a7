import { calendarYearReturns } from "@/lib/metrics/calendar-year-returns";
import { seriesFromPoints } from "@/lib/metrics/nav-series";

const series = (points: [string, number][]) => seriesFromPoints(points.map(([date, nav]) => ({ date, nav })));

describe("calendarYearReturns", () => {
  it("compares each year's last NAV with the previous year's; the launch year is partial", () => {
    const { years, ytd } = calendarYearReturns(
      series([
        ["2021-03-10", 100],
        ["2021-12-31", 110],
        ["2022-06-01", 130],
        ["2022-12-30", 99], // 31-Dec-2022 is a Saturday
        ["2023-06-30", 120],
        ["2023-12-29", 118.8],
        ["2024-01-02", 121],
        ["2024-05-20", 130],
      ]),
    );
    expect(years.map((y) => [y.year, y.partial])).toEqual([
      [2021, true],
      [2022, false],
      [2023, false],
    ]);
    expect(years[0]!.returnPct).toBeCloseTo(10, 10); // from the first NAV: 110 / 100 − 1
    expect(years[1]!.returnPct).toBeCloseTo(-10, 10); // 99 / 110 − 1
    expect(years[2]!.returnPct).toBeCloseTo(20, 10); // 118.8 / 99 − 1
    expect(ytd).toMatchObject({ year: 2024, partial: false });
    expect(ytd!.returnPct).toBeCloseTo(9.4276094276, 9); // 130 / 118.8 − 1 = 0.094276094…
  });

  it("gives null for a year with no NAV and for a launch on the year's last NAV date", () => {
    const { years, ytd } = calendarYearReturns(
      series([
        ["2020-12-31", 100],
        ["2021-12-27", 110],
        ["2022-03-01", 120],
      ]),
    );
    expect(years).toEqual([
      { year: 2020, returnPct: null, partial: true, missing: "too-young" }, // only the first NAV falls in 2020
      { year: 2021, returnPct: expect.closeTo(10, 10), partial: false }, // 2021-12-27 is 4 days before 31-Dec: 110 / 100 − 1
    ]);
    expect(ytd!.returnPct).toBeCloseTo(9.0909090909, 9); // 120 / 110 − 1
    const empty = calendarYearReturns(
      series([
        ["2020-12-31", 100],
        ["2022-03-01", 120],
      ]),
    );
    expect(empty.years[1]).toEqual({ year: 2021, returnPct: null, partial: false, missing: "no-nav-near-start" }); // no NAV at all in 2021
    expect(empty.ytd).toEqual({ year: 2022, returnPct: null, partial: false, missing: "no-nav-near-start" });
  });

  it("holds both year-end NAVs to the start-NAV rule: 7 days before 31 December kept, 8 dropped", () => {
    const { years, ytd } = calendarYearReturns(
      series([
        ["2021-06-01", 90],
        ["2021-12-24", 100], // 7 days before 31-Dec-2021: ends 2021, starts 2022
        ["2022-06-01", 105],
        ["2022-12-23", 110], // 8 days before 31-Dec-2022: a gap at the year end
        ["2023-01-16", 115],
        ["2023-12-29", 121],
        ["2024-03-01", 133.1],
      ]),
    );
    expect(years[0]).toEqual({ year: 2021, returnPct: expect.closeTo(11.1111111111, 9), partial: true }); // 100 / 90 − 1
    expect(years[1]).toEqual({ year: 2022, returnPct: null, partial: false, missing: "no-nav-near-start" }); // end NAV too old
    expect(years[2]).toEqual({ year: 2023, returnPct: null, partial: false, missing: "no-nav-near-start" }); // start NAV too old
    expect(ytd).toEqual({ year: 2024, returnPct: expect.closeTo(10, 9), partial: false }); // 133.1 / 121 − 1
  });

  it("marks the year to date partial for a plan launched this year", () => {
    const { years, ytd } = calendarYearReturns(
      series([
        ["2024-02-01", 10],
        ["2024-06-14", 11],
      ]),
    );
    expect(years).toEqual([]);
    expect(ytd!.partial).toBe(true);
    expect(ytd!.returnPct).toBeCloseTo(10, 10); // 11 / 10 − 1
  });

  it("has no returns for a single NAV and nothing for an empty series", () => {
    expect(calendarYearReturns(series([["2024-06-14", 10]]))).toEqual({
      years: [],
      ytd: { year: 2024, returnPct: null, partial: true, missing: "too-young" },
    });
    expect(calendarYearReturns(series([]))).toEqual({ years: [], ytd: null });
  });
});
