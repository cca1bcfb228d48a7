import { daysBetween, FACT_REFRESH_DAYS, isStale } from "@/lib/funds/facts/fact-refresh";

describe("daysBetween", () => {
  it("counts calendar days across months, leap days and years", () => {
    expect(daysBetween("2026-10-31", "2026-10-31")).toBe(0);
    expect(daysBetween("2026-10-31", "2026-11-27")).toBe(27);
    expect(daysBetween("2024-02-28", "2024-03-01")).toBe(2);
    expect(daysBetween("2025-12-31", "2026-01-01")).toBe(1);
    expect(daysBetween("2026-11-27", "2026-10-31")).toBe(-27);
  });
});

describe("isStale", () => {
  it("has one limit per kind: TER and AUM 45 days, portfolios 75", () => {
    expect(FACT_REFRESH_DAYS).toEqual({ expense_ratio: 45, aum: 45, portfolio: 75 });
  });

  it("marks a fact stale only once it is older than its limit", () => {
    // 2026-10-13 + 45 days = 2026-11-27.
    expect(isStale("expense_ratio", "2026-10-13", "2026-11-27")).toBe(false);
    expect(isStale("expense_ratio", "2026-10-12", "2026-11-27")).toBe(true);
    expect(isStale("aum", "2026-10-12", "2026-11-27")).toBe(true);
    // 2026-09-13 + 75 days = 2026-11-27.
    expect(isStale("portfolio", "2026-09-13", "2026-11-27")).toBe(false);
    expect(isStale("portfolio", "2026-09-12", "2026-11-27")).toBe(true);
  });

  it("never marks a fact without a usual refresh", () => {
    expect(isStale("launch_date", "2001-01-01", "2026-11-27")).toBe(false);
    expect(isStale("exit_load", "2001-01-01", "2026-11-27")).toBe(false);
  });
});
