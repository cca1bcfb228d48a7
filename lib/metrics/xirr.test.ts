import { isoToDay } from "@/lib/metrics/day-number";
import { xirr, xirrArrays } from "@/lib/metrics/xirr";

describe("xirr", () => {
  it("−1000 today, +1100 in 365 days is 10%", () => {
    expect(xirr([{ day: 0, amount: -1000 }, { day: 365, amount: 1100 }])).toBeCloseTo(0.1, 12);
  });

  it("solves Excel's documented XIRR example (0.373362535)", () => {
    // Microsoft's XIRR help page; checked with a 300-step bisection in python3: 0.3733625335188314.
    const flows = [
      { day: isoToDay("2008-01-01"), amount: -10000 },
      { day: isoToDay("2008-03-01"), amount: 2750 },
      { day: isoToDay("2008-10-30"), amount: 4250 },
      { day: isoToDay("2009-02-15"), amount: 3250 },
      { day: isoToDay("2009-04-01"), amount: 2750 },
    ];
    expect(xirr(flows)).toBeCloseTo(0.3733625335, 9);
    expect(xirr([...flows].reverse())).toBeCloseTo(0.3733625335, 9); // order does not matter
  });

  it.each([
    [-1000, 10, 365, -0.99], // lose 99% in a year
    [-1000, 11000, 365, 10], // +1000% in a year
    [-1000, 500, 730, -0.2928932188], // 0.5^(1/2) − 1
    [-1000, 1000, 100, 0],
    [-1000, 1210, 730, 0.1], // 1.21^(1/2) − 1
  ])("%p then %p after %i days → %p", (paid, received, days, rate) => {
    expect(xirr([{ day: 500, amount: paid }, { day: 500 + days, amount: received }])).toBeCloseTo(rate, 9);
  });

  it("recovers the rate of monthly instalments from −99.9% to +5000%", () => {
    for (const rate of [-0.999, -0.99, -0.9, -0.5, -0.1, 0, 0.01, 0.1, 0.5, 1, 5, 10, 50]) {
      const days: number[] = [];
      const amounts: number[] = [];
      const end = 20000 + 36 * 30 + 15;
      let value = 0;
      for (let k = 0; k < 36; k++) {
        const day = 20000 + k * 30;
        days.push(day);
        amounts.push(-1000);
        value += 1000 * Math.pow(1 + rate, (end - day) / 365); // each instalment compounded at `rate`
      }
      days.push(end);
      amounts.push(value);
      const solved = xirrArrays(days, amounts);
      expect(solved).not.toBeNull();
      expect(Math.log1p(solved!)).toBeCloseTo(Math.log1p(rate), 9);
    }
  });

  it("copes with a huge rate over one day", () => {
    // +10% in one day = 1.1^365 − 1 ≈ 1.28e15 a year; compare in log space.
    const rate = xirr([{ day: 0, amount: -100 }, { day: 1, amount: 110 }]);
    expect(Math.log1p(rate!)).toBeCloseTo(365 * Math.log(1.1), 9);
  });

  it("finds a root of flows with two sign changes", () => {
    // −100, +230 after a year, −132 after two: (1 + r) = 1.1 or 1.2.
    const rate = xirr([
      { day: 0, amount: -100 },
      { day: 365, amount: 230 },
      { day: 730, amount: -132 },
    ])!;
    expect([0.1, 0.2].some((root) => Math.abs(rate - root) < 1e-9)).toBe(true);
  });

  it("falls back to bracketing when Newton from 10% fails", () => {
    // From 10% the first Newton step of both lands beyond any representable rate (the slope there is
    // ~1e-34 and ~4e-3), so these are solved by the bracketing search.
    // 1e-40 back after 10 years: (1e-40)^(1/10) − 1 = 1e-4 − 1 = −0.9999.
    expect(xirr([{ day: 0, amount: -1e6 }, { day: 3650, amount: 1e-34 }])).toBeCloseTo(-0.9999, 12);
    const rate = xirr([{ day: 0, amount: -1000 }, { day: 3650, amount: 0.001 }])!; // 1e-6^(1/10) − 1
    expect(Math.log1p(rate)).toBeCloseTo(Math.log(1e-6) / 10, 9);
  });

  it("is null without both signs, on a single day, or when empty", () => {
    expect(xirr([])).toBeNull();
    expect(xirr([{ day: 0, amount: -1 }, { day: 10, amount: -1 }])).toBeNull();
    expect(xirr([{ day: 0, amount: 1 }, { day: 10, amount: 1 }])).toBeNull();
    expect(xirr([{ day: 5, amount: -1 }, { day: 5, amount: 2 }])).toBeNull();
    expect(xirr([{ day: 0, amount: -1 }, { day: 10, amount: 0 }])).toBeNull();
    expect(xirr([{ day: 0, amount: Number.NaN }, { day: 10, amount: 1 }])).toBeNull();
  });

  it("is 0 for money returned unchanged, whatever the timing", () => {
    expect(
      xirr([
        { day: 0, amount: -500 },
        { day: 40, amount: -500 },
        { day: 400, amount: 1000 },
      ]),
    ).toBeCloseTo(0, 12);
  });
});
