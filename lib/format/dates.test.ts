import { formatDate, formatIsoDate, formatMonthLabel, MONTH_ABBREVIATIONS } from "@/lib/format/dates";
import type { DateInput } from "@/lib/format/calendar-date";

describe("MONTH_ABBREVIATIONS", () => {
  it("lists the English abbreviations in calendar order", () => {
    expect(MONTH_ABBREVIATIONS).toEqual([
      "Jan",
      "Feb",
      "Mar",
      "Apr",
      "May",
      "Jun",
      "Jul",
      "Aug",
      "Sep",
      "Oct",
      "Nov",
      "Dec",
    ]);
  });
});

describe.each([
  [
    "an ISO string",
    (y: number, m: number, d: number): DateInput => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`,
  ],
  ["a local Date", (y: number, m: number, d: number): DateInput => new Date(y, m - 1, d)],
  ["a local Date late in the evening", (y: number, m: number, d: number): DateInput => new Date(y, m - 1, d, 23, 30)],
  ["a calendar date", (y: number, m: number, d: number): DateInput => ({ year: y, month: m, day: d })],
])("date formatters given %s", (_label, make) => {
  it.each([
    [2024, 1, 1, "Jan 01, 2024", "Jan'24", "2024-01-01"],
    [2024, 2, 29, "Feb 29, 2024", "Feb'24", "2024-02-29"],
    [2024, 3, 5, "Mar 05, 2024", "Mar'24", "2024-03-05"],
    [2023, 4, 30, "Apr 30, 2023", "Apr'23", "2023-04-30"],
    [2022, 5, 9, "May 09, 2022", "May'22", "2022-05-09"],
    [2021, 6, 10, "Jun 10, 2021", "Jun'21", "2021-06-10"],
    [2020, 7, 31, "Jul 31, 2020", "Jul'20", "2020-07-31"],
    [2019, 8, 15, "Aug 15, 2019", "Aug'19", "2019-08-15"],
    [2009, 9, 1, "Sep 01, 2009", "Sep'09", "2009-09-01"],
    [2000, 10, 2, "Oct 02, 2000", "Oct'00", "2000-10-02"],
    [1999, 11, 30, "Nov 30, 1999", "Nov'99", "1999-11-30"],
    [2024, 12, 31, "Dec 31, 2024", "Dec'24", "2024-12-31"],
  ])("%p-%p-%p -> %p, %p, %p", (y, m, d, display, monthLabel, iso) => {
    expect(formatDate(make(y, m, d))).toBe(display);
    expect(formatMonthLabel(make(y, m, d))).toBe(monthLabel);
    expect(formatIsoDate(make(y, m, d))).toBe(iso);
  });
});

describe("date formatters with invalid input", () => {
  it.each<DateInput>([
    null,
    undefined,
    "",
    "abc",
    "2024-02-30",
    "2023-02-29",
    "1900-02-29",
    "2024-13-01",
    "2024-00-10",
    "2024-3-5",
    "05/03/2024",
    " 2024-03-05",
    "2024-03-05T00:00:00Z",
    new Date(Number.NaN),
    { year: 2024, month: 13, day: 1 },
    { year: 2024, month: 4, day: 31 },
    { year: 2024.5, month: 1, day: 1 },
  ])("%p -> '--'", (input) => {
    expect(formatDate(input)).toBe("--");
    expect(formatMonthLabel(input)).toBe("--");
    expect(formatIsoDate(input)).toBe("--");
  });
});

describe("date formatters with years outside four digits", () => {
  it("pads small years", () => {
    const date = { year: 5, month: 1, day: 2 };
    expect(formatDate(date)).toBe("Jan 02, 0005");
    expect(formatMonthLabel(date)).toBe("Jan'05");
    expect(formatIsoDate(date)).toBe("0005-01-02");
  });

  it("shows '--' past year 9999", () => {
    expect(formatDate(new Date(10000, 0, 1))).toBe("--");
  });
});
