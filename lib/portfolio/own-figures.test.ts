import { ownFigures } from "@/lib/portfolio/own-figures";

describe("ownFigures (a transaction before the site's first NAV of its fund, from the member's statement)", () => {
  it("takes units and price: the amount is units x price, plus 0.005% stamp duty from 1 July 2020", () => {
    expect(ownFigures({ kind: "buy", date: "2020-01-01", units: 100, nav: 8.5 })).toEqual({
      ok: true,
      units: 100,
      nav: 8.5,
      amount: 850,
    });
    // 99.995 x 100 = 9,999.50, grossed up by the duty: 9,999.50 / 0.99995 = 10,000.00.
    expect(ownFigures({ kind: "sip", date: "2023-04-03", units: 99.995, nav: 100 })).toMatchObject({ amount: 10_000 });
  });

  it("takes amount and units: the price is the amount less duty over the units, to 4 decimals", () => {
    // (5,000 - 0.25) / 109.454 = 45.679007...: 45.6790.
    expect(ownFigures({ kind: "buy", date: "2023-04-03", units: 109.454, amount: 5_000 })).toEqual({
      ok: true,
      units: 109.454,
      amount: 5_000,
      nav: 45.679,
    });
    expect(ownFigures({ kind: "sell", date: "2023-04-03", units: 50, amount: 1_234.5 })).toMatchObject({ nav: 24.69 });
  });

  it("accepts all three when they agree to the rounding of printed figures, and refuses when they do not", () => {
    // 12.346 x 81.0001 = 1,000.0272; with duty 1,000.08: an amount within half a unit of each figure is the same.
    expect(ownFigures({ kind: "buy", date: "2022-02-01", units: 12.346, nav: 81.0001, amount: 1000.1 })).toMatchObject({
      ok: true,
      amount: 1000.1,
    });
    expect(ownFigures({ kind: "buy", date: "2022-02-01", units: 12.346, nav: 81.0001, amount: 1001 })).toEqual({
      ok: false,
      problem:
        "The amount ₹1,001.00 does not agree with 12.346 units at ₹81.0001 a unit, which come to ₹1,000.08 with stamp duty of 0.005%. Check the three figures on your statement.",
    });
  });

  it("refuses figures more precise than a statement prints, and units without a price or an amount", () => {
    expect(ownFigures({ kind: "buy", date: "2020-01-01", units: 1.0001, nav: 10 })).toEqual({
      ok: false,
      problem: "Give the units to at most 3 decimals, as your statement prints it.",
    });
    expect(ownFigures({ kind: "buy", date: "2020-01-01", units: 1, nav: 10.00001 })).toMatchObject({
      problem: "Give the price a unit to at most 4 decimals, as your statement prints it.",
    });
    expect(ownFigures({ kind: "buy", date: "2020-01-01", units: 1, amount: 10.001 })).toMatchObject({
      problem: "Give the amount to at most 2 decimals, as your statement prints it.",
    });
    expect(ownFigures({ kind: "buy", date: "2020-01-01", units: 1 })).toMatchObject({
      problem: "Give the price a unit or the amount with the units.",
    });
  });
});
