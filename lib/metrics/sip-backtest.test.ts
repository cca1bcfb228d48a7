import fc from "fast-check";
import { addMonths, dayToIso, isoToDay } from "@/lib/metrics/day-number";
import { seriesFromArrays, seriesFromPoints } from "@/lib/metrics/nav-series";
import { sipBacktest } from "@/lib/metrics/sip-backtest";
import { businessDays } from "@/lib/metrics/testing/business-days";
import { xirr } from "@/lib/metrics/xirr";

describe("sipBacktest", () => {
  it("invests on the start day each month and values the units at the latest NAV", () => {
    // Flat NAV 20 on business days; Mon 2024-01-15 to Fri 2024-06-14: due 15-Jan, 15-Feb, 15-Mar, 15-Apr, 15-May.
    const flat = businessDays("2023-01-01", "2024-06-14", () => 20);
    const sip = sipBacktest(flat, 5000, isoToDay("2024-01-15"))!;
    expect(sip.instalments).toBe(5);
    expect(sip.firstInstalmentDate).toBe("2024-01-15");
    expect(sip.lastInstalmentDate).toBe("2024-05-15");
    expect(sip.valueDate).toBe("2024-06-14");
    expect(sip.latestNav).toBe(20);
    expect(sip.investedAmount).toBe(25000);
    expect(sip.units).toBeCloseTo(1250, 9);
    expect(sip.currentValue).toBeCloseTo(25000, 9);
    expect(sip.gain).toBeCloseTo(0, 9);
    expect(sip.gainPct).toBeCloseTo(0, 9);
    expect(sip.xirrPct).toBeCloseTo(0, 9);
  });

  it("moves an instalment due on a weekend to the next NAV date", () => {
    // 2024-06-01 was a Saturday and 2024-09-01 a Sunday: both buy on the Monday after.
    const flat = businessDays("2024-01-01", "2024-10-31", () => 10);
    const sip = sipBacktest(flat, 1000, isoToDay("2024-06-01"))!;
    expect(sip.firstInstalmentDate).toBe("2024-06-03");
    expect(sip.instalments).toBe(5); // Jun, Jul, Aug, Sep, Oct
    expect(sip.lastInstalmentDate).toBe("2024-10-01");
  });

  it("moves an instalment due on a holiday to the next NAV date, at that day's NAV", () => {
    // No NAV on Thu 2024-08-15 (Independence Day): the August instalment buys on Fri 2024-08-16 at its NAV.
    const holiday = isoToDay("2024-08-15");
    const series = businessDays("2024-07-01", "2024-09-30", (day) => (day === holiday + 1 ? 40 : 20), (day) => day === holiday);
    const sip = sipBacktest(series, 1000, isoToDay("2024-07-15"))!;
    expect(sip.instalments).toBe(3);
    // July at 20 (50 units), August on the 16th at 40 (25 units), September at 20 (50 units).
    expect(sip.units).toBeCloseTo(125, 9);
    expect(sip.currentValue).toBeCloseTo(2500, 9);
  });

  it("keeps the start's day of the month after a short month (31st: 29-Feb, then 31-Mar)", () => {
    const daily = seriesFromPoints(
      Array.from({ length: 120 }, (_, i) => ({ date: dayToIso(isoToDay("2024-01-01") + i), nav: 10 })),
    );
    const sip = sipBacktest(daily, 100, isoToDay("2024-01-31"))!;
    expect(sip.instalments).toBe(3); // 31-Jan, 29-Feb, 31-Mar; 30-Apr is after the last NAV (29-Apr)
    expect(sip.lastInstalmentDate).toBe("2024-03-31");
  });

  it("makes a single instalment when the start is within a month of the latest NAV", () => {
    const flat = businessDays("2024-01-01", "2024-06-14", (day) => 10 + (day - isoToDay("2024-01-01")) / 100);
    const sip = sipBacktest(flat, 1000, isoToDay("2024-05-20"))!;
    expect(sip.instalments).toBe(1);
    expect(sip.investedAmount).toBe(1000);
    expect(sip.firstInstalmentDate).toBe("2024-05-20");
    expect(sip.lastInstalmentDate).toBe("2024-05-20");
    expect(sip.gain).toBeGreaterThan(0);
    // One flow in and one out: XIRR is the annualised growth of that NAV.
    const navOn = (iso: string) => 10 + (isoToDay(iso) - isoToDay("2024-01-01")) / 100;
    const growth = navOn("2024-06-14") / navOn("2024-05-20");
    expect(sip.xirrPct).toBeCloseTo((Math.pow(growth, 365 / 25) - 1) * 100, 6);
  });

  it("has no XIRR for a lone instalment on the latest NAV date (nothing has had time to grow)", () => {
    const flat = businessDays("2024-01-01", "2024-06-14", () => 10);
    const sip = sipBacktest(flat, 1000, isoToDay("2024-06-14"))!;
    expect(sip.instalments).toBe(1);
    expect(sip.currentValue).toBeCloseTo(1000, 9);
    expect(sip.gain).toBeCloseTo(0, 9);
    expect(sip.xirrPct).toBeNull();
  });

  it("starts on a holiday right before the latest NAV: one instalment on the latest NAV date", () => {
    const flat = businessDays("2024-01-01", "2024-06-14", () => 10);
    // Sat 2024-06-08 buys on Mon 2024-06-10; no later instalment is due by 14-Jun.
    const sip = sipBacktest(flat, 1000, isoToDay("2024-06-08"))!;
    expect(sip.firstInstalmentDate).toBe("2024-06-10");
    expect(sip.instalments).toBe(1);
  });

  it("refuses a start before the first NAV rather than moving it", () => {
    const flat = businessDays("2024-01-01", "2024-06-14", () => 10);
    expect(sipBacktest(flat, 1000, isoToDay("2023-12-31"))).toBeNull();
    expect(sipBacktest(flat, 1000, isoToDay("2024-01-01"))).not.toBeNull();
  });

  it("refuses a start after the latest NAV, an empty series and amounts that are not positive", () => {
    const flat = businessDays("2024-01-01", "2024-06-14", () => 10);
    expect(sipBacktest(flat, 1000, isoToDay("2024-06-15"))).toBeNull();
    expect(sipBacktest(seriesFromArrays([], []), 1000, 0)).toBeNull();
    for (const amount of [0, -500, Number.NaN, Number.POSITIVE_INFINITY]) expect(sipBacktest(flat, amount, isoToDay("2024-02-01"))).toBeNull();
  });

  it("returns 12% a year on a NAV compounding at 12% a year", () => {
    const start = isoToDay("2018-01-01");
    const growing = businessDays("2018-01-01", "2024-06-14", (day) => 100 * Math.pow(1.12, (day - start) / 365));
    for (const from of ["2018-01-01", "2021-03-10", "2023-06-30"]) {
      expect(sipBacktest(growing, 2500, isoToDay(from))!.xirrPct).toBeCloseTo(12, 6);
    }
  });

  it("matches a hand-built example", () => {
    // NAV 10 on 15-Jan, 8 on 15-Feb, 12.5 on 15-Mar (daily NAVs, flat in between): 1000 a month buys
    // 100 + 125 + 80 = 305 units, worth 305 × 12.5 = 3,812.50 on 15-Mar.
    const points = [
      { date: "2024-01-15", nav: 10 },
      { date: "2024-02-15", nav: 8 },
      { date: "2024-03-15", nav: 12.5 },
    ];
    const sip = sipBacktest(seriesFromPoints(points), 1000, isoToDay("2024-01-15"))!;
    expect(sip.instalments).toBe(3);
    expect(sip.units).toBeCloseTo(305, 9);
    expect(sip.currentValue).toBeCloseTo(3812.5, 9);
    expect(sip.gain).toBeCloseTo(812.5, 9);
    expect(sip.gainPct).toBeCloseTo((812.5 / 3000) * 100, 9);
    const expected = xirr([
      { day: isoToDay("2024-01-15"), amount: -1000 },
      { day: isoToDay("2024-02-15"), amount: -1000 },
      { day: isoToDay("2024-03-15"), amount: -1000 },
      { day: isoToDay("2024-03-15"), amount: 3812.5 },
    ])!;
    expect(sip.xirrPct).toBeCloseTo(expected * 100, 9);
  });

  it("holds for any start and amount: invested = instalments × amount, and the amount does not change the rate", () => {
    const start = isoToDay("2020-01-01");
    const series = businessDays("2020-01-01", "2024-06-14", (day) => 50 + 10 * Math.sin((day - start) / 40) + (day - start) / 30);
    const first = series.days[0]!;
    const last = series.days[series.days.length - 1]!;
    fc.assert(
      fc.property(fc.integer({ min: first, max: last }), fc.integer({ min: 1, max: 1_000_000 }), (startDay, amount) => {
        const sip = sipBacktest(series, amount, startDay)!;
        const dueCount = (() => {
          let k = 0;
          while (addMonths(startDay, k) <= last) k++;
          return k;
        })();
        expect(sip.instalments).toBe(dueCount);
        expect(sip.investedAmount).toBe(dueCount * amount);
        expect(sip.firstInstalmentDate >= dayToIso(startDay)).toBe(true);
        expect(sip.lastInstalmentDate <= sip.valueDate).toBe(true);
        expect(sip.currentValue).toBeCloseTo(sip.units * sip.latestNav, 6);
        const unit = sipBacktest(series, 1, startDay)!;
        if (sip.xirrPct === null) expect(unit.xirrPct).toBeNull();
        else expect(sip.xirrPct).toBeCloseTo(unit.xirrPct!, 6);
      }),
      { numRuns: 200 },
    );
  });
});
