import { formatDate, formatIsoDate } from "@/lib/format/dates";
import { parseDateInput } from "@/lib/format/parse-date-input";

describe("parseDateInput", () => {
  describe("year-month-day (4-digit first part)", () => {
    it.each([
      ["2024-03-05", 2024, 3, 5],
      ["2024/03/05", 2024, 3, 5],
      ["2024-3-5", 2024, 3, 5],
      ["2024/3/05", 2024, 3, 5],
      ["2024-12-31", 2024, 12, 31],
      ["2024-02-29", 2024, 2, 29],
      ["2000-02-29", 2000, 2, 29],
      ["0001-01-01", 1, 1, 1],
      ["9999-12-31", 9999, 12, 31],
    ])("%p -> %p-%p-%p", (text, year, month, day) => {
      expect(parseDateInput(text)).toEqual({ year, month, day });
    });
  });

  describe("day-month-year first (4-digit last part)", () => {
    it.each([
      ["05-03-2024", 2024, 3, 5],
      ["05/03/2024", 2024, 3, 5],
      ["5/3/2024", 2024, 3, 5],
      ["13/12/2024", 2024, 12, 13],
      ["31/12/2024", 2024, 12, 31],
      ["01/02/2024", 2024, 2, 1],
      ["12/11/2024", 2024, 11, 12],
      ["29/02/2024", 2024, 2, 29],
      ["29-02-2000", 2000, 2, 29],
    ])("%p -> %p-%p-%p", (text, year, month, day) => {
      expect(parseDateInput(text)).toEqual({ year, month, day });
    });
  });

  describe("month-day-year when day-month-year is not a real date", () => {
    it.each([
      ["12/25/2024", 2024, 12, 25],
      ["12-25-2024", 2024, 12, 25],
      ["1/31/2024", 2024, 1, 31],
      ["12/13/2024", 2024, 12, 13],
      ["02/29/2024", 2024, 2, 29],
      ["2/30/2024", null, null, null],
    ])("%p -> %p-%p-%p", (text, year, month, day) => {
      expect(parseDateInput(text)).toEqual(year === null ? null : { year, month, day });
    });
  });

  describe("whitespace", () => {
    it.each(["  05/03/2024  ", "\t2024-03-05\n", " 2024-03-05"])("trims %p", (text) => {
      expect(parseDateInput(text)).toEqual({ year: 2024, month: 3, day: 5 });
    });
  });

  describe("rejections", () => {
    it.each([
      // impossible dates
      ["2023-02-29"],
      ["1900-02-29"],
      ["29/02/1900"],
      ["29/02/2023"],
      ["31/04/2024"],
      ["04/31/2024"],
      ["2024-04-31"],
      ["2024-13-01"],
      ["13/13/2024"],
      ["2024-00-10"],
      ["2024-01-00"],
      ["00/01/2024"],
      ["01/00/2024"],
      ["32/01/2024"],
      ["2024-01-32"],
      ["0000-01-01"],
      ["01/01/0000"],
      // separators
      ["2024-03/05"],
      ["05/03-2024"],
      ["2024.03.05"],
      ["2024 03 05"],
      ["2024\\03\\05"],
      ["20240305"],
      // empty or missing parts
      [""],
      ["   "],
      ["2024--05"],
      ["2024-03-"],
      ["-03-05"],
      ["//2024"],
      ["2024-03"],
      ["2024"],
      // extra parts
      ["2024-03-05-01"],
      ["05/03/2024/1"],
      // non-digits and junk
      ["2024-0a-05"],
      ["2024-03-05x"],
      ["x2024-03-05"],
      ["2024-03-05T00:00"],
      ["+2024-03-05"],
      ["2024-+3-05"],
      ["2024-03-05."],
      ["Mar 05, 2024"],
      ["२०२४-03-05"],
      ["２０２４-03-05"],
      // wrong part lengths: 2-digit or 5-digit years, 3-digit days and months
      ["05/03/24"],
      ["24/03/05"],
      ["24-03-05"],
      ["02024-03-05"],
      ["05/03/02024"],
      ["2024-003-05"],
      ["2024-03-005"],
      ["005/03/2024"],
      ["2024-03-2024"],
      ["03-2024-05"],
      ["2024/2024/05"],
    ])("%p -> null", (text) => {
      expect(parseDateInput(text)).toBeNull();
    });

    it("returns null for a non-string at run time", () => {
      expect(parseDateInput(undefined as unknown as string)).toBeNull();
      expect(parseDateInput(20240305 as unknown as string)).toBeNull();
    });
  });

  it.each([
    ["05/03/2024", "Mar 05, 2024", "2024-03-05"],
    ["12/25/2024", "Dec 25, 2024", "2024-12-25"],
    ["2024-2-29", "Feb 29, 2024", "2024-02-29"],
    ["31/04/2024", "--", "--"],
  ])("%p feeds the formatters: %p, %p", (text, display, iso) => {
    expect(formatDate(parseDateInput(text))).toBe(display);
    expect(formatIsoDate(parseDateInput(text))).toBe(iso);
  });
});
