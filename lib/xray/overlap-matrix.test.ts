import { holdingsOverlap } from "@/lib/funds/compare/holdings-overlap";
import { LISTED_COMMON_HOLDINGS } from "@/lib/xray/listed-securities";
import { overlapMatrix, overlapPortfolio } from "@/lib/xray/overlap-matrix";
import type { XrayPortfolio } from "@/lib/xray/xray-types";

const portfolio = (asOf: string, lines: [string, string | null, string, number][]): XrayPortfolio => ({
  asOf,
  source: "s",
  lines: lines.map(([name, isin, assetType, weightPct]) => ({ name, isin, assetType, weightPct, sector: null })),
});

const A = portfolio("2025-07-31", [
  ["HDFC Bank", "INE040A01034", "Equity", 10],
  ["Infosys", "INE009A01021", "Equity", 5],
  ["TREPS", null, "Cash", 85],
]);
const B = portfolio("2025-06-30", [
  ["HDFC Bank", "INE040A01034", "Equity", 8],
  ["Reliance", "INE002A01018", "Equity", 40],
  ["TREPS", null, "Cash & Others", 52],
]);
const D = portfolio("2025-07-31", [
  ["HDFC Bank", "INE040A01034", "Equity", 20],
  ["Reliance", "INE002A01018", "Equity", 10],
  ["TREPS", null, "Cash", 70],
]);

describe("overlapMatrix", () => {
  it("fills a symmetric matrix by the compare page's method and explains the most overlapping pair", () => {
    const matrix = overlapMatrix([A, B, null, D]);
    // A-B: min(10, 8) = 8; A-D: min(10, 20) = 10; B-D: min(8, 20) + min(40, 10) = 18; cash is shared by no one.
    expect(matrix.rows).toEqual([
      [null, 8, null, 10],
      [8, null, null, 18],
      [null, null, null, null],
      [10, 18, null, null],
    ]);
    expect(matrix.most_overlapping).toMatchObject({
      a: 1,
      b: 3,
      overlap_pct: 18,
      as_of: ["2025-06-30", "2025-07-31"],
      common_count: 2,
    });
    expect(matrix.most_overlapping!.common.map((c) => [c.name, c.weight_a, c.weight_b, c.common_pct])).toEqual([
      ["Reliance", 40, 10, 10],
      ["HDFC Bank", 8, 20, 8],
    ]);
  });

  it("is the compare page's overlap, pair for pair", () => {
    expect(overlapMatrix([B, D]).rows[0]![1]).toBe(
      (holdingsOverlap(overlapPortfolio(B)!.holdings, overlapPortfolio(D)!.holdings) as { overlap_pct: number })
        .overlap_pct,
    );
  });

  it("lists the 25 largest of the 30 securities the pair share, counts all 30, and lists every one when asked", () => {
    // Both hold S1..S30, security i at (31 - i)/16 % in one and 2 % in the other: in common (31 - i)/16, largest first.
    const isin = (i: number) => `INE${String(i).padStart(3, "0")}B01011`;
    const holding = (weight: (i: number) => number) =>
      portfolio(
        "2025-07-31",
        Array.from({ length: 30 }, (_, k): [string, string, string, number] => [
          `S${k + 1}`,
          isin(k + 1),
          "Equity",
          weight(k + 1),
        ]),
      );
    const wide = [holding((i) => (31 - i) / 16), holding(() => 2)];
    expect(LISTED_COMMON_HOLDINGS).toBe(25);
    const largest = overlapMatrix(wide).most_overlapping!;
    expect(largest.common_count).toBe(30);
    expect(largest.common.map((c) => [c.name, c.common_pct])).toEqual(
      Array.from({ length: 25 }, (_, k) => [`S${k + 1}`, (30 - k) / 16]),
    );
    // The sum of (31 - i)/16 over i = 1..30: 465/16, every share counted, listed or not.
    expect(largest.overlap_pct).toBe(465 / 16);
    const all = overlapMatrix(wide, "all").most_overlapping!;
    expect(all.common).toHaveLength(30);
    expect(all.common_count).toBe(30);
    expect(all.common.slice(0, 25)).toEqual(largest.common);
  });

  it("has no most overlapping pair with fewer than two disclosed funds", () => {
    expect(overlapMatrix([A, null]).most_overlapping).toBeNull();
    expect(overlapMatrix([]).rows).toEqual([]);
  });
});

describe("overlapMatrix on kept portfolios", () => {
  it("answers a second X-ray of the same portfolio objects as the first, in any order", () => {
    // The pairs of the first call are kept; the second lists the funds in another order.
    const first = overlapMatrix([A, B, D]);
    const again = overlapMatrix([D, A, B]);
    // D-A: 10, D-B: 18, A-B: 8, as in the first call (A-B 8, A-D 10, B-D 18).
    expect(first.rows).toEqual([
      [null, 8, 10],
      [8, null, 18],
      [10, 18, null],
    ]);
    expect(again.rows).toEqual([
      [null, 10, 18],
      [10, null, 8],
      [18, 8, null],
    ]);
    // B-D is the most overlapping pair both times, its shared securities listed with the weights of each side.
    expect(again.most_overlapping).toMatchObject({ a: 0, b: 2, overlap_pct: 18, as_of: ["2025-07-31", "2025-06-30"] });
    expect(again.most_overlapping!.common).toEqual([
      { name: "Reliance", isin: "INE002A01018", weight_a: 10, weight_b: 40, common_pct: 10 },
      { name: "HDFC Bank", isin: "INE040A01034", weight_a: 20, weight_b: 8, common_pct: 8 },
    ]);
    expect(overlapPortfolio(A)).toBe(overlapPortfolio(A));
  });
});
