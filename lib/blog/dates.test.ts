import { formatLongDate } from "@/lib/blog/dates";

describe("formatLongDate", () => {
  it.each([
    ["2026-11-22", "22 November 2026"],
    ["2026-01-05", "5 January 2026"],
    ["2025-12-31", "31 December 2025"],
  ])("%s reads %s", (iso, text) => {
    expect(formatLongDate(iso)).toBe(text);
  });

  it.each(["22-11-2026", "2026-13-01", "2026-00-10", "2026-11-00", "2026-11-32", ""])("refuses %j", (bad) => {
    expect(() => formatLongDate(bad)).toThrow(RangeError);
  });
});
