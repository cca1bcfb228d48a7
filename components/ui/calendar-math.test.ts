import { addDays, addMonths, dayLabel, monthWeeks, yearPage } from "./calendar-math";

describe("calendar math", () => {
  it("labels days for screen readers", () => {
    expect(dayLabel({ year: 2024, month: 3, day: 5 })).toBe("5 March 2024");
  });

  it("adds days across month and year ends", () => {
    expect(addDays({ year: 2024, month: 2, day: 28 }, 1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(addDays({ year: 2024, month: 12, day: 31 }, 1)).toEqual({ year: 2025, month: 1, day: 1 });
    expect(addDays({ year: 2024, month: 3, day: 1 }, -1)).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it("adds months, keeping the day inside the month", () => {
    expect(addMonths({ year: 2024, month: 1, day: 31 }, 1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(addMonths({ year: 2024, month: 1, day: 15 }, -1)).toEqual({ year: 2023, month: 12, day: 15 });
    expect(addMonths({ year: 2024, month: 3, day: 5 }, 12)).toEqual({ year: 2025, month: 3, day: 5 });
  });

  it("lays out a month in weeks of 7", () => {
    // 1 March 2024 was a Friday.
    const weeks = monthWeeks(2024, 3, 0);
    expect(weeks).toHaveLength(6);
    for (const week of weeks) expect(week).toHaveLength(7);
    expect(weeks[0]?.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(weeks[0]?.[5]).toEqual({ year: 2024, month: 3, day: 1 });
    expect(monthWeeks(2024, 3, 1)[0]?.[4]).toEqual({ year: 2024, month: 3, day: 1 });
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it("pages years in ascending blocks of 12", () => {
    expect(yearPage(2024)).toEqual([2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027]);
    expect(yearPage(2016)[0]).toBe(2016);
    expect(yearPage(2015)[11]).toBe(2015);
  });
});
