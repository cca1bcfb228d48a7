import {
  calendarDateToLocalDate,
  daysInMonth,
  isLeapYear,
  isValidCalendarDate,
  parseIsoDate,
  toCalendarDate,
  type DateInput,
} from "@/lib/format/calendar-date";

describe("isLeapYear", () => {
  it.each([
    [2024, true],
    [2023, false],
    [2000, true],
    [1900, false],
    [2100, false],
    [2400, true],
    [4, true],
  ])("%p -> %p", (year, expected) => {
    expect(isLeapYear(year)).toBe(expected);
  });
});

describe("daysInMonth", () => {
  it.each([
    [2024, 1, 31],
    [2024, 2, 29],
    [2023, 2, 28],
    [1900, 2, 28],
    [2000, 2, 29],
    [2024, 3, 31],
    [2024, 4, 30],
    [2024, 5, 31],
    [2024, 6, 30],
    [2024, 7, 31],
    [2024, 8, 31],
    [2024, 9, 30],
    [2024, 10, 31],
    [2024, 11, 30],
    [2024, 12, 31],
    [2024, 0, 0],
    [2024, 13, 0],
    [2024, 1.5, 0],
  ])("(%p, %p) -> %p", (year, month, expected) => {
    expect(daysInMonth(year, month)).toBe(expected);
  });
});

describe("isValidCalendarDate", () => {
  it.each([
    [2024, 2, 29, true],
    [2023, 2, 29, false],
    [2024, 4, 31, false],
    [2024, 12, 31, true],
    [2024, 1, 0, false],
    [2024, 0, 1, false],
    [2024, 13, 1, false],
    [1, 1, 1, true],
    [9999, 12, 31, true],
    [0, 1, 1, false],
    [10000, 1, 1, false],
    [2024.5, 1, 1, false],
    [2024, 1, 1.5, false],
    [Number.NaN, 1, 1, false],
  ])("(%p, %p, %p) -> %p", (year, month, day, expected) => {
    expect(isValidCalendarDate(year, month, day)).toBe(expected);
  });
});

describe("parseIsoDate", () => {
  it.each([
    ["2024-03-05", { year: 2024, month: 3, day: 5 }],
    ["2024-02-29", { year: 2024, month: 2, day: 29 }],
    ["2000-02-29", { year: 2000, month: 2, day: 29 }],
    ["0001-01-01", { year: 1, month: 1, day: 1 }],
  ])("%p -> %p", (text, expected) => {
    expect(parseIsoDate(text)).toEqual(expected);
  });

  it.each([
    "2023-02-29",
    "1900-02-29",
    "2024-3-5",
    "2024/03/05",
    "05-03-2024",
    " 2024-03-05",
    "2024-03-05T00:00:00Z",
    "2024-13-01",
    "0000-01-01",
    "",
  ])("rejects %p", (text) => {
    expect(parseIsoDate(text)).toBeNull();
  });
});

describe("toCalendarDate", () => {
  it.each<[DateInput, ReturnType<typeof toCalendarDate>]>([
    ["2024-03-05", { year: 2024, month: 3, day: 5 }],
    [new Date(2024, 2, 5), { year: 2024, month: 3, day: 5 }],
    [new Date(2024, 2, 5, 23, 59, 59, 999), { year: 2024, month: 3, day: 5 }],
    [new Date(2024, 2, 5, 0, 0, 0, 0), { year: 2024, month: 3, day: 5 }],
    [
      { year: 2024, month: 3, day: 5 },
      { year: 2024, month: 3, day: 5 },
    ],
    [{ year: 2023, month: 2, day: 29 }, null],
    [new Date(Number.NaN), null],
    ["not a date", null],
    ["", null],
    [null, null],
    [undefined, null],
  ])("%p -> %p", (input, expected) => {
    expect(toCalendarDate(input)).toEqual(expected);
  });
});

describe("calendarDateToLocalDate", () => {
  it.each([
    { year: 2024, month: 3, day: 5 },
    { year: 2024, month: 2, day: 29 },
    { year: 1999, month: 12, day: 31 },
    { year: 50, month: 6, day: 15 },
  ])("builds local midnight of %p and reads back the same day", (date) => {
    const local = calendarDateToLocalDate(date);
    expect([local.getFullYear(), local.getMonth() + 1, local.getDate()]).toEqual([date.year, date.month, date.day]);
    expect([local.getHours(), local.getMinutes(), local.getSeconds(), local.getMilliseconds()]).toEqual([0, 0, 0, 0]);
    expect(toCalendarDate(local)).toEqual(date);
  });
});
