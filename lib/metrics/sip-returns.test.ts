import { isoToDay } from "@/lib/metrics/day-number";
import { seriesFromArrays } from "@/lib/metrics/nav-series";
import type { NavSeries } from "@/lib/metrics/nav-series";
import { sipReturns, type SipResult } from "@/lib/metrics/sip-returns";

function solved(series: NavSeries, months: number, instalment?: number): SipResult {
  const result = sipReturns(series, months, instalment);
  if (typeof result === "string") throw new Error(`expected a SIP return, got ${result}`);
  return result;
}
import { businessDays } from "@/lib/metrics/testing/business-days";

describe("sipReturns", () => {
  it("pays on the first business day of each of the 12 months before the as-of month", () => {
    // As of Fri 2024-06-14: Jun-2023 … May-2024; 1-Jun-2023 was a Thursday, 1-May-2024 a Wednesday.
    const flat = businessDays("2020-01-01", "2024-06-14", () => 25);
    const sip = solved(flat, 12);
    expect(sip.instalments).toBe(12);
    expect(sip.firstInstalmentDate).toBe("2023-06-01");
    expect(sip.lastInstalmentDate).toBe("2024-05-01");
    expect(sip.investedAmount).toBe(12000);
    expect(sip.currentValue).toBeCloseTo(12000, 9); // flat NAV: 12 × (1000 / 25) units × 25
    expect(sip.xirrPct).toBeCloseTo(0, 10);
  });

  it("is 0% on a flat NAV for 3Y and 5Y too", () => {
    const flat = businessDays("2018-01-01", "2024-06-14", () => 10);
    expect(solved(flat, 36).instalments).toBe(36);
    expect(solved(flat, 36).xirrPct).toBeCloseTo(0, 10);
    expect(solved(flat, 60).firstInstalmentDate).toBe("2019-06-03"); // 1-Jun-2019 was a Saturday
    expect(solved(flat, 60).xirrPct).toBeCloseTo(0, 10);
  });

  it("returns the growth rate of a NAV compounding at a constant 12% a year", () => {
    const start = isoToDay("2018-01-01");
    const growing = businessDays("2018-01-01", "2024-06-14", (day) => 100 * Math.pow(1.12, (day - start) / 365));
    for (const months of [12, 36, 60]) {
      // Every instalment compounds at exactly 12% (365-day years) up to the as-of date.
      expect(solved(growing, months).xirrPct).toBeCloseTo(12, 6);
    }
  });

  it("matches a hand-built example", () => {
    // NAV 10 throughout 2023, 11 on the as-of date Mon 2024-01-15: 12 instalments Jan…Dec-2023 of
    // 100 units each; value 1,200 × 11 = 13,200. XIRR of −1000 on 2023-01-02, 02-01, 03-01, 04-03,
    // 05-01, 06-01, 07-03, 08-01, 09-01, 10-02, 11-01, 12-01 and +13,200 on 2024-01-15, by a 300-step
    // bisection in python3: 17.612584509384888%.
    const plan = businessDays("2023-01-02", "2024-01-15", (day) => (day === isoToDay("2024-01-15") ? 11 : 10));
    const sip = solved(plan, 12);
    expect(sip.instalments).toBe(12);
    expect(sip.currentValue).toBeCloseTo(13200, 9);
    expect(sip.xirrPct).toBeCloseTo(17.6125845094, 8);
    // The instalment amount does not change the rate.
    expect(solved(plan, 12, 5000).xirrPct).toBeCloseTo(17.6125845094, 8);
    expect(solved(plan, 12, 5000).investedAmount).toBe(60000);
  });

  it("makes each instalment at most 7 days after its due day, else the period has no SIP return", () => {
    // 1-Mar-2023 was a Wednesday. NAVs missing 1…7 March: the March instalment is made on 8 March.
    const inMarch = (last: string) => (day: number) => day >= isoToDay("2023-03-01") && day <= isoToDay(last);
    const kept = solved(
      businessDays("2023-01-02", "2024-01-15", () => 10, inMarch("2023-03-07")),
      12,
    );
    expect(kept.instalments).toBe(12);
    expect(kept.investedAmount).toBe(12000);
    // Missing 1…8 March: the next NAV, 9 March, is 8 days after the due day.
    expect(
      sipReturns(
        businessDays("2023-01-02", "2024-01-15", () => 10, inMarch("2023-03-08")),
        12,
      ),
    ).toBe("no-nav-near-start");
    // A month with no NAV at all is not skipped either.
    expect(
      sipReturns(
        businessDays("2023-01-02", "2024-01-15", () => 10, inMarch("2023-03-31")),
        12,
      ),
    ).toBe("no-nav-near-start");
  });

  it("is too young for a plan younger than the SIP, a single NAV or an empty series", () => {
    // 1Y as of 2024-01-15 needs a NAV on or before 2023-01-15.
    expect(
      sipReturns(
        businessDays("2023-01-16", "2024-01-15", () => 10),
        12,
      ),
    ).toBe("too-young");
    // Launched 13-Jan-2023: the first instalment is due at the launch, not on 1 January.
    const launched = solved(
      businessDays("2023-01-13", "2024-01-15", () => 10),
      12,
    );
    expect(launched.firstInstalmentDate).toBe("2023-01-13");
    expect(launched.instalments).toBe(12);
    expect(
      sipReturns(
        businessDays("2024-01-15", "2024-01-15", () => 10),
        12,
      ),
    ).toBe("too-young");
    expect(sipReturns(seriesFromArrays([], []), 12)).toBe("too-young");
  });
});
