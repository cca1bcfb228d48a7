import fc from "fast-check";
import { isoToDay } from "@/lib/metrics/day-number";
import { xirr, xirrArrays } from "@/lib/metrics/xirr";

describe("xirr", () => {
  it("−1000 today, +1100 in 365 days is 10%", () => {
    expect(
      xirr([
        { day: 0, amount: -1000 },
        { day: 365, amount: 1100 },
      ]),
    ).toBeCloseTo(0.1, 12);
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
    expect(
      xirr([
        { day: 500, amount: paid },
        { day: 500 + days, amount: received },
      ]),
    ).toBeCloseTo(rate, 9);
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
    const rate = xirr([
      { day: 0, amount: -100 },
      { day: 1, amount: 110 },
    ]);
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
    expect(
      xirr([
        { day: 0, amount: -1e6 },
        { day: 3650, amount: 1e-34 },
      ]),
    ).toBeCloseTo(-0.9999, 12);
    const rate = xirr([
      { day: 0, amount: -1000 },
      { day: 3650, amount: 0.001 },
    ])!; // 1e-6^(1/10) − 1
    expect(Math.log1p(rate)).toBeCloseTo(Math.log(1e-6) / 10, 9);
  });

  it("is null without both signs, on a single day, or when empty", () => {
    expect(xirr([])).toBeNull();
    expect(
      xirr([
        { day: 0, amount: -1 },
        { day: 10, amount: -1 },
      ]),
    ).toBeNull();
    expect(
      xirr([
        { day: 0, amount: 1 },
        { day: 10, amount: 1 },
      ]),
    ).toBeNull();
    expect(
      xirr([
        { day: 5, amount: -1 },
        { day: 5, amount: 2 },
      ]),
    ).toBeNull();
    expect(
      xirr([
        { day: 0, amount: -1 },
        { day: 10, amount: 0 },
      ]),
    ).toBeNull();
    expect(
      xirr([
        { day: 0, amount: Number.NaN },
        { day: 10, amount: 1 },
      ]),
    ).toBeNull();
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

describe("xirr on the hard cases of the calculators", () => {
  const npv = (flows: { day: number; amount: number }[], rate: number) =>
    flows.reduce((sum, f) => sum + f.amount / Math.pow(1 + rate, (f.day - flows[0]!.day) / 365), 0);

  it("reports all-positive and all-negative flows as not computable", () => {
    const positive = Array.from({ length: 24 }, (_, k) => ({ day: k * 30, amount: 1000 }));
    expect(xirr(positive)).toBeNull();
    expect(xirr(positive.map((f) => ({ ...f, amount: -f.amount })))).toBeNull();
  });

  it("solves all-negative-but-one flows: a 40-year monthly SIP of ₹0.01 or of ₹1 crore", () => {
    for (const instalment of [0.01, 1e7]) {
      const flows = Array.from({ length: 480 }, (_, k) => ({ day: 10000 + k * 30, amount: -instalment }));
      const end = 10000 + 480 * 30;
      const value = flows.reduce((sum, f) => sum + instalment * Math.pow(1.12, (end - f.day) / 365), 0);
      expect(xirr([...flows, { day: end, amount: value }])).toBeCloseTo(0.12, 10);
    }
  });

  it("solves tiny and huge flows by normalising the amounts first", () => {
    // 5e-324 is the smallest double: without scaling, the sums lose every digit (this gave 81%).
    expect(
      xirr([
        { day: 0, amount: -5e-324 },
        { day: 365, amount: 1e-323 },
      ]),
    ).toBeCloseTo(1, 12);
    expect(
      xirr([
        { day: 0, amount: -1e-300 },
        { day: 365, amount: 1.1e-300 },
      ]),
    ).toBeCloseTo(0.1, 12);
    // Their sum overflows to −Infinity without scaling.
    const huge = [
      { day: 0, amount: -1e308 },
      { day: 0, amount: -1e308 },
      { day: 365, amount: 1.7e308 },
    ];
    expect(xirr(huge)).toBeCloseTo(-0.15, 12);
  });

  it("is not thrown off by a tiny flow next to large ones", () => {
    const rate = xirr([
      { day: 0, amount: -1e6 },
      { day: 30, amount: -1e-9 },
      { day: 365, amount: 1.1e6 },
    ]);
    expect(rate).toBeCloseTo(0.1, 12);
  });

  it("reports flows that no rate solves as not computable", () => {
    // −100, +230 after a year, −140 after two: 100x² − 230x + 140 has no real root (230² < 4·100·140).
    expect(
      xirr([
        { day: 0, amount: -100 },
        { day: 365, amount: 230 },
        { day: 730, amount: -140 },
      ]),
    ).toBeNull();
    // A 40-year SIP that returns 1e-300 ten days after the last instalment: the rate is below −100% to
    // every digit a double holds, so no answer rather than a made-up one.
    const flows = Array.from({ length: 480 }, (_, k) => ({ day: k * 30, amount: -1000 }));
    expect(xirr([...flows, { day: 479 * 30 + 10, amount: 1e-300 }])).toBeNull();
  });

  it("returns a rate only where the NPV is ~0 (random flows)", () => {
    const flow = fc.record({
      day: fc.integer({ min: 0, max: 40 * 365 }),
      amount: fc.double({ min: -1e7, max: 1e7, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(flow, { minLength: 2, maxLength: 30 }), (flows) => {
        const sorted = [...flows].sort((a, b) => a.day - b.day);
        const rate = xirr(sorted);
        if (rate === null || rate <= -0.999) return;
        const scale = sorted.reduce(
          (sum, f) => sum + Math.abs(f.amount) / Math.pow(1 + rate, (f.day - sorted[0]!.day) / 365),
          0,
        );
        expect(Math.abs(npv(sorted, rate))).toBeLessThanOrEqual(1e-6 * scale);
      }),
      { numRuns: 300, seed: 6 },
    );
  });

  it("recovers the rate of random SIPs", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 480 }),
        fc.double({ min: -0.9, max: 3, noNaN: true }),
        fc.double({ min: 0.01, max: 1e7, noNaN: true }),
        (months, rate, instalment) => {
          const flows = Array.from({ length: months }, (_, k) => ({ day: k * 30, amount: -instalment }));
          const end = months * 30;
          const value = flows.reduce((sum, f) => sum + instalment * Math.pow(1 + rate, (end - f.day) / 365), 0);
          const solved = xirr([...flows, { day: end, amount: value }]);
          expect(solved).not.toBeNull();
          expect(Math.log1p(solved!)).toBeCloseTo(Math.log1p(rate), 7);
        },
      ),
      { numRuns: 200, seed: 6 },
    );
  });
});
