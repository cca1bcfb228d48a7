import { parseAmfiDate } from "./nav-date";

describe("parseAmfiDate", () => {
  it.each([
    ["27-Jan-2026", "2026-01-27"],
    ["23-JAN-2026", "2026-01-23"],
    ["23-jan-2026", "2026-01-23"],
    ["1-Feb-2026", "2026-02-01"],
    ["29-Feb-2024", "2024-02-29"],
    ["29-Feb-2000", "2000-02-29"],
    ["31-Dec-1999", "1999-12-31"],
    ["22-Apr-2016", "2016-04-22"],
    ["30-Sep-2027", "2027-09-30"],
  ])("%s -> %s", (field, iso) => {
    expect(parseAmfiDate(field)).toBe(iso);
  });

  it.each([
    "31-Feb-2026",
    "29-Feb-2025",
    "29-Feb-1900",
    "31-Apr-2026",
    "0-Jan-2026",
    "32-Jan-2026",
    "27-Jna-2026",
    "27-January-2026",
    "2026-01-27",
    "27/01/2026",
    "27-Jan-26",
    "27-Jan-202",
    "27-Jan-20266",
    "",
    "ab-Jan-2026",
    "27-Jan-20x6",
  ])("%p is not a date", (field) => {
    expect(parseAmfiDate(field)).toBeNull();
  });
});
