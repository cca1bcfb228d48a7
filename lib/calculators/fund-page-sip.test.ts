import fc from "fast-check";
import { calculateFundPageSip, checkFundPageSip, START_DATE_REQUIRED_MESSAGE } from "@/lib/calculators/fund-page-sip";
import type { MutualFundResult } from "@/lib/calculators/mutual-fund";
import { addMonths, dayToIso, isoToDay } from "@/lib/metrics/day-number";
import type { NavPoint, NavSeries } from "@/lib/metrics/nav-series";
import { businessDays } from "@/lib/metrics/testing/business-days";
import { xirr } from "@/lib/metrics/xirr";

const AMOUNT_MESSAGE = "Enter an amount between ₹100 and ₹1,00,00,000";
const DATE_MESSAGE = "Enter a date as YYYY-MM-DD";

function points(series: NavSeries): NavPoint[] {
  return Array.from(series.days, (day, i) => ({ date: dayToIso(day), nav: series.navs[i]! }));
}

function run(series: NavSeries, amount: number, startDate: string): MutualFundResult {
  const outcome = calculateFundPageSip({ amount, startDate }, points(series));
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.result;
}

describe("checkFundPageSip", () => {
  it("accepts an amount within the calculator's range and a YYYY-MM-DD start", () => {
    expect(checkFundPageSip(5000, " 2023-01-10 ")).toEqual({
      ok: true,
      sip: { amount: 5000, startDate: "2023-01-10" },
    });
    expect(checkFundPageSip(100, "2023-01-10").ok).toBe(true);
    expect(checkFundPageSip(1_00_00_000, "2023-01-10").ok).toBe(true);
  });

  it("refuses a blank, zero, negative, too small or too large amount with the calculator's message", () => {
    for (const amount of [null, 0, -1, -5000, 99.99, 1_00_00_001, Number.NaN]) {
      expect(checkFundPageSip(amount, "2023-01-10")).toEqual({ ok: false, errors: { amount: AMOUNT_MESSAGE } });
    }
  });

  it("asks for a blank start date rather than assuming one", () => {
    for (const text of ["", "   "])
      expect(checkFundPageSip(5000, text)).toEqual({ ok: false, errors: { startDate: START_DATE_REQUIRED_MESSAGE } });
  });

  it("refuses a start date that is not a real YYYY-MM-DD day", () => {
    for (const text of ["2023-02-30", "10/01/2023", "soon"])
      expect(checkFundPageSip(5000, text)).toEqual({ ok: false, errors: { startDate: DATE_MESSAGE } });
  });

  it("reports both fields at once", () => {
    expect(checkFundPageSip(null, "")).toEqual({
      ok: false,
      errors: { amount: AMOUNT_MESSAGE, startDate: START_DATE_REQUIRED_MESSAGE },
    });
  });
});

describe("calculateFundPageSip: the monthly SIP of the fund page on the calculator's engine", () => {
  it("invests on the start day each month and values the units at the latest NAV", () => {
    // Flat NAV 20 on business days; Mon 2024-01-15 to Fri 2024-06-14: 15-Jan, 15-Feb, 15-Mar, 15-Apr, 15-May.
    const result = run(
      businessDays("2023-01-01", "2024-06-14", () => 20),
      5000,
      "2024-01-15",
    );
    expect(result.purchases.map((p) => p.navDate)).toEqual([
      "2024-01-15",
      "2024-02-15",
      "2024-03-15",
      "2024-04-15",
      "2024-05-15",
    ]);
    expect(result.valuationDate).toBe("2024-06-14");
    expect(result.invested).toBe(25000);
    expect(result.units).toBeCloseTo(1250, 9);
    expect(result.totalValue).toBeCloseTo(25000, 9);
    expect(result.xirrPct).toBeCloseTo(0, 9);
  });

  it("moves an instalment due on a weekend to the next NAV date", () => {
    // 2024-06-01 was a Saturday and 2024-09-01 a Sunday: both buy on the Monday after.
    const result = run(
      businessDays("2024-01-01", "2024-10-31", () => 10),
      1000,
      "2024-06-01",
    );
    expect(result.purchases.map((p) => p.navDate)).toEqual([
      "2024-06-03",
      "2024-07-01",
      "2024-08-01",
      "2024-09-02",
      "2024-10-01",
    ]);
  });

  it("moves an instalment due on a holiday to the next NAV date, at that day's NAV", () => {
    // No NAV on Thu 2024-08-15 (Independence Day): the August instalment buys on Fri 2024-08-16 at its NAV of 40.
    const holiday = isoToDay("2024-08-15");
    const series = businessDays(
      "2024-07-01",
      "2024-09-30",
      (day) => (day === holiday + 1 ? 40 : 20),
      (day) => day === holiday,
    );
    const result = run(series, 1000, "2024-07-15");
    expect(result.purchases.map((p) => [p.navDate, p.nav])).toEqual([
      ["2024-07-15", 20],
      ["2024-08-16", 40],
      ["2024-09-16", 20],
    ]);
    expect(result.units).toBeCloseTo(125, 9);
  });

  it("makes a single instalment when the start is within a month of the latest NAV, with the XIRR of its growth", () => {
    const start = isoToDay("2024-01-01");
    const navOn = (day: number) => 10 + (day - start) / 100;
    const result = run(businessDays("2024-01-01", "2024-06-14", navOn), 1000, "2024-05-20");
    expect(result.purchases).toHaveLength(1);
    expect(result.invested).toBe(1000);
    const growth = navOn(isoToDay("2024-06-14")) / navOn(isoToDay("2024-05-20"));
    expect(result.xirrPct).toBeCloseTo((Math.pow(growth, 365 / 25) - 1) * 100, 6);
  });

  it("has no XIRR for a lone instalment on the latest NAV date", () => {
    const result = run(
      businessDays("2024-01-01", "2024-06-14", () => 10),
      1000,
      "2024-06-14",
    );
    expect(result.purchases).toHaveLength(1);
    expect(result.gains).toBeCloseTo(0, 9);
    expect(result.xirrPct).toBeNull();
  });

  it("refuses a start before the first NAV or after the latest, naming the start date field", () => {
    const navs = points(businessDays("2024-01-01", "2024-06-14", () => 10));
    expect(calculateFundPageSip({ amount: 1000, startDate: "2023-12-31" }, navs)).toEqual({
      ok: false,
      field: "startDate",
      message: "Choose a start date on or after Jan 01, 2024, the fund's first NAV date",
    });
    expect(calculateFundPageSip({ amount: 1000, startDate: "2024-06-15" }, navs)).toMatchObject({
      ok: false,
      field: "startDate",
    });
  });

  it("matches a hand-built example", () => {
    // NAV 10 on 15-Jan, 8 on 15-Feb, 12.5 on 15-Mar: 100 + 125 + 80 = 305 units, worth 3,812.50.
    const navs = [
      { date: "2024-01-15", nav: 10 },
      { date: "2024-02-15", nav: 8 },
      { date: "2024-03-15", nav: 12.5 },
    ];
    const outcome = calculateFundPageSip({ amount: 1000, startDate: "2024-01-15" }, navs);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.result.units).toBeCloseTo(305, 9);
    expect(outcome.result.totalValue).toBeCloseTo(3812.5, 9);
    expect(outcome.result.gains).toBeCloseTo(812.5, 9);
    const expected = xirr([
      { day: isoToDay("2024-01-15"), amount: -1000 },
      { day: isoToDay("2024-02-15"), amount: -1000 },
      { day: isoToDay("2024-03-15"), amount: -1000 },
      { day: isoToDay("2024-03-15"), amount: 3812.5 },
    ])!;
    expect(outcome.result.xirrPct).toBeCloseTo(expected * 100, 9);
  });

  it("holds for any start and amount: one instalment a month, invested = instalments × amount, the rate independent of the amount", () => {
    const start = isoToDay("2020-01-01");
    const series = businessDays(
      "2020-01-01",
      "2024-06-14",
      (day) => 50 + 10 * Math.sin((day - start) / 40) + (day - start) / 30,
    );
    const first = series.days[0]!;
    const last = series.days[series.days.length - 1]!;
    fc.assert(
      fc.property(
        fc.integer({ min: first, max: last }),
        fc.integer({ min: 100, max: 1_000_000 }),
        (startDay, amount) => {
          const result = run(series, amount, dayToIso(startDay));
          let due = 0;
          while (addMonths(startDay, due) <= last) due++;
          expect(result.purchases).toHaveLength(due);
          expect(result.invested).toBe(due * amount);
          expect(result.purchases[0]!.navDate >= dayToIso(startDay)).toBe(true);
          expect(result.totalValue).toBeCloseTo(result.units * result.valuationNav, 6);
          const base = run(series, 100, dayToIso(startDay));
          if (result.xirrPct === null) expect(base.xirrPct).toBeNull();
          else expect(result.xirrPct).toBeCloseTo(base.xirrPct!, 6);
        },
      ),
      { numRuns: 150 },
    );
  });
});
