import fc from "fast-check";
import { dayToIso, isoToDay } from "@/lib/metrics/day-number";
import { monthEndRows } from "@/lib/funds/month-end-rows";

const daily = (from: string, count: number) => Array.from({ length: count }, (_, i) => dayToIso(isoToDay(from) + i));

describe("monthEndRows", () => {
  it("keeps every point of a short series", () => {
    expect(monthEndRows(["2026-01-01", "2026-01-02", "2026-02-01"], 3)).toEqual([0, 1, 2]);
    expect(monthEndRows([])).toEqual([]);
  });

  it("keeps the first point and the last point of each month of a long series", () => {
    const dates = daily("2026-01-30", 35); // 30-Jan ... 5-Mar
    expect(monthEndRows(dates, 10).map((i) => dates[i])).toEqual([
      "2026-01-30",
      "2026-01-31",
      "2026-02-28",
      "2026-03-05",
    ]);
  });

  it("does not repeat the first point when it is also its month's last", () => {
    const dates = daily("2026-01-31", 40);
    expect(monthEndRows(dates, 10).map((i) => dates[i])).toEqual(["2026-01-31", "2026-02-28", "2026-03-11"]);
  });

  it("gives ascending rows, one per month plus the start, always ending at the latest point", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: isoToDay("2000-01-01"), max: isoToDay("2030-01-01") }),
        fc.integer({ min: 1, max: 2000 }),
        (start, count) => {
          const dates = daily(dayToIso(start), count);
          const rows = monthEndRows(dates, 0);
          expect(rows.every((row, i) => i === 0 || row > rows[i - 1]!)).toBe(true);
          expect(rows.at(-1)).toBe(count - 1);
          expect(rows[0]).toBe(0);
          const months = new Set(dates.map((d) => d.slice(0, 7))).size;
          expect(rows.length === months || rows.length === months + 1).toBe(true);
        },
      ),
    );
  });
});
