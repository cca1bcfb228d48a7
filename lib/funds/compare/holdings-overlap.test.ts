import fc from "fast-check";
import { holdingsOverlap, normaliseHoldingName, type HoldingsOverlap, type PortfolioHolding } from "./holdings-overlap";
import { referenceHoldingName, referenceOverlap } from "./testing/holdings-overlap-reference";

const h = (name: string, isin: string | null, weight_pct: number): PortfolioHolding => ({ name, isin, weight_pct });

const FUND_A = [
  h("Alpha Bank Ltd", "INE000A01011", 40),
  h("Beta Software Ltd", "INE000B01011", 35),
  h("Gamma Pharma Ltd", "INE000C01011", 25),
];

function disclosed(result: HoldingsOverlap) {
  if (!result.disclosed) throw new Error("expected a disclosed overlap");
  return result;
}

describe("holdingsOverlap", () => {
  it("is 100% for identical portfolios, every holding in common", () => {
    const result = disclosed(holdingsOverlap(FUND_A, FUND_A));
    expect(result.overlap_pct).toBe(100);
    expect(result.common.map((c) => [c.name, c.weight_a, c.weight_b, c.common_pct])).toEqual([
      ["Alpha Bank Ltd", 40, 40, 40],
      ["Beta Software Ltd", 35, 35, 35],
      ["Gamma Pharma Ltd", 25, 25, 25],
    ]);
  });

  it("is 0% with nothing in common for disjoint portfolios", () => {
    const other = [h("Delta Motors Ltd", "INE000D01011", 60), h("Epsilon Power Ltd", "INE000E01011", 40)];
    expect(holdingsOverlap(FUND_A, other)).toEqual({ disclosed: true, overlap_pct: 0, common: [] });
  });

  it("adds up the smaller weight of each common holding, largest first", () => {
    const other = [
      h("Gamma Pharma Ltd", "INE000C01011", 30),
      h("Alpha Bank Ltd", "INE000A01011", 10),
      h("Zeta Steel Ltd", "INE000Z01011", 60),
    ];
    const result = disclosed(holdingsOverlap(FUND_A, other));
    expect(result.overlap_pct).toBe(35);
    expect(result.common).toEqual([
      { name: "Gamma Pharma Ltd", isin: "INE000C01011", weight_a: 25, weight_b: 30, common_pct: 25 },
      { name: "Alpha Bank Ltd", isin: "INE000A01011", weight_a: 40, weight_b: 10, common_pct: 10 },
    ]);
  });

  it("says the holdings are not disclosed, rather than 0%, when a fund has no portfolio", () => {
    expect(holdingsOverlap(null, FUND_A)).toEqual({ disclosed: false, missing: ["a"] });
    expect(holdingsOverlap(FUND_A, null)).toEqual({ disclosed: false, missing: ["b"] });
    expect(holdingsOverlap(null, null)).toEqual({ disclosed: false, missing: ["a", "b"] });
  });

  it("is 0% for a disclosed portfolio with no securities (all cash)", () => {
    expect(holdingsOverlap([], FUND_A)).toEqual({ disclosed: true, overlap_pct: 0, common: [] });
  });

  describe("weights that do not add up to 100", () => {
    it("takes a portfolio disclosed in part as it is (the overlap of what is disclosed)", () => {
      const top = [h("Alpha Bank Ltd", "INE000A01011", 9), h("Beta Software Ltd", "INE000B01011", 8)];
      expect(disclosed(holdingsOverlap(top, top)).overlap_pct).toBe(17);
      expect(disclosed(holdingsOverlap(top, FUND_A)).overlap_pct).toBe(17);
    });

    it("caps the overlap at 100 when weights add up to more (rounding, leverage)", () => {
      const heavy = [h("Alpha Bank Ltd", "INE000A01011", 60), h("Beta Software Ltd", "INE000B01011", 45)];
      const result = disclosed(holdingsOverlap(heavy, heavy));
      expect(result.overlap_pct).toBe(100);
      expect(result.common.reduce((sum, c) => sum + c.common_pct, 0)).toBe(105);
    });

    it("leaves out lines without a positive, finite weight (short hedges, bad data)", () => {
      const odd = [
        h("Alpha Bank Ltd", "INE000A01011", -20),
        h("Beta Software Ltd", "INE000B01011", 0),
        h("Gamma Pharma Ltd", "INE000C01011", Number.NaN),
      ];
      expect(holdingsOverlap(odd, FUND_A)).toEqual({ disclosed: true, overlap_pct: 0, common: [] });
    });
  });

  describe("matching", () => {
    it("matches by ISIN whatever the names, in any letter case", () => {
      const result = disclosed(holdingsOverlap([h("ALPHA BANK LIMITED", " ine000a01011 ", 10)], FUND_A));
      expect(result.overlap_pct).toBe(10);
      expect(result.common[0]).toMatchObject({ isin: "INE000A01011", weight_a: 10, weight_b: 40 });
    });

    it("matches by normalised name when a line has no ISIN", () => {
      const unlisted = [h("The Alpha Bank Limited.", null, 5), h("beta  software ltd", null, 50)];
      const result = disclosed(holdingsOverlap(unlisted, FUND_A));
      expect(result.overlap_pct).toBe(40);
      expect(result.common.map((c) => [c.isin, c.common_pct])).toEqual([
        ["INE000B01011", 35],
        ["INE000A01011", 5],
      ]);
    });

    it("never matches two different ISINs, even under the same name", () => {
      const bond = [h("Alpha Bank Ltd", "INE000A08011", 10)];
      expect(disclosed(holdingsOverlap(bond, FUND_A)).overlap_pct).toBe(0);
    });

    it("adds up the lines of one security listed twice in a portfolio", () => {
      const split = [h("Alpha Bank Ltd", "INE000A01011", 20), h("Alpha Bank Ltd - Partly Paid", "INE000A01011", 30)];
      const result = disclosed(holdingsOverlap(split, FUND_A));
      expect(result.common).toEqual([
        { name: "Alpha Bank Ltd", isin: "INE000A01011", weight_a: 50, weight_b: 40, common_pct: 40 },
      ]);
    });

    it("does not match cash-like lines without ISIN or name", () => {
      expect(disclosed(holdingsOverlap([h("  ", null, 10)], [h("", null, 10)])).overlap_pct).toBe(0);
    });

    it("counts a name shared by lines with and without ISINs once on each side", () => {
      const a = [h("Foo Ltd", "INE000F01011", 10), h("Foo Ltd.", null, 5)];
      const b = [h("Foo Limited", null, 12)];
      const result = disclosed(holdingsOverlap(a, b));
      expect(result.common).toEqual([
        { name: "Foo Limited", isin: "INE000F01011", weight_a: 15, weight_b: 12, common_pct: 12 },
      ]);
      expect(disclosed(holdingsOverlap(b, a)).common).toEqual([
        { name: "Foo Limited", isin: "INE000F01011", weight_a: 12, weight_b: 15, common_pct: 12 },
      ]);
    });
  });

  const names = [
    "Alpha Bank Ltd",
    "Alpha Bank Limited",
    "Beta Software",
    "Gamma Pharma Ltd",
    "Delta Motors",
    "Epsilon Power",
  ];
  const isins = ["INE000A01011", "INE000B01011", "INE000C01011", "INE000D01011", null, null];
  const holding = fc.record({
    name: fc.constantFrom(...names),
    isin: fc.constantFrom(...isins),
    weight_pct: fc.oneof(fc.double({ min: 0.01, max: 40, noNaN: true }), fc.constantFrom(0, -5)),
  });
  const portfolio = fc
    .array(holding, { maxLength: 8 })
    .map((lines) => [...new Map(lines.map((line) => [line.name, line])).values()]);

  it("gives a portfolio read once and met again (the X-ray's pairs) the answer of a fresh copy", () => {
    fc.assert(
      fc.property(portfolio, portfolio, portfolio, (a, b, c) => {
        holdingsOverlap(a, b);
        holdingsOverlap(c, a);
        const fresh = (lines: PortfolioHolding[]) => lines.map((line) => ({ ...line }));
        expect(holdingsOverlap(a, c)).toEqual(holdingsOverlap(fresh(a), fresh(c)));
        expect(holdingsOverlap(b, a)).toEqual(holdingsOverlap(fresh(b), fresh(a)));
      }),
    );
  });

  // Wider than the portfolios above: names that differ only in case, accents, "&" or a corporate word, ISINs in
  // either case, lines of one security under two names, and portfolios met again (the X-ray's pairs).
  const wideHolding = fc.record({
    name: fc.constantFrom(
      "Alpha Bank Ltd",
      "ALPHA BANK LIMITED",
      "Société Générale",
      "Societe Generale Ltd.",
      "Larsen & Toubro",
      "Larsen and Toubro Ltd",
      "The Beta Co",
      "TREPS",
      "Beta",
    ),
    isin: fc.constantFrom("INE000A01011", "ine000a01011", "INE000B01011", "INE000C01011", " INE000C01011 ", null, null),
    weight_pct: fc.oneof(fc.double({ min: 0.01, max: 40, noNaN: true }), fc.constantFrom(0, -5, 2.5)),
  });
  const widePortfolio = fc.array(wideHolding, { maxLength: 10 });

  it("gives the answer of the method read plainly, pair by pair (testing/holdings-overlap-reference.ts)", () => {
    fc.assert(
      fc.property(widePortfolio, widePortfolio, widePortfolio, (a, b, c) => {
        expect(holdingsOverlap(a, b)).toEqual(referenceOverlap(a, b));
        expect(holdingsOverlap(c, a)).toEqual(referenceOverlap(c, a));
        expect(holdingsOverlap(b, c)).toEqual(referenceOverlap(b, c));
        expect(holdingsOverlap(a, a)).toEqual(referenceOverlap(a, a));
      }),
      { numRuns: 500 },
    );
  });

  it("is symmetric: swapping the funds swaps the weights and nothing else", () => {
    fc.assert(
      fc.property(portfolio, portfolio, (a, b) => {
        const ab = disclosed(holdingsOverlap(a, b));
        const ba = disclosed(holdingsOverlap(b, a));
        expect(ba.overlap_pct).toBeCloseTo(ab.overlap_pct, 9);
        expect(ba.common.map((c) => [c.name, c.isin, c.weight_b, c.weight_a, c.common_pct])).toEqual(
          ab.common.map((c) => [c.name, c.isin, c.weight_a, c.weight_b, c.common_pct]),
        );
      }),
    );
  });

  it("stays between 0 and the smaller of 100 and either fund's disclosed weight", () => {
    const positive = (p: PortfolioHolding[]) =>
      p.filter((x) => x.weight_pct > 0).reduce((sum, x) => sum + x.weight_pct, 0);
    fc.assert(
      fc.property(portfolio, portfolio, (a, b) => {
        const { overlap_pct, common } = disclosed(holdingsOverlap(a, b));
        expect(overlap_pct).toBeGreaterThanOrEqual(0);
        expect(overlap_pct).toBeLessThanOrEqual(Math.min(100, positive(a), positive(b)) + 1e-9);
        for (const c of common) expect(c.common_pct).toBe(Math.min(c.weight_a, c.weight_b));
      }),
    );
  });

  it("gives a portfolio its whole disclosed weight (up to 100) in common with itself", () => {
    fc.assert(
      fc.property(portfolio, (a) => {
        const total = a.filter((x) => x.weight_pct > 0).reduce((sum, x) => sum + x.weight_pct, 0);
        expect(disclosed(holdingsOverlap(a, a)).overlap_pct).toBeCloseTo(Math.min(100, total), 9);
      }),
    );
  });
});

describe("normaliseHoldingName", () => {
  it.each([
    ["HDFC Bank Ltd.", "hdfc bank"],
    ["HDFC Bank Limited", "hdfc bank"],
    ["  hdfc   BANK  ", "hdfc bank"],
    ["Larsen & Toubro Ltd", "larsen and toubro"],
    ["Larsen and Toubro Limited", "larsen and toubro"],
    ["The Federal Bank Ltd", "federal bank"],
    ["Dr. Reddy's Laboratories Ltd", "dr reddy s laboratories"],
    ["Nestlé India Ltd", "nestle india"],
    ["Bajaj Auto Pvt. Ltd.", "bajaj auto"],
    ["Ltd", "ltd"],
    ["The", "the"],
    ["", ""],
  ])("%s -> %s", (name, expected) => {
    expect(normaliseHoldingName(name)).toBe(expected);
  });

  it("reads an ASCII name as the Unicode rules read it (its fast path)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary-ascii", maxLength: 30 }), (name) => {
        expect(normaliseHoldingName(name)).toBe(referenceHoldingName(name));
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 12 }), (name) => {
        expect(normaliseHoldingName(name)).toBe(referenceHoldingName(name));
      }),
    );
  });
});
