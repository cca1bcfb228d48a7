import { addMonths, addYears, businessDays, isBusinessDay, monthEndBefore, navGrid, weekday } from "./calendar";
import { isinCheckDigit, isValidIsin } from "@/lib/ingest/isin";
import { bondIsin, companyIsin, fundIsin } from "./isin";

describe("calendar", () => {
  it("knows weekdays, weekends and the fixed market holidays", () => {
    expect(weekday("2026-01-01")).toBe(4); // Thursday
    expect(isBusinessDay("2026-01-03")).toBe(false); // Saturday
    expect(isBusinessDay("2026-01-26")).toBe(false); // Republic Day, a Monday
    expect(isBusinessDay("2026-01-27")).toBe(true);
    expect(businessDays("2026-01-23", "2026-01-27")).toEqual(["2026-01-23", "2026-01-27"]);
  });

  it("adds years and months with end-of-month clamping, and finds the previous month-end", () => {
    expect(addYears("2024-02-29", -1)).toBe("2023-02-28");
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(monthEndBefore("2026-01-15")).toBe("2025-12-31");
    expect(monthEndBefore("2026-03-31")).toBe("2026-02-28");
    expect(monthEndBefore("2024-03-01")).toBe("2024-02-29");
  });

  it("builds a NAV grid of business days ending at today", () => {
    const grid = navGrid("2026-01-16", 10);
    expect(grid.dates.at(-1)).toBe("2026-01-16");
    expect(grid.dates[0]! > "2016-01-16").toBe(true);
    expect(grid.dates.length).toBeGreaterThan(2500);
    expect(grid.dates.length).toBeLessThan(2620);
    expect(grid.dates.every(isBusinessDay)).toBe(true);
    // Ends at the previous business day when today is a weekend.
    expect(navGrid("2026-01-18", 1).dates.at(-1)).toBe("2026-01-16");
  });
});

describe("ISIN", () => {
  it("computes the ISO 6166 check digit of real ISINs", () => {
    for (const isin of [
      "US0378331005",
      "INE002A01018",
      "INE009A01021",
      "US5949181045",
      "GB0002634946",
      "AU0000XVGZA3",
    ]) {
      expect(isinCheckDigit(isin.slice(0, 11))).toBe(Number(isin[11]));
      expect(isValidIsin(isin)).toBe(true);
    }
    expect(isValidIsin("INE002A01019")).toBe(false);
    expect(isValidIsin("INE002A0101")).toBe(false);
  });

  it("makes valid fictional fund, company and bond ISINs", () => {
    const fund = fundIsin(7, 1234);
    expect(fund).toMatch(/^INF907Z[0-9A-Z]{4}\d$/);
    expect(isValidIsin(fund)).toBe(true);
    expect(isValidIsin(companyIsin(321))).toBe(true);
    expect(isValidIsin(bondIsin(905, 77))).toBe(true);
  });
});
