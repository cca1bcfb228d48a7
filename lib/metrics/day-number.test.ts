import {
  AscendingMonthShifter,
  addMonths,
  addYears,
  civilFromDays,
  dayToIso,
  daysFromCivil,
  daysInMonth,
  firstDayOfMonthKey,
  isLeapYear,
  isoToDay,
  monthKeyOfDay,
  tryIsoToDay,
  yearOfDay,
} from "@/lib/metrics/day-number";

const MS_PER_DAY = 86_400_000;

describe("daysFromCivil / civilFromDays", () => {
  it.each([
    ["1970-01-01", 0],
    ["1970-01-02", 1],
    ["1969-12-31", -1],
    // 2000-01-01 is day 10957 (30 years of 365 days + 7 leap days); + 31 (Jan) + 29 (Feb 2000) = 11017.
    ["2000-03-01", 11017],
    ["2024-02-29", 19782],
    ["2024-06-14", 19888],
  ])("%s is day %i", (iso, day) => {
    expect(isoToDay(iso)).toBe(day);
    expect(dayToIso(day)).toBe(iso);
  });

  it("agrees with Date.UTC on every day from 1900 to 2100", () => {
    const start = Date.UTC(1900, 0, 1) / MS_PER_DAY;
    const end = Date.UTC(2100, 11, 31) / MS_PER_DAY;
    let mismatches = 0;
    for (let day = start; day <= end; day++) {
      const date = new Date(day * MS_PER_DAY);
      const civil = civilFromDays(day);
      if (
        civil.year !== date.getUTCFullYear() ||
        civil.month !== date.getUTCMonth() + 1 ||
        civil.day !== date.getUTCDate() ||
        daysFromCivil(civil.year, civil.month, civil.day) !== day
      ) {
        mismatches++;
      }
    }
    expect(mismatches).toBe(0);
  });

  it("handles the first year and distant dates", () => {
    expect(civilFromDays(daysFromCivil(1, 1, 1))).toEqual({ year: 1, month: 1, day: 1 });
    expect(dayToIso(daysFromCivil(999, 5, 6))).toBe("0999-05-06");
    expect(dayToIso(daysFromCivil(9999, 12, 31))).toBe("9999-12-31");
  });
});

describe("tryIsoToDay / isoToDay", () => {
  it.each([
    "2023-02-29",
    "2024-13-01",
    "2024-00-10",
    "2024-04-31",
    "2024-1-01",
    "2024-01-01T00:00",
    " 2024-01-01",
    "0000-01-01",
    "2024/01/01",
    "abcd-ef-gh",
    "",
  ])("rejects %p", (text) => {
    expect(tryIsoToDay(text)).toBeNull();
    expect(() => isoToDay(text)).toThrow(RangeError);
  });

  it("accepts leap days of leap years only", () => {
    expect(tryIsoToDay("2000-02-29")).toBe(daysFromCivil(2000, 2, 29));
    expect(tryIsoToDay("1900-02-29")).toBeNull();
  });
});

describe("calendar helpers", () => {
  it("isLeapYear and daysInMonth", () => {
    expect([2024, 2023, 2000, 1900].map(isLeapYear)).toEqual([true, false, true, false]);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2023, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
  });

  it("yearOfDay, monthKeyOfDay and firstDayOfMonthKey", () => {
    expect(yearOfDay(isoToDay("2023-12-31"))).toBe(2023);
    expect(yearOfDay(isoToDay("2024-01-01"))).toBe(2024);
    // key = year * 12 + (month − 1): 2024 * 12 + 2 = 24290 for March 2024.
    expect(monthKeyOfDay(isoToDay("2024-03-31"))).toBe(24290);
    expect(monthKeyOfDay(isoToDay("2024-04-01"))).toBe(24291);
    expect(dayToIso(firstDayOfMonthKey(24290))).toBe("2024-03-01");
    expect(dayToIso(firstDayOfMonthKey(24288 - 1))).toBe("2023-12-01");
  });
});

describe("addMonths / addYears", () => {
  it.each([
    ["2024-03-31", -1, "2024-02-29"], // clamped to the leap February's end
    ["2023-03-31", -1, "2023-02-28"],
    ["2024-05-31", -1, "2024-04-30"],
    ["2024-03-15", -1, "2024-02-15"],
    ["2024-01-15", -1, "2023-12-15"],
    ["2023-02-28", -1, "2023-01-28"], // no end-of-month snapping
    ["2024-01-31", 1, "2024-02-29"],
    ["2024-06-14", -36, "2021-06-14"],
    ["2024-12-31", -6, "2024-06-30"],
    ["2024-08-31", -120, "2014-08-31"],
    // Holding-period anniversaries of the capital-gains rules (lib/capital-gains/tax-rules.ts).
    ["2023-01-31", 1, "2023-02-28"],
    ["2020-02-29", 12, "2021-02-28"],
    ["2023-11-15", 2, "2024-01-15"],
    ["2021-05-01", 36, "2024-05-01"],
    ["2024-12-31", 12, "2025-12-31"],
  ])("%s %+i months = %s", (from, months, expected) => {
    expect(dayToIso(addMonths(isoToDay(from), months))).toBe(expected);
  });

  it("29-Feb minus one year is 28-Feb; plus four years is 29-Feb again", () => {
    expect(dayToIso(addYears(isoToDay("2024-02-29"), -1))).toBe("2023-02-28");
    expect(dayToIso(addYears(isoToDay("2024-02-29"), 4))).toBe("2028-02-29");
  });
});

describe("AscendingMonthShifter", () => {
  it.each([-120, -60, -36, -12, -6, -1, 0, 1, 12])(
    "matches addMonths for every day of 2015-2025 (%i months)",
    (months) => {
      const from = isoToDay("2015-01-17");
      const shifter = new AscendingMonthShifter(months, from);
      let mismatches = 0;
      for (let day = from; day <= isoToDay("2025-12-31"); day += 1 + (day % 3)) {
        if (shifter.shift(day) !== addMonths(day, months)) mismatches++;
      }
      expect(mismatches).toBe(0);
    },
  );

  it("keeps working across long jumps and repeated days", () => {
    const shifter = new AscendingMonthShifter(-1, isoToDay("2024-03-31"));
    expect(dayToIso(shifter.shift(isoToDay("2024-03-31")))).toBe("2024-02-29");
    expect(dayToIso(shifter.shift(isoToDay("2024-03-31")))).toBe("2024-02-29");
    expect(dayToIso(shifter.shift(isoToDay("2031-05-31")))).toBe("2031-04-30");
  });
});
