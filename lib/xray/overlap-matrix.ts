import type { DisclosedPortfolio } from "@/lib/funds/compare/compare-holdings";
import type { CommonHolding } from "@/lib/funds/compare/holdings-overlap";
import { pairOverlaps } from "@/lib/funds/compare/pair-overlaps";
import { assetClassOf } from "@/lib/xray/asset-class";
import type { XrayPortfolio } from "@/lib/xray/xray-types";

export interface OverlapMatrix {
  /** rows[i][j]: the overlap of funds i and j, percent; null on the diagonal and where either fund has no portfolio. */
  rows: (number | null)[][];
  /** The pair with the largest overlap (positions in the list given), with what they share; null without a disclosed pair. */
  most_overlapping: {
    a: number;
    b: number;
    overlap_pct: number;
    as_of: [string, string];
    common: CommonHolding[];
  } | null;
}

/** A portfolio as the compare page's overlap reads it: its securities, cash and its equivalents left out. */
export function overlapPortfolio(portfolio: XrayPortfolio | null): DisclosedPortfolio | null {
  if (!portfolio) return null;
  return {
    as_of: portfolio.asOf,
    holdings: portfolio.lines
      .filter((line) => assetClassOf(line.assetType, line.isin) !== "cash")
      .map((line) => ({ name: line.name, isin: line.isin, weight_pct: line.weightPct })),
  };
}

/**
 * The overlap of every pair of the funds, by the compare page's method (lib/funds/compare/holdings-overlap.ts:
 * the sum over common securities of the smaller weight), as a symmetric matrix. Ties for the most overlapping
 * pair go to the earlier pair in the list.
 */
export function overlapMatrix(portfolios: readonly (XrayPortfolio | null)[]): OverlapMatrix {
  const rows = portfolios.map(() => portfolios.map((): number | null => null));
  let most: OverlapMatrix["most_overlapping"] = null;
  for (const pair of pairOverlaps(portfolios.map(overlapPortfolio))) {
    if (!pair.overlap.disclosed) continue;
    rows[pair.a]![pair.b] = pair.overlap.overlap_pct;
    rows[pair.b]![pair.a] = pair.overlap.overlap_pct;
    if (!most || pair.overlap.overlap_pct > most.overlap_pct)
      most = {
        a: pair.a,
        b: pair.b,
        overlap_pct: pair.overlap.overlap_pct,
        as_of: [pair.as_of[0]!, pair.as_of[1]!],
        common: pair.overlap.common,
      };
  }
  return { rows, most_overlapping: most };
}
